import request from 'supertest';
import { generateCatalog } from '../catalog/seed/generate';
import type { Catalog } from '../catalog/types';
import { createMemoryInventory, type MemoryInventory } from '../catalog/memory-inventory';
import { createEmbeddedStorefrontApp, type EmbeddedStorefrontOptions } from './index';
import type { FaultConfig } from './faults';

/** The embedded server over the seeded catalogue, called like a client through the gateway would. */
export function storefrontTestClient(opts: { catalog?: Catalog; faults?: FaultConfig; limits?: EmbeddedStorefrontOptions['limits'] } = {}) {
  const catalog = opts.catalog ?? generateCatalog();
  const inventory: MemoryInventory = createMemoryInventory(catalog);
  // Compiled from the first request, so the tests check what the server runs once warm.
  const app = createEmbeddedStorefrontApp({ catalog, inventory, faults: opts.faults, compileAfter: 1, limits: opts.limits });
  const post = (body: unknown, headers: Record<string, string> = {}, version = '2025-01') =>
    request(app)
      .post(`/api/${version}/graphql.json`)
      .set({ 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'shop.test', ...headers })
      .send(body as object);
  /* eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field in the tests */
  const gql = async (query: string, variables?: Record<string, unknown>): Promise<{ data?: any; errors?: any[] }> => {
    const res = await post({ query, variables });
    expect(res.status).toBe(200);
    return res.body;
  };
  return { app, catalog, inventory, post, gql };
}
