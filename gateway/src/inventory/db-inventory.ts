import DataLoader from 'dataloader';
import type { InventoryPort } from '../catalog/types';
import type { Database } from '../db';

/**
 * Live stock from the shop database, for the embedded Storefront server's quantityAvailable and
 * availableForSale and for the gateway's own checks. Orders change it; restarts keep it.
 *
 * Quantities asked for within one turn of the event loop are read in one query: under load each
 * Storefront request asks for its page's variants, and on PGlite every query costs the main thread
 * about a millisecond whatever its size. Nothing is kept between turns, so every answer is read after
 * its question was asked, as before.
 */
export function createDbInventory(db: Pick<Database, 'stockLevels' | 'soldOutVariants' | 'watchStock'>): InventoryPort {
  const levels = new DataLoader<string, number | undefined>(
    async (ids) => {
      const found = await db.stockLevels(ids);
      return ids.map((id) => found.get(id));
    },
    { cache: false, batchScheduleFn: (run) => setImmediate(run) },
  );
  return {
    quantities: async (variantIds) => {
      const values = await levels.loadMany(variantIds);
      const found = new Map<string, number>();
      values.forEach((value, i) => {
        if (value instanceof Error) throw value;
        if (value !== undefined) found.set(variantIds[i]!, value);
      });
      return found;
    },
    soldOut: () => db.soldOutVariants(),
    watch: async (watcher) => {
      const stop = await db.watchStock(watcher.changed, watcher.lost);
      return () => void stop();
    },
  };
}
