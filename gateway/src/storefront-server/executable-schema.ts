import type { GraphQLSchema } from 'graphql';
import { attachResolvers } from './resolvers/attach';
import { cartResolvers } from './resolvers/cart';
import { collectionResolvers } from './resolvers/collection';
import { nodeResolvers } from './resolvers/node';
import { productResolvers } from './resolvers/product';
import { queryResolvers } from './resolvers/query';
import { searchResolvers } from './resolvers/search';
import { shopResolvers } from './resolvers/shop';
import { typeOf } from './resolvers/type-of';
import { loadStorefrontSchema } from './schema/load-schema';

let schema: GraphQLSchema | undefined;

/** The committed 2025-01 SDL with the embedded server's resolvers (built once per process). */
export function executableSchema(): GraphQLSchema {
  if (!schema) {
    schema = loadStorefrontSchema();
    attachResolvers(
      schema,
      [queryResolvers, productResolvers, collectionResolvers, searchResolvers, shopResolvers, cartResolvers, nodeResolvers],
      (value) => typeOf(value),
    );
  }
  return schema;
}
