import http from 'node:http';
import path from 'node:path';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { createApiApp } from './api/create-api-app';
import { DEFAULT_RATE_LIMITS } from './api/middleware/rate-limits';
import { loadCatalog } from './catalog';
import { storefrontOffers } from './catalog/storefront-offers';
import type { StorefrontTarget } from './storefront-client/storefront-request';
import { REPO_ROOT, type Config } from './config';
import { openDatabase } from './db';
import { createDesignPurge } from './designs/design-purge';
import { createOutboxSender, smtpTransport } from './mail/outbox-sender';
import { createDbInventory } from './inventory/db-inventory';
import { createLogger } from './logger';
import { createMediaProxy, createStorefrontProxy } from './proxy/storefront-proxy';
import type { CartState } from './storefront-server/cart/cart-store';
import { startSupervisedStorefront } from './storefront-server/worker/supervised-storefront';
import { createReaper } from './orders/reaper';
import { connectRedis, type RedisLink } from './replicas/redis-link';
import { gracefulServer } from './web/graceful-close';
import { createReleases } from './releases';
import { readShellProvides } from './releases/shell-provides';
import { createRegistrySource } from './web/registry';
import { createCrawlerRoutes } from './web/crawlers/crawler-routes';
import { createWebApp } from './web/create-web-app';
import { createPageCache } from './web/page-cache';

export interface RunningShop {
  url: string;
  apiUrl: string;
  storefrontOrigin: string;
  logger: Logger;
  close(): Promise<void>;
}

function listen(app: Express, port: number, host?: string): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app);
    server.keepAliveTimeout = 65_000;
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}


const portOf = (server: http.Server) => (server.address() as { port: number }).port;

/**
 * Starts the whole shop in this process: the embedded Storefront API (unless a real store is
 * configured), the API server with its database, and the public web server in front of both.
 * Tests call it with port 0 everywhere.
 */
