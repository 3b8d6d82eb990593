import { IDS, createTestCatalog } from '../api/test-support/test-catalog';
import { databaseVariants, openTestDatabase, type TestDatabase } from '../api/test-support/test-database';
import pino from 'pino';
import { waitUntil } from '../api/test-support/wait-until';
import { createDbInventory } from '../inventory/db-inventory';
import { openDatabase } from '.';
import type { BundleVisualizationItem, NewOrder } from './types';

const catalog = createTestCatalog();

const schemaUrl = (base: string, schema: string) => {
  const u = new URL(base);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
};

const order = (variantId: string, quantity: number): NewOrder => ({
  kind: 'merchandise',
  sessionKey: 's1',
  email: 'a@example.com',
  shippingAddress: null,
  billingAddress: null,
  lines: [{ productId: 'p', variantId, title: 'T', variantTitle: 'V', image: null, quantity, unitPriceCents: 100, tracksStock: true, giftCard: null }],
  subtotalCents: 100 * quantity,
  taxCents: 8 * quantity,
  shippingCents: 0,
  totalCents: 108 * quantity,
  discount: null,
  giftCard: null,
  payment: { method: 'credit-card', cardBrand: 'visa', cardLast4: '4242', processor: 'test' },
});

describe.each(databaseVariants())('database on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(variant, { url });
    await t.db.seedInventory(catalog);
  });
  afterAll(() => t?.dispose());

  it('when the catalogue is seeded again after stock moved, then live stock is kept and only new variants are added', async () => {
    await t.db.setStockLevel(IDS.patchVariant, 7);
    expect(await t.db.seedInventory(catalog)).toBe(0);
    const inventory = createDbInventory(t.db);
    const stock = await inventory.quantities([IDS.patchVariant, IDS.jacketL, 'gid://shopify/ProductVariant/404']);
    expect(stock).toEqual(new Map([[IDS.patchVariant, 7], [IDS.jacketL, 0]]));
  });

  it('when the sold-out variants are asked for, then exactly the tracked variants with no stock come', async () => {
    await t.db.setStockLevel(IDS.patchVariant, 0);
    const soldOut = await createDbInventory(t.db).soldOut!();
    const stock = await t.db.stockLevels(catalog.products.flatMap((p) => p.variants.map((v) => v.id)));
    expect(soldOut.sort()).toEqual([...stock].filter(([, q]) => q <= 0).map(([id]) => id).sort());
    expect(soldOut).toContain(IDS.patchVariant);
    await t.db.setStockLevel(IDS.patchVariant, 7);
  });

  it('when stock changes, then a watch on another connection to the database is told once it is committed', async () => {
    // On PostgreSQL a second pool on the same schema, as another gateway would have; PGlite is one process.
    const other = t.schema ? await openDatabase({ databaseUrl: schemaUrl(url!, t.schema), logger: pino({ level: 'silent' }) }) : t.db;
    try {
      let told = 0;
      const stop = await createDbInventory(other).watch!({ changed: () => (told += 1), lost: () => undefined });
      await t.db.setStockLevel(IDS.patchVariant, 3);
      await waitUntil(() => told > 0, 'the stock change to be told');
      stop();
    } finally {
      if (other !== t.db) await other.close();
    }
  });

  it('when nothing is sold out, then the sold-out list is empty', async () => {
    const inventory = createDbInventory(t.db);
    const before = await inventory.soldOut!();
    for (const id of before) await t.db.setStockLevel(id, 1);
    expect(await inventory.soldOut!()).toEqual([]);
    for (const id of before) await t.db.setStockLevel(id, 0);
    expect((await inventory.soldOut!()).sort()).toEqual([...before].sort());
  });

  it('when an order is begun, paid and another failed, then names are sequential and failed stock comes back', async () => {
    await t.db.setStockLevel(IDS.helmetVariant, 5);
    const first = await t.db.beginOrder(order(IDS.helmetVariant, 2));
    const second = await t.db.beginOrder(order(IDS.helmetVariant, 2));
    const third = await t.db.beginOrder(order(IDS.helmetVariant, 2));
    expect(third).toEqual({ ok: false, shortages: [{ variantId: IDS.helmetVariant, requested: 2, available: 1 }] });
    if (!first.ok || !second.ok) throw new Error('orders should begin');
    await t.db.failOrder(second.orderId, 'card_declined');
    const paid = await t.db.completeOrder(first.orderId, 'ref-1');
    expect(paid).toMatchObject({ name: 'TJB-1001', status: 'paid', totalCents: 216 });
    expect(paid.payment).toEqual({ method: 'credit-card', cardBrand: 'visa', cardLast4: '4242', processor: 'test' });
    expect((await t.db.stockLevels([IDS.helmetVariant])).get(IDS.helmetVariant)).toBe(3);
    expect(await t.db.findOrderByName('TJB-1001')).toMatchObject({ id: first.orderId, lines: [{ quantity: 2, tracksStock: true }] });
    expect(await t.db.findOrderByName('TJB-1002')).toBeUndefined();
  });

  describe('a Bundle Visualization order', () => {
    const bundle: BundleVisualizationItem[] = [
      { categoryId: 'helmets', productId: IDS.helmet, handle: 'helmet', title: 'Helmet', productType: 'Helmets', color: 'Black', image: null, unitPriceCents: 19999, quantity: 1 },
    ];
    const visualization = (items: BundleVisualizationItem[]): NewOrder => ({
      ...order(IDS.patchVariant, 1),
      kind: 'bundle-visualization',
      bundleVisualization: items,
    });

    it('when it is begun, then its bundle reads by name once paid, and never for a failed order', async () => {
      const paidOne = await t.db.beginOrder(visualization(bundle));
      const failedOne = await t.db.beginOrder(visualization(bundle));
      if (!paidOne.ok || !failedOne.ok) throw new Error('orders should begin');
      await t.db.failOrder(failedOne.orderId, 'card_declined');
      const paid = await t.db.completeOrder(paidOne.orderId, 'ref-v');
      expect(await t.db.findBundleVisualization(paid.name as string)).toEqual(bundle);
      expect(await t.db.findBundleVisualization('TJB-404404')).toBeUndefined();
    });

    it('when its bundle cannot be stored, then the order is not begun and its stock is not held', async () => {
      await t.db.setStockLevel(IDS.patchVariant, 4);
      // PostgreSQL's jsonb refuses the NUL character: a real write failure inside the transaction.
      await expect(t.db.beginOrder(visualization([{ ...bundle[0]!, title: 'bad\u0000title' }]))).rejects.toThrow();
      expect((await t.db.stockLevels([IDS.patchVariant])).get(IDS.patchVariant)).toBe(4);
    });
  });

  it('when a card number is written as last4, then the database refuses it', async () => {
    const bad = order(IDS.patchVariant, 1);
    bad.payment.cardLast4 = '4242424242424242';
    await expect(t.db.beginOrder(bad)).rejects.toThrow();
  });

  it('when an idempotency key is claimed twice, then the second sees in-progress, mismatch or the stored answer', async () => {
    const claim = (fingerprint: string) => t.db.claimIdempotencyKey({ scope: 's', key: 'k1', fingerprint, ttlSeconds: 60 });
    expect(await claim('f1')).toEqual({ state: 'claimed' });
    expect(await claim('f1')).toEqual({ state: 'in-progress' });
    expect(await claim('f2')).toEqual({ state: 'mismatch' });
    await t.db.completeIdempotencyKey('s', 'k1', { status: 201, body: { ok: [1] } });
    expect(await claim('f1')).toEqual({ state: 'completed', status: 201, body: { ok: [1] } });
  });

  it('when an idempotency key has expired, then it can be claimed afresh', async () => {
    expect(await t.db.claimIdempotencyKey({ scope: 's', key: 'old', fingerprint: 'a', ttlSeconds: -1 })).toEqual({ state: 'claimed' });
    expect(await t.db.claimIdempotencyKey({ scope: 's', key: 'old', fingerprint: 'b', ttlSeconds: 60 })).toEqual({ state: 'claimed' });
  });

  it('when cart lines are added twice, changed and removed, then the cart follows', async () => {
    const line = {
      lineId: 'p-v', productId: 'p', variantId: 'v', quantity: 1, unitPriceCents: 500,
      productData: { title: 'T', handle: 'h', image: null, productType: 'x' }, variantData: { title: 'V', selectedOptions: [] },
    };
    expect(await t.db.addCartLine('c1', line)).toBe(1);
    expect(await t.db.addCartLine('c1', { ...line, quantity: 2 })).toBe(3);
    expect(await t.db.listCartLines('c1')).toMatchObject([{ lineId: 'p-v', quantity: 3, productData: { title: 'T' } }]);
    expect(await t.db.listCartLines('c2')).toEqual([]);
    expect(await t.db.setCartLineQuantity('c1', 'p-v', 5)).toBe(true);
    expect(await t.db.setCartLineQuantity('c2', 'p-v', 5)).toBe(false);
    expect(await t.db.removeCartLine('c1', 'p-v')).toBe(true);
    expect(await t.db.listCartLines('c1')).toEqual([]);
  });

  it('when an address subscribes twice, then it is stored once; a contact message is stored', async () => {
    expect(await t.db.subscribeNewsletter('rider@example.com')).toEqual({ alreadySubscribed: false, subscriberCount: 1 });
    expect(await t.db.subscribeNewsletter('rider@example.com')).toEqual({ alreadySubscribed: true, subscriberCount: 1 });
    expect(await t.db.saveContactMessage({ name: 'n', email: 'e@x.io', phone: '', subject: 's', category: 'general', message: 'm' }))
      .toEqual({ id: expect.any(String) });
  });
});
