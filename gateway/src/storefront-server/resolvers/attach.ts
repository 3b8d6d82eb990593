import { getNamedType, isAbstractType, isLeafType, isObjectType, type GraphQLFieldResolver, type GraphQLSchema, type GraphQLTypeResolver } from 'graphql';
import type { StorefrontContext } from '../context';
import { timeoutError } from '../errors';

/* eslint-disable @typescript-eslint/no-explicit-any -- resolver sources are whatever the parent returned */
export type Resolver = GraphQLFieldResolver<any, StorefrontContext, any>;
export type ResolverMap = Record<string, Record<string, Resolver>>;

/**
 * Resolvers that lead to more objects check the request's deadline first, so a request that has
 * run out of time stops growing its answer (leaf fields, the many cheap ones, are left alone).
 */
function withDeadline(resolve: Resolver): Resolver {
  return (source, args, context: StorefrontContext, info) => {
    if (context.deadline !== undefined && Date.now() > context.deadline) throw timeoutError();
    return resolve(source, args, context, info);
  };
}

/** Puts resolvers on a schema built from SDL; fails loudly on a typo instead of silently serving null. */
export function attachResolvers(schema: GraphQLSchema, maps: ResolverMap[], resolveType: GraphQLTypeResolver<any, StorefrontContext>): void {
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const type = schema.getType(typeName);
      if (!isObjectType(type)) throw new Error(`resolvers: ${typeName} is not an object type of the schema`);
      const schemaFields = type.getFields();
      for (const [fieldName, resolve] of Object.entries(fields)) {
        const field = schemaFields[fieldName];
        if (!field) throw new Error(`resolvers: ${typeName}.${fieldName} is not in the schema`);
        field.resolve = isLeafType(getNamedType(field.type)) ? resolve : withDeadline(resolve);
      }
    }
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (isAbstractType(type)) type.resolveType = resolveType;
  }
}