export async function startServer(config: Config, logger: Logger = createLogger(config.LOG_LEVEL)): Promise<RunningShop> {
  const closers: Array<() => Promise<void>> = [];
  try {
    const catalog = await loadCatalog({ csvPath: config.CATALOG_CSV, size: config.CATALOG_SIZE, logger });
    const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite'), logger });
    closers.push(() => db.close());
    let redis: RedisLink | undefined;
    if (config.REDIS_URL) {
      const link = await connectRedis({ url: config.REDIS_URL, logger: logger.child({ component: 'redis' }) });
      redis = link;
      closers.push(() => link.close());
    }
    await db.seedInventory(catalog);
    const inventory = createDbInventory(db);
    const mail = createOutboxSender({ db, logger: logger.child({ component: 'mail' }), transport: smtpTransport(config.SMTP_URL), from: config.MAIL_FROM });
    mail.start();
    closers.push(() => mail.stop());
    const designPurge = createDesignPurge({ db, logger: logger.child({ component: 'designs' }), retentionDays: config.DESIGN_RETENTION_DAYS });
    designPurge.start();
    closers.push(() => designPurge.stop());

    let storefrontOrigin: string;
    let storefrontState: (() => { available: boolean; retryAfterSeconds: number }) | undefined;
    if (config.storeOrigin) {
      storefrontOrigin = config.storeOrigin;
    } else {
      const embedded = await startSupervisedStorefront({
        port: config.STOREFRONT_PORT,
        host: '127.0.0.1',
        catalog: { csvPath: config.CATALOG_CSV, size: config.CATALOG_SIZE },
        inventory,
        // In the shop database, so a cart made through one replica is found by the next one the load
        // balancer picks (and survives a worker restart).
        carts: {
          load: async (id) => (await db.loadStorefrontCart(id)) as CartState | undefined,
          save: (cart) => db.saveStorefrontCart(cart),
        },
        faults: config.STOREFRONT_FAULTS === 'on' ? { enabled: true } : undefined,
        logger: logger.child({ component: 'storefront' }),
        logLevel: config.LOG_LEVEL,
        maxHeapMb: config.STOREFRONT_MAX_HEAP_MB,
      });
      closers.push(() => embedded.close());
      storefrontOrigin = embedded.url;
      storefrontState = () => ({ available: embedded.available(), retryAfterSeconds: embedded.retryAfterSeconds });
    }

    const storefront: StorefrontTarget = { upstreamOrigin: storefrontOrigin, apiVersion: config.STOREFRONT_API_VERSION, token: config.SHOPIFY_STOREFRONT_TOKEN };
    const storefrontProxy = createStorefrontProxy({
      upstreamOrigin: storefrontOrigin,
      apiVersion: config.STOREFRONT_API_VERSION,
      token: config.SHOPIFY_STOREFRONT_TOKEN,
      cache: config.STOREFRONT_CACHE === 'on',
      logger: logger.child({ component: 'storefront-proxy' }),
      upstreamState: storefrontState,
    });

    // The embedded store reads stock from this database: an order changes it, so cached answers showing
    // the old stock go at once, here and (through Redis) on every other replica. A real store's stock is
    // not changed by our orders.
    const pageCache =
      config.PAGE_CACHE === 'on'
        ? createPageCache({
            freshMs: config.PAGE_CACHE_FRESH_SECONDS * 1000,
            keepMs: Math.max(config.PAGE_CACHE_KEEP_SECONDS, config.PAGE_CACHE_FRESH_SECONDS) * 1000,
            storefrontTroubles: storefrontProxy.troubles,
            logger: logger.child({ component: 'page-cache' }),
          })
        : undefined;
    const dropStock = (productIds: readonly string[]) => {
      storefrontProxy.purgeProducts(productIds);
      pageCache?.purgeProducts(productIds);
    };
    const purgeStock = config.storeOrigin
      ? undefined
      : (productIds: readonly string[]) => {
          dropStock(productIds);
          redis?.publishPurge(productIds).catch((err: Error) => logger.warn({ error: { message: err.message } }, 'stock purge not published to the other replicas'));
        };
    if (!config.storeOrigin) redis?.onPurge(dropStock);
    const reaper = createReaper({
      db,
      logger: logger.child({ component: 'reaper' }),
      pendingTimeoutMinutes: config.PENDING_ORDER_TIMEOUT_MINUTES,
      cartRetentionDays: config.CART_RETENTION_DAYS,
      onStockReleased: purgeStock,
    });
    reaper.start();
    closers.push(() => reaper.stop());

    const apiApp = createApiApp({
      onStockTaken: purgeStock,
      rateLimitStore: redis ? (name) => redis.rateLimitStore(name) : undefined,
      db,
      catalog,
      inventory,
      // On a store of its own the shop charges that store's prices and sells against its stock: the
      // products the shopper saw, not the embedded catalogue.
      offers: config.storeOrigin ? storefrontOffers(storefront) : undefined,
      hostedCheckout: config.storeOrigin ? storefront : undefined,
      logger: logger.child({ component: 'api' }),
      config: {
        allowedOrigins: config.allowedOrigins,
        publicOrigin: config.allowedOrigins[0]!,
        cookieSecure: config.COOKIE_SECURE === 'true',
        // The shop answers from the address it sends from, so that is its inbox too.
        shopInbox: config.MAIL_FROM,
        rateLimits: Object.fromEntries(
          Object.entries(DEFAULT_RATE_LIMITS).map(([name, rule]) => [name, { ...rule, limit: rule.limit * config.RATE_LIMIT_FACTOR }]),
        ),
      },
    });
    const apiServer = await listen(apiApp, config.API_PORT, '127.0.0.1');
    const apiGraceful = gracefulServer(apiServer);
    closers.push(() => apiGraceful.close(config.SHUTDOWN_GRACE_MS));
    const apiUrl = `http://127.0.0.1:${portOf(apiServer)}`;

    const seedRegistry = createRegistrySource({
      file: config.REMOTES_CONFIG,
      overrides: config.remoteOverrides,
      onError: (err) => logger.error({ err }, 'remote registry file is bad; serving the last good registry'),
    });
    // Released versions (pnpm release / promote) over the file/env registry, which stays the default.
    let shellProvides: ReturnType<typeof readShellProvides> | undefined;
    const releases = createReleases({
      db,
      seed: seedRegistry,
      root: config.RELEASES_DIR ?? path.join(config.DATA_DIR, 'releases'),
      staticRoot: config.STATIC_ROOT,
      tokens: config.RELEASE_TOKENS,
      keep: config.RELEASE_KEEP,
      shellProvides: () => (shellProvides ??= readShellProvides(REPO_ROOT)),
      pollMs: config.REGISTRY_POLL_MS ?? (redis ? 30_000 : 2000),
      cookieSecure: config.COOKIE_SECURE === 'true',
      logger: logger.child({ component: 'releases' }),
      redis: redis && { publish: () => redis!.publishRegistryChange(), onChange: (handler) => redis!.onRegistryChange(handler) },
    });
    await releases.start();
    closers.push(() => releases.stop());
    const registry = releases.registry;
    const webApp = createWebApp({
      staticRoot: config.STATIC_ROOT,
      registry,
      apiUpstream: apiUrl,
      storefront: [
        storefrontProxy,
      ],
      // A Shopify store's images are on its CDN; the embedded server (and a copy of it as the store) serves /media.
      media: config.SHOPIFY_STORE_DOMAIN ? [] : [createMediaProxy(storefrontOrigin)],
      serverRenderTimeoutMs: config.SERVER_RENDER_TIMEOUT_MS,
      pageCache,
      trustProxy: config.TRUST_PROXY,
      releases: releases.web,
      crawlers: createCrawlerRoutes({ storefront, logger: logger.child({ component: 'crawlers' }) }),
      logger,
      health: async () => ({
        storefront: config.SHOPIFY_STORE_DOMAIN ? 'shopify' : config.storeOrigin ? 'upstream' : storefrontState?.().available === false ? 'embedded (restarting)' : 'embedded',
        database: config.DATABASE_URL ? 'postgres' : 'pglite',
        replicas: redis ? 'shared through Redis' : 'single process',
      }),
    });
    const webServer = await listen(webApp, config.PORT, config.HOST);
    const webGraceful = gracefulServer(webServer);
    // Closed first: it stops taking requests and lets those in flight (and their API calls) finish.
    closers.push(() => webGraceful.close(config.SHUTDOWN_GRACE_MS));
    const url = `http://localhost:${portOf(webServer)}`;
    logger.info({ url, storefrontOrigin }, 'shop is up');

    return {
      url,
      apiUrl,
      storefrontOrigin,
      logger,
      close: async () => {
        for (const close of closers.reverse()) await close().catch((err: Error) => logger.warn({ err }, 'close failed'));
      },
    };
  } catch (err) {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    throw err;
  }
}
