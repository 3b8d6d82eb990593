import type { InventoryPort } from '../catalog/types';
import type { Database } from '../db';

/**
 * Live stock from the shop database, for the embedded Storefront server's quantityAvailable and
 * availableForSale and for the gateway's own checks. Orders change it; restarts keep it.
 */
export function createDbInventory(db: Pick<Database, 'stockLevels' | 'soldOutVariants' | 'watchStock'>): InventoryPort {
  return {
    quantities: (variantIds) => db.stockLevels(variantIds),
    soldOut: () => db.soldOutVariants(),
    watch: async (watcher) => {
      const stop = await db.watchStock(watcher.changed, watcher.lost);
      return () => void stop();
    },
  };
}
