import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { ORIGIN, cartItem, checkoutBody, createTestApi } from '../api/test-support/test-api';
import { IDS, createTestCatalog } from '../api/test-support/test-catalog';
import { databaseVariants, openTestDatabase, type TestDatabase } from '../api/test-support/test-database';
import { createTestProcessor } from '../payments/test-processor';

const catalog = createTestCatalog();

describe.each(databaseVariants())('concurrent checkouts on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  let server: http.Server;
  beforeAll(async () => {
    t = await openTestDatabase(variant, { url });
    await t.db.seedInventory(catalog);
    // A little processor latency widens the window in which the orders overlap.
    server = http.createServer(createTestApi({ db: t.db, catalog, payments: createTestProcessor({ delayMs: 5 }) }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await t?.dispose();
  });

  it('when 40 shoppers buy the last 10 units at once, then exactly 10 orders succeed and the stock ends at 0', async () => {
    await t.db.setStockLevel(IDS.lastUnitVariant, 10);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const body = checkoutBody([cartItem(IDS.lastUnit, IDS.lastUnitVariant, 1, '129.50')]);
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => request(base).post('/api/shopify/process-payment').set('Origin', ORIGIN).send(body)),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    expect((await t.db.stockLevels([IDS.lastUnitVariant])).get(IDS.lastUnitVariant)).toBe(0);
    const names = responses.filter((r) => r.status === 201).map((r) => Number((r.body.order.name as string).slice(4)));
    expect(new Set(names).size).toBe(10);
    expect(Math.max(...names) - Math.min(...names)).toBe(9);
    const refused = responses.find((r) => r.status === 409);
    expect(refused?.body).toMatchObject({ success: false, unavailable: [{ title: 'Limited Run Saddlebag', requested: 1 }] });
  }, 300_000);
});
