import pino from 'pino';
import { IDS, createTestCatalog } from '../api/test-support/test-catalog';
import { databaseVariants, openTestDatabase, type TestDatabase } from '../api/test-support/test-database';
import type { NewOrder, OrderLineRecord } from '../db';
import { createReaper } from './reaper';

const silent = pino({ level: 'silent' });
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const line = (overrides: Partial<OrderLineRecord>): OrderLineRecord => ({
  productId: IDS.patch,
  variantId: IDS.patchVariant,
  title: 'Patch',
  variantTitle: 'Default',
  image: null,
  quantity: 1,
  unitPriceCents: 1000,
  tracksStock: true,
  giftCard: null,
  ...overrides,
});

const order = (overrides: Partial<NewOrder>): NewOrder => ({
  kind: 'merchandise',
  sessionKey: 'session-a',
  email: 'rider@example.com',
  shippingAddress: null,
  billingAddress: null,
  lines: [line({})],
  subtotalCents: 3000,
  taxCents: 0,
  shippingCents: 0,
  totalCents: 3000,
  discount: null,
  giftCard: null,
  payment: { method: 'credit-card', cardBrand: 'visa', cardLast4: '4242', processor: 'test' },
  ...overrides,
});

describe.each(databaseVariants())('the reaper on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  const catalog = createTestCatalog();

  let n = 0;
  let code = '';
  let cardHash = '';

  // One database per variant (a new PGlite costs seconds); each test starts with no pending order and 5 patches.
  beforeAll(async () => {
    t = await openTestDatabase(variant, { url });
    await t.db.seedInventory(catalog);
  });
  beforeEach(async () => {
    await t.db.reapPendingOrders(new Date(Date.now() + DAY_MS), 1000);
    await t.db.setStockLevel(IDS.patchVariant, 5);
    n += 1;
    code = `RIDE${n}`;
    cardHash = `hash-of-card-${n}`;
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** A pending order holding 2 patches, the discount code and 20.00 of a 50.00 gift card, as a dead process leaves it. */
  async function abandonedOrder(): Promise<string> {
    await t.db.createDiscountCode({ code, basisPoints: 1000, email: null, mail: null });
    const card = await t.db.beginOrder(order({ lines: [line({ tracksStock: false, variantId: null })] }));
    if (!card.ok) throw new Error('gift card order refused');
    await t.db.completeOrder(card.orderId, 'ref-card', [{ codeHash: cardHash, last4: '1234', amountCents: 5000, mail: { to: 'a@example.com', subject: 'card', text: 'card' } }]);
    const begun = await t.db.beginOrder(
      order({ lines: [line({ quantity: 2 })], discount: { code, cents: 300 }, giftCard: { codeHash: cardHash }, totalCents: 2000 }),
    );
    if (!begun.ok) throw new Error('order refused');
    expect((await t.db.stockLevels([IDS.patchVariant])).get(IDS.patchVariant)).toBe(3);
    expect(await t.db.findDiscountCode(code)).toMatchObject({ used: true });
    expect(await t.db.findGiftCard(cardHash)).toMatchObject({ balanceCents: 3000 });
    return begun.orderId;
  }

  it('when a pending order is older than the timeout, then it fails and its stock, discount code and gift card balance come back', async () => {
    const orderId = await abandonedOrder();
    const released: string[][] = [];
    const later = createReaper({
      db: t.db,
      logger: silent,
      pendingTimeoutMinutes: 15,
      cartRetentionDays: 30,
      now: () => Date.now() + HOUR_MS,
      onStockReleased: (ids) => void released.push([...ids]),
    });
    expect(await later.reapDue()).toMatchObject({ orderIds: [orderId], productIds: [IDS.patch] });
    expect(released).toEqual([[IDS.patch]]);
    expect((await t.db.stockLevels([IDS.patchVariant])).get(IDS.patchVariant)).toBe(5);
    expect(await t.db.findDiscountCode(code)).toMatchObject({ used: false });
    expect(await t.db.findGiftCard(cardHash)).toMatchObject({ balanceCents: 5000 });
    // Already failed: the next run finds nothing, so nothing is given back twice.
    expect(await later.reapDue()).toMatchObject({ orderIds: [] });
    expect((await t.db.stockLevels([IDS.patchVariant])).get(IDS.patchVariant)).toBe(5);
  });

  it('when a pending order is younger than the timeout, then it keeps its stock (its payment may still be running)', async () => {
    await abandonedOrder();
    const now = createReaper({ db: t.db, logger: silent, pendingTimeoutMinutes: 15, cartRetentionDays: 30 });
    expect(await now.reapDue()).toMatchObject({ orderIds: [] });
    expect((await t.db.stockLevels([IDS.patchVariant])).get(IDS.patchVariant)).toBe(3);
  });

  it('when two replicas reap at once, then each abandoned order is released exactly once', async () => {
    const ids = [await abandonedOrder()];
    for (let i = 0; i < 2; i += 1) {
      const begun = await t.db.beginOrder(order({}));
      if (!begun.ok) throw new Error('order refused');
      ids.push(begun.orderId);
    }
    expect((await t.db.stockLevels([IDS.patchVariant])).get(IDS.patchVariant)).toBe(1);
    const replica = () => createReaper({ db: t.db, logger: silent, pendingTimeoutMinutes: 15, cartRetentionDays: 30, batchSize: 1, now: () => Date.now() + HOUR_MS });
    const [a, b] = await Promise.all([replica().reapDue(), replica().reapDue()]);
    expect([...a.orderIds, ...b.orderIds].sort()).toEqual([...ids].sort());
    expect((await t.db.stockLevels([IDS.patchVariant])).get(IDS.patchVariant)).toBe(5);
  });

  it('when a guest cart has been idle past the retention, then it is dropped and a recent one stays', async () => {
    const cartLine = { lineId: 'l1', productId: IDS.patch, variantId: IDS.patchVariant, quantity: 1, unitPriceCents: 1000, productData: { title: 'Patch', handle: 'patch', image: null, productType: 'Patches' }, variantData: { title: 'Default', selectedOptions: [] } };
    await t.db.addCartLine(`idle-session-${n}`, cartLine);
    const reaper = (offsetMs: number) => createReaper({ db: t.db, logger: silent, pendingTimeoutMinutes: 15, cartRetentionDays: 30, now: () => Date.now() + offsetMs });
    expect(await reaper(29 * DAY_MS).reapDue()).toMatchObject({ cartLines: 0 });
    expect(await t.db.listCartLines(`idle-session-${n}`)).toHaveLength(1);
    expect(await reaper(31 * DAY_MS).reapDue()).toMatchObject({ cartLines: 1 });
    expect(await t.db.listCartLines(`idle-session-${n}`)).toHaveLength(0);
  });

  it('when a Storefront API cart has been idle past the retention, then it is dropped as a guest cart is', async () => {
    const id = `gid://shopify/Cart/idle-${n}?key=00`;
    await t.db.saveStorefrontCart({ id });
    expect(await t.db.loadStorefrontCart(id)).toEqual({ id });
    const reaper = (offsetMs: number) => createReaper({ db: t.db, logger: silent, pendingTimeoutMinutes: 15, cartRetentionDays: 30, now: () => Date.now() + offsetMs });
    expect(await reaper(29 * DAY_MS).reapDue()).toMatchObject({ storefrontCarts: 0 });
    expect(await reaper(31 * DAY_MS).reapDue()).toMatchObject({ storefrontCarts: 1 });
    expect(await t.db.loadStorefrontCart(id)).toBeUndefined();
  });

  it('when started and stopped, then a run happens at start and stop waits for it', async () => {
    await abandonedOrder();
    const released: string[][] = [];
    const reaper = createReaper({ db: t.db, logger: silent, pendingTimeoutMinutes: 15, cartRetentionDays: 30, now: () => Date.now() + HOUR_MS, onStockReleased: (ids) => void released.push([...ids]) });
    reaper.start(60_000);
    await reaper.stop();
    expect(released).toEqual([[IDS.patch]]);
  });
});
