import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { ORIGIN, cartItem, checkoutBody, createTestApi, sessionCookie } from '../api/test-support/test-api';
import { IDS, createTestCatalog } from '../api/test-support/test-catalog';
import { openTestDatabase } from '../api/test-support/test-database';

describe('a gateway restart on PGlite', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tjb-restart-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('when the database is closed and reopened from its data directory, then carts, orders, stock and order numbers survive', async () => {
    const catalog = createTestCatalog();

    const first = await openTestDatabase('pglite', { dataDir });
    await first.db.seedInventory(catalog);
    let app = createTestApi({ db: first.db, catalog });
    const cookie = sessionCookie(await request(app).post('/api/cart').set('Origin', ORIGIN).send(cartItem(IDS.patch, IDS.patchVariant, 3, '12.50')).expect(201));
    const placed = await request(app).post('/api/shopify/process-payment').set('Origin', ORIGIN).set('Cookie', cookie)
      .send(checkoutBody([cartItem(IDS.helmet, IDS.helmetVariant, 2, '189.99')])).expect(201);
    await request(app).post('/api/cart').set('Origin', ORIGIN).set('Cookie', cookie).send(cartItem(IDS.patch, IDS.patchVariant, 3, '12.50')).expect(201);
    await first.dispose();

    const second = await openTestDatabase('pglite', { dataDir });
    try {
      expect(await second.db.seedInventory(catalog)).toBe(0);
      app = createTestApi({ db: second.db, catalog });
      const cart = await request(app).get('/api/cart').set('Cookie', cookie).expect(200);
      expect(cart.body.items).toEqual([expect.objectContaining({ shopifyVariantId: IDS.patchVariant, quantity: 3 })]);
      const order = await request(app).get(`/api/orders/${placed.body.order.name}`).set('Cookie', cookie).expect(200);
      expect(order.body.order).toEqual(placed.body.order);
      expect((await second.db.stockLevels([IDS.helmetVariant])).get(IDS.helmetVariant)).toBe(48);
      const next = await request(app).post('/api/shopify/process-payment').set('Origin', ORIGIN)
        .send(checkoutBody([cartItem(IDS.patch, IDS.patchVariant, 1, '12.50')])).expect(201);
      expect(next.body.order.name).toBe('TJB-1002');
    } finally {
      await second.dispose();
    }
  }, 300_000);
});
