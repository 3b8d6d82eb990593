import type { Request, Response } from 'express';
import {
  execute, getOperationAST, getVariableValues, GraphQLError, parse, specifiedRules, validate,
  type DocumentNode, type ExecutionResult, type GraphQLSchema, type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import type pino from 'pino';
import type { Catalog } from '../catalog/types';
import type { CartStore } from './cart/cart-store';
import { DOCUMENT_LIMIT_RULES, MAX_QUERY_LENGTH, MAX_QUERY_TOKENS } from './document-limits';
import { MISSING_QUERY_BODY, responseTooLargeError, timeoutError } from './errors';
import { executableSchema } from './executable-schema';
import { FAULT_HEADER, faultResponse, pickFault, type FaultConfig } from './faults';
import { checkQueryCost, MAX_QUERY_COST } from './query-cost';
import type { StockSource } from './stock';

export interface HandlerDeps {
  catalog: Catalog;
  stock: StockSource;
  carts: CartStore;
  faults?: FaultConfig;
  logger?: pino.Logger;
  /** Compile a document the n-th time it is executed (default 2; tests use 1 so every document runs compiled). */
  compileAfter?: number;
  /** Resolver work one request may take before it is answered with a timeout (default 5 s). */
  timeoutMs?: number;
  /** Largest answer in bytes of JSON (default 16 MB: the largest page the shop asks for is ~2 MB). */
  maxAnswerBytes?: number;
  /** See MAX_QUERY_COST. */
  maxCost?: number;
}

const DEFAULT_TIMEOUT_MS = 5000;
const DEFAULT_MAX_ANSWER_BYTES = 16 * 1024 * 1024;
const RULES = [...specifiedRules, ...DOCUMENT_LIMIT_RULES];
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

const firstValue = (header: string | string[] | undefined): string | undefined =>
  (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() || undefined;

/** The origin the client sees: what the gateway forwarded, else our own Host. Bad values are ignored. */
export function clientOrigin(req: Request): string {
  const proto = firstValue(req.headers['x-forwarded-proto']);
  const forwardedHost = firstValue(req.headers['x-forwarded-host']);
  const host = forwardedHost && HOST.test(forwardedHost) ? forwardedHost : req.headers.host && HOST.test(req.headers.host) ? req.headers.host : '127.0.0.1';
  return `${proto === 'https' || proto === 'http' ? proto : req.protocol}://${host}`;
}

interface Compiled { query: CompiledQuery; operation: OperationDefinitionNode }
type Prepared = { schema: GraphQLSchema; document: DocumentNode; uses: number; compiled: Map<string, Compiled> } | { errors: unknown[] };

// A storefront sends the same few documents over and over; validating one costs about as much as
// executing it, and the answer depends only on the text. Long or one-off texts are not kept.
const MAX_CACHED_DOCUMENTS = 200;
const MAX_CACHED_LENGTH = 20_000;
const prepared = new LRUCache<string, Prepared>({ max: MAX_CACHED_DOCUMENTS });

/** The parsed and validated document, or the errors to answer with. */
function prepare(query: string): Prepared {
  const cached = prepared.get(query);
  if (cached) return cached;
  let result: Prepared;
  const schema = executableSchema();
  try {
    const document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
    const errors = validate(schema, document, RULES);
    result = errors.length > 0 ? { errors: errors.map((e) => e.toJSON()) } : { schema, document, uses: 0, compiled: new Map() };
  } catch (err) {
    result = { errors: [err instanceof GraphQLError ? err.toJSON() : { message: String(err) }] };
  }
  if (query.length <= MAX_CACHED_LENGTH) {
    prepared.set(query, result);
  } else if ('document' in result) {
    result.uses = -Infinity; // not kept, so never worth compiling
  }
  return result;
}

/**
 * The document compiled to plain functions (graphql-jit), per operation. Executing a products page
 * with graphql-js's interpreter costs about three times as much: it re-reads the document, the
 * schema and the arguments for each of the ~6,000 fields of 24 products. Compiling costs 5-20 ms,
 * so by default only a cached document seen twice is compiled; null otherwise, or when
 * graphql-jit cannot compile it (an operation name not in the document…): graphql-js then runs it.
 */
function compiledFor(prepared: Extract<Prepared, { document: DocumentNode }>, operationName: string | undefined, after: number): Compiled | null {
  const key = operationName ?? '';
  const known = prepared.compiled.get(key);
  if (known) return known;
  prepared.uses += 1;
  if (prepared.uses < after) return null;
  const operation = getOperationAST(prepared.document, operationName);
  const query = operation ? compileQuery(prepared.schema, prepared.document, operationName) : null;
  if (!operation || !query || !isCompiledQuery(query)) return null;
  const compiled = { query, operation };
  prepared.compiled.set(key, compiled);
  return compiled;
}

/** An answer as written to the client: the HTTP status and the JSON text. */
export interface GraphqlAnswer {
  status: number;
  body: string;
}

const answer = (status: number, body: unknown): GraphqlAnswer => ({ status, body: JSON.stringify(body) });

/**
 * A request body, checked, run and turned into Shopify's answer shape: parse and validation problems
 * are HTTP 200 with `errors`, never a 500. `origin` is the client's, for the media URLs it is given.
 * The Express handler below writes its answers; the start-up warm-up (warm-up.ts) runs it directly.
 */
export function createGraphqlExecutor(deps: HandlerDeps) {
  return async (requestBody: unknown, origin: string): Promise<GraphqlAnswer> => {
    const body = (requestBody ?? {}) as { query?: unknown; variables?: unknown; operationName?: unknown };
    if (typeof body.query !== 'string' || body.query.trim() === '') return answer(400, MISSING_QUERY_BODY);
    if (body.query.length > MAX_QUERY_LENGTH) {
      return answer(200, { errors: [{ message: `Query is too large (${body.query.length} characters, at most ${MAX_QUERY_LENGTH}).` }] });
    }
    const variables = body.variables ?? {};
    if (typeof variables !== 'object' || Array.isArray(variables)) return answer(200, { errors: [{ message: 'Variables must be a JSON object.' }] });
    const prepared = prepare(body.query);
    if ('errors' in prepared) return answer(200, { errors: prepared.errors });
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    // Measured before anything runs, for these variables: a page size is often one of them.
    const cost = checkQueryCost(prepared.schema, prepared.document, variables as Record<string, unknown>, operationName, deps.maxCost ?? MAX_QUERY_COST);
    if ('error' in cost) return answer(200, { errors: [cost.error.toJSON()] });
    const contextValue = {
      catalog: deps.catalog, stock: deps.stock.forRequest(), carts: deps.carts, origin,
      deadline: Date.now() + (deps.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    };
    let result: ExecutionResult;
    try {
      const compiled = compiledFor(prepared, operationName, deps.compileAfter ?? 2);
      // Bad variables are reported by graphql-js, whose messages differ slightly from graphql-jit's.
      const variablesOk = compiled && !('errors' in getVariableValues(prepared.schema, compiled.operation.variableDefinitions ?? [], variables as Record<string, unknown>));
      result = compiled && variablesOk
        ? await compiled.query.query(undefined, contextValue, variables as Record<string, unknown>)
        : await execute({ schema: prepared.schema, document: prepared.document, variableValues: variables as Record<string, unknown>, operationName, contextValue });
    } catch (err) {
      deps.logger?.error({ err }, 'storefront query failed');
      return answer(200, { errors: [{ message: 'Internal error' }] });
    }
    // Past the deadline every resolver still to run fails alike: one error says it, not thousands.
    if (result.errors?.some((e) => e.extensions?.code === 'TIMEOUT')) {
      deps.logger?.warn({ operationName, timeoutMs: deps.timeoutMs ?? DEFAULT_TIMEOUT_MS }, 'storefront query timed out');
      return answer(200, { errors: [timeoutError().toJSON()], data: null });
    }
    for (const error of result.errors ?? []) {
      // Our own GraphQL errors (limits, cursors) are expected; anything else is a bug worth a log line.
      if (error.originalError && !(error.originalError instanceof GraphQLError)) deps.logger?.error({ err: error.originalError, path: error.path }, 'storefront resolver failed');
    }
    const text = JSON.stringify({
      ...(result.errors ? { errors: result.errors.map((e) => (e.originalError && !(e.originalError instanceof GraphQLError) ? { ...e.toJSON(), message: 'Internal error' } : e.toJSON())) } : {}),
      data: result.data ?? null,
    });
    const maxBytes = deps.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
    // Length in UTF-16 units is at most the UTF-8 byte count; counting bytes only when it matters.
    if (text.length > maxBytes / 3 && Buffer.byteLength(text) > maxBytes) return answer(200, { errors: [responseTooLargeError(maxBytes).toJSON()], data: null });
    return { status: 200, body: text };
  };
}

/** The executor behind Express, after the fault injection tests may ask for. */
export function createGraphqlHandler(deps: HandlerDeps) {
  const run = createGraphqlExecutor(deps);
  return async (req: Request, res: Response): Promise<void> => {
    const fault = pickFault(deps.faults, req.get(FAULT_HEADER));
    if (fault) {
      const injected = faultResponse(fault);
      res.set(injected.headers);
      res.status(injected.status).type('application/json').send(JSON.stringify(injected.body));
      return;
    }
    const { status, body } = await run(req.body, clientOrigin(req));
    // Written as it is: res.send would copy the ~64 KB of a products page into a Buffer and hash it
    // for an ETag, which no client of a POST ever sends back.
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  };
}
