import cookieParser from 'cookie-parser';
import express from 'express';
import type { Store } from 'express-rate-limit';
import helmet from 'helmet';
import type pino from 'pino';
import { createCartRouter } from '../cart/cart-routes';
import { createCheckoutUrlRouter } from '../cart/checkout-url-routes';
import { localOffers, type Offers } from '../catalog/offers';
import type { StorefrontTarget } from '../storefront-client/storefront-request';
import type { Catalog, InventoryPort } from '../catalog/types';
import { createContactRouter } from '../contact/contact-routes';
import { createAuthRouter } from '../content/auth-routes';
import { createBlogRouter } from '../content/blog-routes';
import { createProductsRouter } from '../content/products-routes';
import type { Database } from '../db';
import { createDesignsRouter, designBodyParser } from '../designs/designs-routes';
import { AppError } from '../errors/app-error';
import { createErrorHandler } from '../errors/error-handler';
import { createNewsletterRouter } from '../newsletter/newsletter-routes';
import { createBackInStockRouter } from '../back-in-stock/back-in-stock-routes';
import { createCheckoutRouter } from '../orders/checkout-routes';
import { createOrdersRouter } from '../orders/orders-routes';
import type { PaymentProvider } from '../payments/payment-provider';
import { createTestProcessor } from '../payments/test-processor';
import { API_REDACT_PATHS } from './log-redaction';
import { originCheck } from './middleware/origin-check';
import { createRateLimiters, type RateLimitName, type RateLimitRule } from './middleware/rate-limits';
import { rejectNulCharacters } from './middleware/reject-nul';
import { requireJsonBody } from './middleware/require-json';
import { createSessions } from './sessions';

export interface ApiConfig {
  /** Origins whose pages may change state (POST/PUT/DELETE); anything else gets 403. */
  allowedOrigins: string[];
  /** The shop's public origin, e.g. http://localhost:8080; always allowed. */
  publicOrigin: string;
  /** Secure cookies (and the __Host- prefix) when the shop is served over HTTPS. */
  cookieSecure: boolean;
  /** Per-IP limits; defaults in DEFAULT_RATE_LIMITS. */
  rateLimits?: Partial<Record<RateLimitName, RateLimitRule>>;
  /** JSON body limit (bytes, or a string like '64kb'). */
  bodyLimit?: number | string;
  /** Where a copy of each Contact Us message is mailed (through the outbox); none: stored only. */
  shopInbox?: string;
}

export interface ApiDeps {
  db: Database;
  catalog: Catalog;
  inventory: InventoryPort;
  /** What orders and the server cart are priced and stocked from; the embedded catalogue by default. */
  offers?: Offers;
  payments?: PaymentProvider;
  /** The store whose hosted checkout takes over ('Checkout with Shopify'); none on the embedded store. */
  hostedCheckout?: StorefrontTarget;
  logger: pino.Logger;
  config: ApiConfig;
  /** Where rate limits count (Redis across replicas); this process's memory when absent. */
  rateLimitStore?: (name: RateLimitName) => Store;
  /** See OrderDeps.onStockTaken. */
  onStockTaken?: (productIds: readonly string[]) => void;
}

/** A checkout of 100 lines with long product data is ~40 kB; nothing the shop accepts needs more. */
export const DEFAULT_BODY_LIMIT = '64kb';

/**
 * The `/api` application (spec 000 §7, 001 §7), run on an internal port behind the public server's
 * proxy; routes carry their full `/api/...` paths because the proxy forwards paths unchanged.
 */
export function createApiApp(deps: ApiDeps): express.Express {
  const logger = deps.logger.child({}, { redact: { paths: API_REDACT_PATHS, censor: '[redacted]' } });
  const payments = deps.payments ?? createTestProcessor();
  const offers = deps.offers ?? localOffers(deps.catalog, deps.db);
  const sessions = createSessions({ cookieSecure: deps.config.cookieSecure });
  const limiters = createRateLimiters(deps.config.rateLimits, deps.rateLimitStore);
  const app = express();

  // The public server on the loopback interface is the only proxy: trust its X-Forwarded-For so rate
  // limits count shoppers, not the proxy, and trust nobody else's.
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(
    helmet({
      // JSON and SVG only: nothing here runs script or is framed. The HTML pages' policy is the web server's.
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    }),
  );
  app.use('/api', (_req, res, next) => {
    // Carts and orders are private; the few public answers set their own Cache-Control.
    res.set('Cache-Control', 'no-store');
    next();
  });
  app.use(originCheck([deps.config.publicOrigin, ...deps.config.allowedOrigins]));
  app.use(requireJsonBody());
  // Designs carry images: their own, larger limit, parsed before the general parser sees the body;
  // the rate limit comes first, so a refused client's megabytes are never parsed.
  app.post('/api/designs', limiters.designs);
  app.use('/api/designs', designBodyParser());
  app.use(express.json({ limit: deps.config.bodyLimit ?? DEFAULT_BODY_LIMIT, strict: true, type: ['application/json', 'application/*+json'] }));
  app.use(rejectNulCharacters());
  app.use(cookieParser());

  app.use(createProductsRouter({ catalog: deps.catalog, inventory: deps.inventory }));
  app.use(createBlogRouter());
  app.use(createAuthRouter());
  app.use(createCartRouter({ db: deps.db, offers, sessions }));
  app.use(createCheckoutUrlRouter({ db: deps.db, sessions, store: deps.hostedCheckout }));
  app.use(createCheckoutRouter({ db: deps.db, offers, payments, logger, sessions, paymentLimiter: limiters.payment, onStockTaken: deps.onStockTaken }));
  app.use(createOrdersRouter({ db: deps.db, sessions }));
  app.use(createDesignsRouter({ db: deps.db, sessions }));
  app.use(createContactRouter({ db: deps.db, limiter: limiters.contact, shopInbox: deps.config.shopInbox }));
  app.use(createNewsletterRouter({ db: deps.db, limiter: limiters.newsletter }));
  app.use(
    createBackInStockRouter({ db: deps.db, catalog: deps.catalog, inventory: deps.inventory, publicOrigin: deps.config.publicOrigin, limiter: limiters.backInStock }),
  );

  app.use((_req, _res, next) => next(AppError.notFound()));
  app.use(createErrorHandler(logger));
  return app;
}
