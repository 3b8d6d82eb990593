import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

/** Shopify's official Storefront API 2025-01 schema (introspection JSON from @shopify/hydrogen-react@2025.1.4). */
export const OFFICIAL_SCHEMA_FILE = join(__dirname, 'official-2025-01.schema.json.gz');

export function loadOfficialSchema(): GraphQLSchema {
  const json = JSON.parse(gunzipSync(readFileSync(OFFICIAL_SCHEMA_FILE)).toString('utf8')) as
    | IntrospectionQuery
    | { data: IntrospectionQuery };
  return buildClientSchema('data' in json ? json.data : json);
}
