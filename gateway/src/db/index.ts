import path from 'node:path';
import type { Logger } from 'pino';
import { createPgDriver, createPgliteDriver, type SqlDriver } from './driver';
import { runMigrations } from './migrate';
import { findBundleVisualization } from './queries/bundle-visualizations';
import { addCartLine, clearCart, listCartLines, removeCartLine, setCartLineQuantity } from './queries/cart';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from './queries/idempotency';
import { notifyBackInStock, pendingBackInStock, requestBackInStock } from './queries/back-in-stock';
import { seedInventory, setStockLevel, soldOutVariants, STOCK_CHANGED_CHANNEL, stockLevels } from './queries/inventory';
import { newsletterSubscriberCount, saveContactMessage, subscribeNewsletter } from './queries/messages';
import { createDiscountCode, findDiscountCode, findGiftCard } from './queries/codes';
import { enqueueMail, leaseDueMail, listOutbox, markMailFailed, markMailSent } from './queries/mail';
import { createDesign, findDesign, findDesignImage, purgeUnorderedDesigns, saveDesignImage } from './queries/designs';
import { beginOrder, completeOrder, failOrder, findOrderByName, reapPendingOrders } from './queries/orders';
import { createReleaseQueries } from './queries/releases';
import { purgeIdleSessions } from './queries/sessions';
import { loadStorefrontCart, saveStorefrontCart } from './queries/storefront-carts';
import type { Database } from './types';

export type * from './types';

/** Where the embedded database lives unless told otherwise: `<repo>/.data/pglite` (git-ignored). */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '..', '..', '.data', 'pglite');

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL: when set, the shop uses that server through `pg` instead of PGlite. */
  databaseUrl?: string;
  /** PGlite's directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  logger: Logger;
}

/**
 * Opens the shop database and brings its schema up to date. PGlite (embedded, persisted under
 * `dataDir`) by default; real PostgreSQL when `databaseUrl` is set. Both run the same migrations.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const driver = opts.databaseUrl
    ? createPgDriver(opts.databaseUrl, opts.logger)
    : await createPgliteDriver(opts.dataDir ?? DEFAULT_DATA_DIR);
  try {
    await runMigrations(driver, opts.logger);
  } catch (err) {
    await driver.close().catch(() => undefined);
    throw err;
  }
  opts.logger.info({ engine: driver.kind }, 'database ready');
  return createDatabase(driver);
}

function createDatabase(driver: SqlDriver): Database {
  return {
    kind: driver.kind,
    seedInventory: (catalog) => seedInventory(driver, catalog),
    stockLevels: (ids) => stockLevels(driver, ids),
    soldOutVariants: () => soldOutVariants(driver),
    watchStock: (changed, lost) => driver.listen(STOCK_CHANGED_CHANNEL, changed, lost),
    setStockLevel: (id, quantity) =>
      driver.transaction(async (tx) => {
        await setStockLevel(tx, id, quantity);
        await notifyBackInStock(tx, [id]);
      }),
    requestBackInStock: (request) => requestBackInStock(driver, request),
    pendingBackInStock: (variantId) => pendingBackInStock(driver, variantId),
    listCartLines: (session) => listCartLines(driver, session),
    addCartLine: (session, line) => addCartLine(driver, session, line),
    setCartLineQuantity: (session, lineId, quantity) => setCartLineQuantity(driver, session, lineId, quantity),
    removeCartLine: (session, lineId) => removeCartLine(driver, session, lineId),
    clearCart: (session) => clearCart(driver, session),
    beginOrder: (order) => beginOrder(driver, order),
    completeOrder: (orderId, ref, giftCards) => completeOrder(driver, orderId, ref, giftCards ?? []),
    failOrder: (orderId, reason) => failOrder(driver, orderId, reason),
    findOrderByName: (name) => findOrderByName(driver, name),
    reapPendingOrders: (cutoff, limit) => reapPendingOrders(driver, cutoff, limit),
    purgeIdleSessions: (cutoff) => purgeIdleSessions(driver, cutoff),
    loadStorefrontCart: (id) => loadStorefrontCart(driver, id),
    saveStorefrontCart: (cart) => saveStorefrontCart(driver, cart),
    claimIdempotencyKey: (input) => claimIdempotencyKey(driver, input),
    completeIdempotencyKey: (scope, key, response) => completeIdempotencyKey(driver, scope, key, response),
    releaseIdempotencyKey: (scope, key) => releaseIdempotencyKey(driver, scope, key),
    findBundleVisualization: (orderName) => findBundleVisualization(driver, orderName),
    saveContactMessage: (message) => saveContactMessage(driver, message),
    subscribeNewsletter: (email) => subscribeNewsletter(driver, email),
    newsletterSubscriberCount: () => newsletterSubscriberCount(driver),
    findGiftCard: (codeHash) => findGiftCard(driver, codeHash),
    findDiscountCode: (code) => findDiscountCode(driver, code),
    createDiscountCode: (input) => createDiscountCode(driver, input),
    enqueueMail: (mail) => enqueueMail(driver, mail),
    leaseDueMail: (limit, leaseSeconds) => leaseDueMail(driver, limit, leaseSeconds),
    markMailSent: (id) => markMailSent(driver, id),
    markMailFailed: (id, error, retryInSeconds) => markMailFailed(driver, id, error, retryInSeconds),
    listOutbox: () => listOutbox(driver),
    saveDesignImage: (image) => saveDesignImage(driver, image),
    createDesign: (design) => createDesign(driver, design),
    findDesign: (id) => findDesign(driver, id),
    findDesignImage: (hash) => findDesignImage(driver, hash),
    purgeUnorderedDesigns: (before) => purgeUnorderedDesigns(driver, before),
    releases: createReleaseQueries(driver),
    close: () => driver.close(),
  };
}
