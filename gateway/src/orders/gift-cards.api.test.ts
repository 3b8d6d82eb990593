import request from 'supertest';
import { CARD, ORIGIN, cartItem, checkoutBody, createTestApi, giftCardItem } from '../api/test-support/test-api';
import { IDS, createTestCatalog } from '../api/test-support/test-catalog';
import { databaseVariants, type TestDatabase } from '../api/test-support/test-database';
import { openSeededTestApi } from '../api/test-support/seeded-test-api';
import { giftCardCodeHash, normalizeCode } from '../codes/codes';
import { createTestProcessor } from '../payments/test-processor';
import { CODE_MESSAGES } from './adjustments';

const catalog = createTestCatalog();
const patch = (quantity = 1) => cartItem(IDS.patch, IDS.patchVariant, quantity, '12.50');
const DECLINE = { ...CARD, cardNumber: '4000 0000 0000 0002' };

describe.each(databaseVariants())('gift cards and discount codes on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  let app: ReturnType<typeof createTestApi>;
  beforeAll(async () => {
    ({ t, app } = await openSeededTestApi({ variant, url }, { catalog, payments: createTestProcessor() }));
  });
  afterAll(() => t?.dispose());

  const pay = (body: object) => request(app).post('/api/shopify/process-payment').set('Origin', ORIGIN).send(body);
  const quote = (body: object) => request(app).post('/api/checkout/quote').set('Origin', ORIGIN).send(body);
  const buyCard = async (cents: number, email = 'sam@example.com') => {
    const res = await pay(checkoutBody([giftCardItem(cents, email)])).expect(201);
    return res.body.issuedGiftCards[0].code as string;
  };
  const balanceOf = async (code: string) => (await t.db.findGiftCard(giftCardCodeHash(normalizeCode(code) as string)))?.balanceCents;
  const stockOf = async () => (await t.db.stockLevels([IDS.patchVariant])).get(IDS.patchVariant);

  it('when a gift card is bought, then it is neither taxed nor shipped, its recipient is kept, and a code is issued once and mailed', async () => {
    const res = await pay(checkoutBody([giftCardItem(5000, 'gift.receiver@example.com')])).expect(201);
    expect(res.body.order).toMatchObject({
      subtotal: '50.00', tax: '0.00', shipping: '0.00', total: '50.00',
      lines: [{ giftCard: { recipientName: 'Sam', recipientEmail: 'gift.receiver@example.com' } }],
    });
    const [issued] = res.body.issuedGiftCards;
    expect(issued).toEqual({ code: expect.stringMatching(/^([A-Z2-9]{4}-){3}[A-Z2-9]{4}$/), amount: '50.00', recipientName: 'Sam', recipientEmail: 'gift.receiver@example.com' });
    expect(await balanceOf(issued.code)).toBe(5000);
    // The order read back later does not show the code.
    expect(JSON.stringify((await t.db.findOrderByName(res.body.order.name))?.lines)).not.toContain(issued.code);
    const mail = (await t.db.listOutbox()).filter((m) => m.to === 'gift.receiver@example.com');
    expect(mail).toEqual([expect.objectContaining({ status: 'pending', subject: "Tina sent you a $50.00 TJ's Biker Gear gift card" })]);
    expect(mail[0]?.text).toContain(issued.code);
    expect(mail[0]?.text).toContain('Ride safe!');
  });

  it('when a gift card line has no recipient email, then it is refused with a message', async () => {
    const item = giftCardItem(5000, 'not-an-email');
    const res = await pay(checkoutBody([item])).expect(400);
    expect(res.body).toMatchObject({ success: false, field: 'cartItems', message: expect.stringContaining('recipient') });
  });

  it('when a gift card pays for part of an order, then the quote shows it, the rest is charged and the balance goes down', async () => {
    const code = await buyCard(2500);
    const items = [patch(4)]; // 50.00 + 4.00 tax + 9.99 shipping = 63.99
    const shown = (await quote({ cartItems: items, giftCardCode: code.toLowerCase() }).expect(200)).body.quote;
    expect(shown).toMatchObject({ total: '63.99', giftCard: '25.00', amountDue: '38.99', giftCardLast4: code.slice(-4) });
    const res = await pay({ ...checkoutBody(items), giftCardCode: code }).expect(201);
    expect(res.body.order).toMatchObject({ total: '63.99', giftCard: '25.00', amountCharged: '38.99' });
    expect(await balanceOf(code)).toBe(0);
    const again = await pay({ ...checkoutBody(items), giftCardCode: code }).expect(400);
    expect(again.body).toMatchObject({ success: false, field: 'giftCardCode', message: CODE_MESSAGES.giftCardEmpty });
  });

  it('when a gift card covers the whole order, then nothing is charged to the card and the rest of the balance stays', async () => {
    const code = await buyCard(10000);
    const res = await pay({ ...checkoutBody([patch(1)], DECLINE), giftCardCode: code }).expect(201);
    // 12.50 + 1.00 + 9.99: the declining card is never asked.
    expect(res.body.order).toMatchObject({ total: '23.49', giftCard: '23.49', amountCharged: '0.00' });
    expect(await balanceOf(code)).toBe(10000 - 2349);
  });

  it('when the gift card code is wrong, then a clear message, no order, no stock taken', async () => {
    const before = await stockOf();
    for (const giftCardCode of ['AAAA-BBBB-CCCC-DDDD', '!!']) {
      const res = await pay({ ...checkoutBody([patch(1)]), giftCardCode }).expect(400);
      expect(res.body).toEqual({ success: false, field: 'giftCardCode', message: CODE_MESSAGES.giftCardUnknown });
    }
    expect((await quote({ cartItems: [patch(1)], giftCardCode: 'AAAA-BBBB-CCCC-DDDD' }).expect(400)).body).toEqual({ field: 'giftCardCode', message: CODE_MESSAGES.giftCardUnknown });
    expect(await stockOf()).toBe(before);
  });

  it('when the payment is declined, then the gift card balance and the discount code are given back', async () => {
    const code = await buyCard(2000);
    const { discountCode } = (await request(app).post('/api/newsletter').set('Origin', ORIGIN).send({ email: 'declined@example.com' }).expect(201)).body;
    await pay({ ...checkoutBody([patch(4)], DECLINE), giftCardCode: code, discountCode }).expect(402);
    expect(await balanceOf(code)).toBe(2000);
    await pay({ ...checkoutBody([patch(4)]), giftCardCode: code, discountCode }).expect(201);
  });

  it('when a newsletter code is used, then 15% comes off the merchandise once, the order records it, and a second use is refused', async () => {
    const signup = await request(app).post('/api/newsletter').set('Origin', ORIGIN).send({ email: 'first.order@example.com' }).expect(201);
    const code = signup.body.discountCode as string;
    expect((await t.db.listOutbox()).find((m) => m.to === 'first.order@example.com')?.text).toContain(code);
    const items = [patch(8), giftCardItem(5000, 'x@example.com', 1718000000001)]; // 100.00 of gear + a $50 card
    const shown = (await quote({ cartItems: items, discountCode: code }).expect(200)).body.quote;
    // 150.00 − 15.00 + 8% of 85.00 (6.80), free shipping from $99 of gear.
    expect(shown).toMatchObject({ subtotal: '150.00', discount: '15.00', tax: '6.80', shipping: '0.00', total: '141.80' });
    const res = await pay({ ...checkoutBody(items), discountCode: code.toLowerCase() }).expect(201);
    expect(res.body.order).toMatchObject({ discountCode: code.replace('-', ''), discount: '15.00', total: '141.80' });
    const again = await pay({ ...checkoutBody([patch(1)]), discountCode: code }).expect(400);
    expect(again.body).toMatchObject({ field: 'discountCode', message: CODE_MESSAGES.discountUsed });
  });

  it('when a discount code is unknown or meets only gift cards, then it is refused with its reason', async () => {
    expect((await quote({ cartItems: [patch(1)], discountCode: 'WELCOME15-NOPE' }).expect(400)).body.message).toBe(CODE_MESSAGES.discountUnknown);
    const { discountCode } = (await request(app).post('/api/newsletter').set('Origin', ORIGIN).send({ email: 'cards.only@example.com' }).expect(201)).body;
    const res = await pay({ ...checkoutBody([giftCardItem(5000)]), discountCode }).expect(400);
    expect(res.body.message).toBe(CODE_MESSAGES.discountNotApplicable);
  });

  it('when many orders spend one gift card at once, then it is taken exactly once to zero, never below', async () => {
    const code = await buyCard(10000);
    const body = { ...checkoutBody([patch(4)]), giftCardCode: code }; // 63.99 each
    const responses = await Promise.all(Array.from({ length: 6 }, () => pay(body)));
    const placed = responses.filter((r) => r.status === 201);
    const taken = placed.reduce((sum, r) => sum + Math.round(Number(r.body.order.giftCard) * 100), 0);
    expect(taken).toBe(10000);
    expect(placed.length).toBeGreaterThanOrEqual(2);
    for (const r of responses.filter((x) => x.status !== 201)) expect(r.body.message).toBe(CODE_MESSAGES.giftCardEmpty);
    expect(await balanceOf(code)).toBe(0);
  }, 300_000);

  it('when two orders race for one discount code, then exactly one gets it', async () => {
    const { discountCode } = (await request(app).post('/api/newsletter').set('Origin', ORIGIN).send({ email: 'race@example.com' }).expect(201)).body;
    const responses = await Promise.all(Array.from({ length: 4 }, () => pay({ ...checkoutBody([patch(1)]), discountCode })));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 400).map((r) => r.body.message)).toEqual(Array(3).fill(CODE_MESSAGES.discountUsed));
  }, 300_000);
});
