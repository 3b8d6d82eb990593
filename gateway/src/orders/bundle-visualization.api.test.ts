import request from 'supertest';
import { CARD, ORIGIN, cartItem, checkoutBody, createTestApi, sessionCookie } from '../api/test-support/test-api';
import { IDS, createTestCatalog } from '../api/test-support/test-catalog';
import { databaseVariants, openTestDatabase, type TestDatabase } from '../api/test-support/test-database';

const { paymentMethod: _method, ...card } = CARD;
const bundle = {
  items: [
    { categoryId: 'jackets', productId: IDS.jacket, quantity: 2 },
    { categoryId: 'helmets', productId: IDS.helmet, quantity: 1 },
  ],
};

describe.each(databaseVariants())('bundle visualization purchase on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  let app: ReturnType<typeof createTestApi>;
  beforeAll(async () => {
    t = await openTestDatabase(variant, { url });
    app = createTestApi({ db: t.db, catalog: createTestCatalog() });
  });
  afterAll(() => t?.dispose());

  const buy = (body: unknown) => request(app).post('/api/bundle-visualization/purchase').set('Origin', ORIGIN).send(body as object);

  it('when the $5 add-on is paid with the approve card, then it is a TJB order of $5.00 the session can read', async () => {
    const res = await buy({ paymentInfo: card, bundle }).expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: expect.stringContaining('Bundle Visualization is now available'),
      order: {
        name: expect.stringMatching(/^TJB-\d+$/),
        kind: 'bundle-visualization',
        total: '5.00',
        tax: '0.00',
        shipping: '0.00',
        lines: [{ title: 'Bundle Visualization', price: '5.00', quantity: 1 }],
        payment: { method: 'credit-card', brand: 'visa', last4: '4242' },
      },
    });
    const order = await request(app).get(`/api/orders/${res.body.order.name}`).set('Cookie', sessionCookie(res)).expect(200);
    expect(order.body.order.total).toBe('5.00');
  });

  it('when the card is declined, then the purchase fails with the processor message', async () => {
    const res = await buy({ paymentInfo: { ...card, cardNumber: '4000000000009995' }, bundle }).expect(402);
    expect(res.body).toMatchObject({ success: false, message: 'Your card has insufficient funds.' });
  });

  it.each([
    ['no payment info', { bundle }, 'Please fill in all payment information'],
    ['a blank cardholder name', { paymentInfo: { ...card, cardholderName: '' }, bundle }, 'Please fill in all payment information'],
    ['a card number as a number', { paymentInfo: { ...card, cardNumber: 4242424242424242 }, bundle }, 'Please fill in all payment information'],
    ['a Luhn failure', { paymentInfo: { ...card, cardNumber: '1234 5678 9012 3456' }, bundle }, 'Please enter a valid card number'],
    ['a bad expiry', { paymentInfo: { ...card, expiryDate: '2/30' }, bundle }, 'Please enter a valid expiry date (MM/YY)'],
    ['a bad CVV', { paymentInfo: { ...card, cvv: '12345' }, bundle }, 'Please enter a valid CVV'],
    ['an empty bundle', { paymentInfo: card, bundle: { items: [] } }, 'Please add items to your bundle before visualizing'],
    ['no bundle', { paymentInfo: card }, 'Please add items to your bundle before visualizing'],
    ['only products the shop no longer has', { paymentInfo: card, bundle: { items: [{ categoryId: 'boots', productId: 'gid://shopify/Product/404', quantity: 1 }] } }, 'The products in your bundle are no longer available.'],
  ])('when the form has %s, then 400 with its message', async (_what, body, message) => {
    expect((await buy(body).expect(400)).body).toMatchObject({ success: false, message });
  });

  describe('GET /api/bundle-visualization/:name', () => {
    const visualize = (name: string, cookie?: string) => {
      const req = request(app).get(`/api/bundle-visualization/${name}`);
      return cookie ? req.set('Cookie', cookie) : req;
    };

    it('when the session that paid asks, then it gets the bundle as the catalogue had it, with every item', async () => {
      const paid = await buy({ paymentInfo: card, bundle }).expect(201);
      const res = await visualize(paid.body.order.name, sessionCookie(paid)).expect(200);
      expect(res.body.visualization).toEqual({
        order: paid.body.order.name,
        items: [
          expect.objectContaining({ categoryId: 'jackets', productId: IDS.jacket, title: 'Road Warrior Leather Jacket', color: 'Black', quantity: 2 }),
          expect.objectContaining({ categoryId: 'helmets', productId: IDS.helmet, quantity: 1 }),
        ],
      });
      expect(res.body.visualization.items[0].unitPriceCents).toBeGreaterThan(0);
      expect(res.headers['cache-control']).toContain('no-store');
    });

    it('when another session or no session asks, then 404 as for a name that does not exist', async () => {
      const paid = await buy({ paymentInfo: card, bundle }).expect(201);
      const other = await buy({ paymentInfo: card, bundle }).expect(201);
      expect((await visualize(paid.body.order.name, sessionCookie(other)).expect(404)).body).toEqual({ message: 'Bundle visualization not found' });
      await visualize(paid.body.order.name).expect(404);
      await visualize('TJB-999999', sessionCookie(paid)).expect(404);
      await visualize('not-a-name', sessionCookie(paid)).expect(404);
    });

    it('when the name is a merchandise order of the same session, then 404: it bought no visualization', async () => {
      const paid = await buy({ paymentInfo: card, bundle }).expect(201);
      const cookie = sessionCookie(paid);
      const order = await request(app)
        .post('/api/shopify/process-payment')
        .set('Origin', ORIGIN)
        .set('Cookie', cookie)
        .send(checkoutBody([cartItem(IDS.patch, IDS.patchVariant, 1, '12.50')]))
        .expect(201);
      await visualize(order.body.order.name, cookie).expect(404);
    });

    it('when the card is declined, then nothing is stored for the failed order', async () => {
      const res = await buy({ paymentInfo: { ...card, cardNumber: '4000000000009995' }, bundle }).expect(402);
      expect(res.body.visualization).toBeUndefined();
    });
  });
});
