import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { ORIGIN, cartItem, checkoutBody, createTestApi } from '../api/test-support/test-api';
import { IDS, createTestCatalog } from '../api/test-support/test-catalog';
import { databaseVariants, openTestDatabase, type TestDatabase } from '../api/test-support/test-database';
import { createDbInventory } from '../inventory/db-inventory';
import { startEmbeddedStorefront } from '../storefront-server';
import { createStorefrontProxy, type StorefrontProxy } from './storefront-proxy';

const catalog = createTestCatalog();
const LISTING = `query StockListing { products(first: 20) { nodes { id handle availableForSale variants(first: 5) { nodes { id availableForSale quantityAvailable } } } } }`;

type Listed = { id: string; availableForSale: boolean };

/**
 * The embedded Storefront server, the gateway's caching proxy in front of it and the API on one database,
 * as the shop wires them: an order's stock change must reach the next Storefront answer at once.
 */
describe.each(databaseVariants())('Storefront answers after an order takes stock, on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  let embedded: Awaited<ReturnType<typeof startEmbeddedStorefront>>;
  let proxy: StorefrontProxy;
  let web: http.Server;
  let api: http.Server;
  const listen = (app: express.Express) =>
    new Promise<http.Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
  const base = (s: http.Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;

  beforeAll(async () => {
    t = await openTestDatabase(variant, { url });
    await t.db.seedInventory(catalog);
    embedded = await startEmbeddedStorefront({ port: 0, catalog, inventory: createDbInventory(t.db) });
    proxy = createStorefrontProxy({ upstreamOrigin: embedded.url, apiVersion: '2025-01', cache: true, logger: pino({ level: 'silent' }) });
    web = await listen(express().use(proxy));
    api = await listen(createTestApi({ db: t.db, catalog, onStockTaken: (ids) => proxy.purgeProducts(ids) }));
  });
  afterAll(async () => {
    for (const s of [web, api]) {
      s?.closeAllConnections();
      await new Promise((resolve) => s?.close(resolve));
    }
    await embedded?.close();
    await t?.dispose();
  });

  const listing = async () => {
    const res = await request(base(web)).post('/api/2025-01/graphql.json').send({ query: LISTING });
    expect(res.status).toBe(200);
    const nodes = res.body.data.products.nodes as Listed[];
    return { cache: res.get('X-Cache'), saddlebag: nodes.find((p) => p.id === IDS.lastUnit)!, patch: nodes.find((p) => p.id === IDS.patch)! };
  };

  it('when an order takes the last unit of a listed product, then the next listing answer shows it sold out', async () => {
    await t.db.setStockLevel(IDS.lastUnitVariant, 1);
    await listing();
    const cached = await listing();
    expect(cached.cache).toBe('HIT');
    expect(cached.saddlebag.availableForSale).toBe(true);

    const order = await request(base(api))
      .post('/api/shopify/process-payment')
      .set('Origin', ORIGIN)
      .send(checkoutBody([cartItem(IDS.lastUnit, IDS.lastUnitVariant, 1, '129.50')]));
    expect(order.status).toBe(201);

    const after = await listing();
    expect(after.cache).toBe('MISS');
    expect(after.saddlebag.availableForSale).toBe(false);
    expect(after.patch.availableForSale).toBe(true);
  }, 300_000);
});
