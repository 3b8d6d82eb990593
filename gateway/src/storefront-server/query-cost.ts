import {
  getNamedType, getOperationAST, getVariableValues, GraphQLError, isLeafType, isObjectType, Kind,
  type DocumentNode, type GraphQLField, type GraphQLNamedType, type GraphQLSchema, type TypeNode,
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
 * What of a request's variables its cost can depend on: the estimator reads only page sizes
 * (`first`/`last`, Int) and the walk only `@include`/`@skip` conditions (Boolean), so costs measured
 * for one document are kept by the operation and the values of its Int and Boolean variables. null
 * (measure afresh) when the operation is not found or such a variable holds something else.
 */
function costKey(document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown>): string | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  let key = operationName ?? '';
  for (const definition of operation.variableDefinitions ?? []) {
    const type: TypeNode = definition.type.kind === Kind.NON_NULL_TYPE ? definition.type.type : definition.type;
    if (type.kind !== Kind.NAMED_TYPE || (type.name.value !== 'Int' && type.name.value !== 'Boolean')) continue;
    const value = variables[definition.variable.name.value];
    // Absent (the default applies) is not the same as null.
    if (value === undefined) key += '|~';
    else if (value === null || typeof value === 'number' || typeof value === 'boolean') key += `|${String(value)}`;
    else return null;
  }
  return key;
}

// A storefront asks the same few documents with the same few page sizes: measuring one walks every
// field of it (about a tenth of answering a products page), so measured costs are kept per document.
const MAX_COSTS_PER_DOCUMENT = 64;
const measuredCosts = new WeakMap<DocumentNode, Map<string, number>>();

function remember(document: DocumentNode, key: string, cost: number): void {
  let costs = measuredCosts.get(document);
  if (!costs) measuredCosts.set(document, (costs = new Map()));
  if (costs.size >= MAX_COSTS_PER_DOCUMENT) costs.clear();
  costs.set(key, cost);
}

const withinLimit = (cost: number, maxCost: number): { cost: number } | { error: GraphQLError } =>
  cost > maxCost ? { error: maxCostError(cost, maxCost) } : { cost };

/**
 * The document's cost for these variables, or the error to answer instead when it is over `maxCost`
 * (or too big to measure). Variables matter: `first: $n` is only known per request. A cost is
 * measured once per document and key (costKey); variables that do not fit are never kept.
 */
export function checkQueryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | undefined,
  maxCost = MAX_QUERY_COST,
): { cost: number } | { error: GraphQLError } {
  const key = costKey(document, operationName, variables);
  const known = key === null ? undefined : measuredCosts.get(document)?.get(key);
  if (known !== undefined) return withinLimit(known, maxCost);
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
  if (!Number.isFinite(cost)) return { error: maxCostError(Number.MAX_SAFE_INTEGER, maxCost) };
  if (key !== null) remember(document, key, cost);
  return withinLimit(cost, maxCost);
}
