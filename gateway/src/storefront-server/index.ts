import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import type pino from 'pino';
import { createMemoryInventory } from '../catalog/memory-inventory';
import type { Catalog, InventoryPort } from '../catalog/types';
import { createCartStore, type CartStore } from './cart/cart-store';
import { MISSING_QUERY_BODY } from './errors';
import { executableSchema } from './executable-schema';
import { facetIndex } from './listing/facet-index';
import type { FaultConfig } from './faults';
import { createGraphqlExecutor, createGraphqlHandler, type HandlerDeps } from './graphql-handler';
import { createMediaRouter } from './media/media-route';
import { productIndex } from './search/product-index';
import { createStockSource } from './stock';
import { warmQueryPaths } from './warm-up';

export { createMemoryInventory, type MemoryInventory } from '../catalog/memory-inventory';
export type { FaultConfig, FaultKind } from './faults';

export interface EmbeddedStorefrontOptions {
  catalog: Catalog;
  /** Live stock; defaults to the catalogue's seeded quantities, in memory. */
  inventory?: InventoryPort;
  faults?: FaultConfig;
  logger?: pino.Logger;
  carts?: CartStore;
  /** See HandlerDeps.compileAfter. */
  compileAfter?: number;
  /** Per-request limits; see HandlerDeps (tests make them small). */
  limits?: Pick<HandlerDeps, 'timeoutMs' | 'maxAnswerBytes' | 'maxCost'>;
  /**
   * Run the shop's page queries before `ready` (warm-up.ts), so the first shoppers after a start do
   * not wait on code still being compiled. A listening server does unless told not to; an app
   * mounted by a test does not.
   */
  warmUp?: boolean;
}

/** Shopify's path shape: any version segment, as Shopify answers every supported version. */
export const GRAPHQL_PATH = /^\/api\/(\d{4}-\d{2}|unstable)\/graphql(\.json)?$/;

/** The embedded Storefront API as an Express app (tests mount it directly). */
export function createEmbeddedStorefrontApp(opts: EmbeddedStorefrontOptions): Express {
  return assembleStorefront(opts).app;
}

/**
 * The GraphQL handler, with all it builds at start-up so no request pays for it: the schema (~200 ms
 * the first shopper after a start would wait), the indexes and sort orders; `ready` settles once the
 * catalogue's availability (the stock filter and its facet counts) is read, which from the shop
 * database takes seconds at 100k products, longer than a query may run, and, when asked, once the
 * shop's page queries have run (`warmUp`). The app mounts it; a bench runs it without HTTP.
 */
export function createStorefrontHandler(opts: EmbeddedStorefrontOptions): { handler: ReturnType<typeof createGraphqlHandler>; ready: Promise<void> } {
  executableSchema();
  const index = productIndex(opts.catalog);
  index.orders.warm();
  facetIndex(index);
  const stock = createStockSource(opts.catalog, opts.inventory ?? createMemoryInventory(opts.catalog));
  const deps: HandlerDeps = { catalog: opts.catalog, stock, carts: opts.carts ?? createCartStore(), faults: opts.faults, logger: opts.logger, compileAfter: opts.compileAfter, ...opts.limits };
  const handler = createGraphqlHandler(deps);
  const ready = stock.warm().then(async () => {
    if (!opts.warmUp) return;
    const started = performance.now();
    // The executor under the handler: no fault a test asks for by header, no HTTP.
    const problems = await warmQueryPaths(createGraphqlExecutor(deps), opts.catalog);
    const ms = Math.round(performance.now() - started);
    if (problems.length > 0) opts.logger?.warn({ problems: problems.slice(0, 5), count: problems.length, ms }, 'storefront warm-up queries failed');
    else opts.logger?.info({ ms }, 'storefront warmed up');
  });
  return { handler, ready };
}

/** The app, and what it should have loaded before it takes requests (see startEmbeddedStorefront). */
function assembleStorefront(opts: EmbeddedStorefrontOptions): { app: Express; ready: Promise<void> } {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const { handler, ready } = createStorefrontHandler(opts);
  app.post(GRAPHQL_PATH, express.json({ limit: '1mb', type: () => true }), handler);
  app.use(createMediaRouter(opts.catalog));
  app.get('/health', (_req, res) => {
    res.json({ ok: true, products: opts.catalog.products.length });
  });
  // A body that is not JSON: Shopify's 400 for a request it cannot read, never a stack trace.
  app.use((err: Error & { type?: string; status?: number }, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (err.type === 'entity.parse.failed' || err.type === 'entity.too.large') {
      res.status(err.status ?? 400).json(MISSING_QUERY_BODY);
      return;
    }
    opts.logger?.error({ err }, 'embedded storefront error');
    if (res.headersSent) return next(err);
    res.status(500).json({ errors: [{ message: 'Internal error' }] });
  });
  return { app, ready };
}

/** Starts the embedded Storefront API on its own port (0 picks a free one, as tests do). */
export async function startEmbeddedStorefront(opts: EmbeddedStorefrontOptions & { port: number; host?: string }): Promise<{ url: string; close(): Promise<void> }> {
  const { app, ready } = assembleStorefront({ ...opts, warmUp: opts.warmUp ?? true });
  // Listening only once the stock is read and the page queries have run, so the first page after
  // start-up is rendered like any other.
  await ready;
  const host = opts.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<Express['listen']>>((resolve, reject) => {
    const s = app.listen(opts.port, host, (err?: Error) => (err ? reject(err) : resolve(s)));
    s.once('error', reject);
  });
  server.keepAliveTimeout = 65_000; // longer than the gateway's upstream agent keeps idle sockets
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  opts.logger?.info({ url, products: opts.catalog.products.length }, 'embedded Storefront API listening');
  return {
    url,
    close: () => new Promise<void>((resolve, reject) => {
      server.closeAllConnections?.();
      server.close((err) => (err ? reject(err) : resolve()));
    }),
  };
}
