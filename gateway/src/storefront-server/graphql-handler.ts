import type { Request, Response } from 'express';
import { execute, GraphQLError, parse, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import type pino from 'pino';
import type { Catalog } from '../catalog/types';
import type { CartStore } from './cart/cart-store';
import { MISSING_QUERY_BODY } from './errors';
import { executableSchema } from './executable-schema';
import { FAULT_HEADER, faultResponse, pickFault, type FaultConfig } from './faults';
import type { StockSource } from './stock';

export interface HandlerDeps {
  catalog: Catalog;
  stock: StockSource;
  carts: CartStore;
  faults?: FaultConfig;
  logger?: pino.Logger;
}

const MAX_QUERY_LENGTH = 100_000;
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

const send = (res: Response, status: number, body: unknown) => res.status(status).type('application/json').send(JSON.stringify(body));

/** Shopify's answer shape: parse and validation problems are HTTP 200 with `errors`, never a 500. */
export function createGraphqlHandler(deps: HandlerDeps) {
  return async (req: Request, res: Response): Promise<void> => {
    const fault = pickFault(deps.faults, req.get(FAULT_HEADER));
    if (fault) {
      const answer = faultResponse(fault);
      res.set(answer.headers);
      send(res, answer.status, answer.body);
      return;
    }
    const body = (req.body ?? {}) as { query?: unknown; variables?: unknown; operationName?: unknown };
    if (typeof body.query !== 'string' || body.query.trim() === '') {
      send(res, 400, MISSING_QUERY_BODY);
      return;
    }
    if (body.query.length > MAX_QUERY_LENGTH) {
      send(res, 200, { errors: [{ message: `Query is too large (${body.query.length} characters, at most ${MAX_QUERY_LENGTH}).` }] });
      return;
    }
    const variables = body.variables ?? {};
    if (typeof variables !== 'object' || Array.isArray(variables)) {
      send(res, 200, { errors: [{ message: 'Variables must be a JSON object.' }] });
      return;
    }
    let document: DocumentNode;
    try {
      document = parse(body.query, { maxTokens: 20_000 });
    } catch (err) {
      send(res, 200, { errors: [err instanceof GraphQLError ? err.toJSON() : { message: String(err) }] });
      return;
    }
    const schema = executableSchema();
    const validationErrors = validate(schema, document);
    if (validationErrors.length > 0) {
      send(res, 200, { errors: validationErrors.map((e) => e.toJSON()) });
      return;
    }
    let result: ExecutionResult;
    try {
      result = await execute({
        schema,
        document,
        variableValues: variables as Record<string, unknown>,
        operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
        contextValue: { catalog: deps.catalog, stock: deps.stock.forRequest(), carts: deps.carts, origin: clientOrigin(req) },
      });
    } catch (err) {
      deps.logger?.error({ err }, 'storefront query failed');
      send(res, 200, { errors: [{ message: 'Internal error' }] });
      return;
    }
    for (const error of result.errors ?? []) {
      // Our own GraphQL errors (limits, cursors) are expected; anything else is a bug worth a log line.
      if (error.originalError && !(error.originalError instanceof GraphQLError)) deps.logger?.error({ err: error.originalError, path: error.path }, 'storefront resolver failed');
    }
    send(res, 200, {
      ...(result.errors ? { errors: result.errors.map((e) => (e.originalError && !(e.originalError instanceof GraphQLError) ? { ...e.toJSON(), message: 'Internal error' } : e.toJSON())) } : {}),
      data: result.data ?? null,
    });
  };
}
