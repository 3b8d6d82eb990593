import {
  getNamedType, getOperationAST, getVariableValues, GraphQLError, isLeafType, isObjectType,
  type DocumentNode, type GraphQLField, type GraphQLNamedType, type GraphQLSchema,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';

/**
 * Shopify's cost model, which it states for its GraphQL APIs: a scalar or enum field costs 0, an
 * object 1, and a connection 2 plus its page size times what one item costs, so nesting multiplies.
 * The embedded server answers a document over the limit before running any of it.
 *
 * The cost is an upper bound by page sizes. The limit sits above the shop's own documents at the
 * page sizes its helpers send (the costliest, Collections at 50 × 20 products, is ~114,000; a page
 * of 250 products ~28,500), far below any nesting of big pages (four levels of 250: ~4·10⁹).
 */
export const MAX_QUERY_COST = 150_000;
/** Documents past this many fields (fragments expanded) are refused while they are measured. */
export const MAX_QUERY_NODES = 10_000;

const isConnection = (type: GraphQLNamedType) => isObjectType(type) && type.name.endsWith('Connection') && 'pageInfo' in type.getFields();
const isEdge = (type: GraphQLNamedType) => isObjectType(type) && type.name.endsWith('Edge') && 'node' in type.getFields() && 'cursor' in type.getFields();

function pageSize(args: Record<string, unknown>): number {
  const size = typeof args.first === 'number' ? args.first : typeof args.last === 'number' ? args.last : 1;
  return Math.max(1, size);
}

/** The wrapper fields of a page (edges, node, nodes, pageInfo) are priced through the connection's size. */
function isPageWrapper(parent: GraphQLNamedType, field: GraphQLField<unknown, unknown>): boolean {
  if (isConnection(parent)) return field.name === 'edges' || field.name === 'pageInfo';
  return isEdge(parent) && field.name === 'cursor';
}

const shopifyEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const returned = getNamedType(field.type);
  if (isLeafType(returned)) return 0;
  if (isPageWrapper(type, field)) return childComplexity;
  if (isConnection(returned)) return 2 + pageSize(args) * childComplexity;
  return 1 + childComplexity;
};

export function maxCostError(cost: number, maxCost = MAX_QUERY_COST): GraphQLError {
  return new GraphQLError(`Query cost is ${cost}, which exceeds the single query max cost limit (${maxCost}).`, {
    extensions: { code: 'MAX_COST_EXCEEDED', cost, maxCost, documentation: 'https://shopify.dev/docs/api/usage/rate-limits' },
  });
}

/**
 * The document's cost for these variables, or the error to answer instead when it is over `maxCost`
 * (or too big to measure). Variables matter: `first: $n` is only known per request.
 */
export function checkQueryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | undefined,
  maxCost = MAX_QUERY_COST,
): { cost: number } | { error: GraphQLError } {
  let cost: number;
  try {
    cost = getComplexity({ schema, query: document, variables, operationName, estimators: [shopifyEstimator], maxQueryNodes: MAX_QUERY_NODES });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/node limit/i.test(message)) return { error: maxCostError(Number.MAX_SAFE_INTEGER, maxCost) };
    // Variables that do not fit: execution refuses them before any resolver runs, in graphql-js's words.
    const operation = getOperationAST(document, operationName);
    if (operation && 'errors' in getVariableValues(schema, operation.variableDefinitions ?? [], variables)) return { cost: 0 };
    return { error: new GraphQLError('The query could not be measured.', { extensions: { code: 'BAD_REQUEST' } }) };
  }
  if (!Number.isFinite(cost) || cost > maxCost) return { error: maxCostError(Number.isFinite(cost) ? cost : Number.MAX_SAFE_INTEGER, maxCost) };
  return { cost };
}
