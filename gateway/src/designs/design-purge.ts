import type { Logger } from 'pino';
import type { Database } from '../db';
import { periodicJob } from '../jobs/periodic-job';

const DAY_MS = 86_400_000;

/**
 * Designs are stored when a garment is added to the cart, before anyone pays; most carts are never
 * ordered. Once a day (and at start) designs older than the retention that no order shows are dropped
 * with their unused images. Several gateways may run it at once: the deletes are idempotent.
 */
export function createDesignPurge(opts: { db: Database; logger: Logger; retentionDays: number; now?: () => number }) {
  const { db, logger, retentionDays, now = Date.now } = opts;

  async function purgeDue() {
    const purged = await db.purgeUnorderedDesigns(new Date(now() - retentionDays * DAY_MS));
    if (purged.designs > 0 || purged.images > 0) logger.info({ ...purged, retentionDays }, 'unordered designs purged');
    return purged;
  }

  const job = periodicJob(purgeDue, (err) => logger.error({ error: { message: err.message } }, 'design purge failed'));
  return {
    purgeDue,
    start(intervalMs = DAY_MS) {
      job.start(intervalMs);
    },
    stop: job.stop,
  };
}
