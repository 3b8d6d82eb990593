import type { Logger } from 'pino';
import type { Database } from '../db';
import { periodicJob } from '../jobs/periodic-job';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface ReaperOptions {
  db: Pick<Database, 'reapPendingOrders' | 'purgeIdleSessions'>;
  logger: Logger;
  /** A pending order older than this lost its process mid-payment; it must exceed the slowest charge. */
  pendingTimeoutMinutes: number;
  /** A guest cart untouched this long is dropped (the session cookie lives 30 days). */
  cartRetentionDays: number;
  /** Stock came back for these products: cached Storefront answers showing them are stale. */
  onStockReleased?: (productIds: readonly string[]) => void;
  /** Orders released per transaction; a backlog is worked off batch by batch in one run. */
  batchSize?: number;
  now?: () => number;
}

/**
 * Puts back what dead processes held. A gateway that dies between holding an order's stock and
 * recording its charge leaves the order pending for ever, with its stock, discount code and gift card
 * balance taken; this fails such orders after a timeout, as the payment path itself would have, and
 * drops idle guest carts. Safe on every replica at once (see reapPendingOrders).
 */
export function createReaper(opts: ReaperOptions) {
  const { db, logger, pendingTimeoutMinutes, cartRetentionDays, onStockReleased, batchSize = 100, now = Date.now } = opts;

  async function reapDue() {
    const cutoff = new Date(now() - pendingTimeoutMinutes * MINUTE_MS);
    const orderIds: string[] = [];
    const productIds = new Set<string>();
    // Bounded: a batch smaller than asked means nothing older is left.
    for (let batch = 0; batch < 100; batch += 1) {
      const reaped = await db.reapPendingOrders(cutoff, batchSize);
      orderIds.push(...reaped.orderIds);
      for (const id of reaped.productIds) productIds.add(id);
      if (reaped.orderIds.length < batchSize) break;
    }
    if (orderIds.length > 0) {
      logger.warn({ orders: orderIds, pendingTimeoutMinutes }, 'abandoned pending orders failed; their stock, codes and gift card balances are back');
      if (productIds.size > 0) onStockReleased?.([...productIds]);
    }
    const purged = await db.purgeIdleSessions(new Date(now() - cartRetentionDays * DAY_MS));
    if (purged.cartLines > 0 || purged.idempotencyKeys > 0 || purged.storefrontCarts > 0) logger.info({ ...purged, cartRetentionDays }, 'idle guest carts and expired idempotency keys purged');
    return { orderIds, productIds: [...productIds], ...purged };
  }

  const job = periodicJob(reapDue, (err) => logger.error({ error: { message: err.message } }, 'reaper failed'));
  return {
    reapDue,
    start(intervalMs = MINUTE_MS) {
      job.start(intervalMs);
    },
    stop: job.stop,
  };
}
