import pino from 'pino';
import { generateCatalog } from '../../catalog/seed/generate';
import type { InventoryPort } from '../../catalog/types';
import { startSupervisedStorefront } from './supervised-storefront';

const SIZE = 60;

describe('embedded Storefront API in a supervised worker, with an inventory that lists its sold-out variants', () => {
  it("when a product's every variant is sold out in the main thread's inventory, then the worker's stock filter leaves it out", async () => {
    const catalog = generateCatalog({ size: SIZE });
    const soldOutProduct = catalog.products[3]!;
    let asked = 0;
    const inventory: InventoryPort = {
      quantities: async (ids) => new Map(ids.map((id) => [id, 5])),
      soldOut: async () => {
        asked += 1;
        return soldOutProduct.variants.map((v) => v.id);
      },
    };
    const storefront = await startSupervisedStorefront({ port: 0, host: '127.0.0.1', catalog: { size: SIZE }, inventory, logger: pino({ level: 'silent' }), logLevel: 'silent' });
    try {
      const res = await fetch(`${storefront.url}/api/2025-01/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ collection(handle: "all") { products(first: 250, filters: [{ available: true }]) { nodes { id } } } }' }),
      });
      const body = (await res.json()) as { data: { collection: { products: { nodes: Array<{ id: string }> } } } };
      const ids = body.data.collection.products.nodes.map((n) => n.id);
      expect(ids).toHaveLength(SIZE - 1);
      expect(ids).not.toContain(soldOutProduct.id);
      // Read once, before the worker listened; the query used that read.
      expect(asked).toBe(1);
    } finally {
      await storefront.close();
    }
  });
});
