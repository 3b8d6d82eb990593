import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';

/** The committed SDL (derived from the official schema by scripts/storefront-schema/derive-schema.ts). */
export const SCHEMA_FILE = join(__dirname, 'schema.graphql');

let cached: GraphQLSchema | undefined;
export function loadStorefrontSchema(): GraphQLSchema {
  cached ??= buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  return cached;
}
