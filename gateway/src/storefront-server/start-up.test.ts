import { generateCatalog } from '../catalog';
import type { InventoryPort } from '../catalog/types';
import { startEmbeddedStorefront } from './index';
import { loadStorefrontSchema } from './schema/load-schema';

jest.mock('./schema/load-schema', () => {
  const actual = jest.requireActual<typeof import('./schema/load-schema')>('./schema/load-schema');
  return { ...actual, loadStorefrontSchema: jest.fn(actual.loadStorefrontSchema) };
});

const catalog = generateCatalog({ size: 60 });

const IN_STOCK = `query InStock($first: Int!) {
  collection(handle: "all") {
    products(first: $first, filters: [{ available: true }]) { nodes { id } filters { id values { id count } } }
  }
}`;

describe('the embedded Storefront server at start-up', () => {
  // First in this file: the schema is built once per process, so a later test would find it built.
  it('when the server listens, then its schema is built, so the first request does not build it', async () => {
    const server = await startEmbeddedStorefront({ port: 0, catalog });
    try {
      expect(loadStorefrontSchema).toHaveBeenCalledTimes(1);
      const res = await fetch(`${server.url}/api/2025-01/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ shop { name } }' }),
      });
      expect(((await res.json()) as { data?: { shop: { name: string } } }).data?.shop.name).toBeTruthy();
      expect(loadStorefrontSchema).toHaveBeenCalledTimes(1);
    } finally {
      await server.close();
    }
  });

  it('when the shop database is slow to list sold-out variants, then the server listens only once it has, and the first stock-filtered query does not ask again', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let soldOutReads = 0;
    const inventory: InventoryPort = {
      quantities: async (ids) => new Map(ids.map((id) => [id, 3])),
      soldOut: async () => {
        soldOutReads += 1;
        await gate;
        return [];
      },
    };
    let listening = false;
    const starting = startEmbeddedStorefront({ port: 0, catalog, inventory }).then((server) => {
      listening = true;
      return server;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listening).toBe(false);
    release();
    const server = await starting;
    try {
      const res = await fetch(`${server.url}/api/2025-01/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: IN_STOCK, variables: { first: 5 } }),
      });
      const json = (await res.json()) as { data?: { collection: { products: { nodes: unknown[] } } }; errors?: unknown };
      expect(json.errors).toBeUndefined();
      expect(json.data?.collection.products.nodes).toHaveLength(5);
      expect(soldOutReads).toBe(1);
    } finally {
      await server.close();
    }
  });
});
