import request from 'supertest';
import { CARD, ORIGIN, createTestApi, sessionCookie } from '../api/test-support/test-api';
import { createTestCatalog } from '../api/test-support/test-catalog';
import { databaseVariants, openTestDatabase, type TestDatabase } from '../api/test-support/test-database';

const { paymentMethod: _method, ...card } = CARD;

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
    const res = await buy({ paymentInfo: card }).expect(201);
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
    const res = await buy({ paymentInfo: { ...card, cardNumber: '4000000000009995' } }).expect(402);
    expect(res.body).toMatchObject({ success: false, message: 'Your card has insufficient funds.' });
  });

  it.each([
    ['no payment info', {}, 'Please fill in all payment information'],
    ['a blank cardholder name', { paymentInfo: { ...card, cardholderName: '' } }, 'Please fill in all payment information'],
    ['a card number as a number', { paymentInfo: { ...card, cardNumber: 4242424242424242 } }, 'Please fill in all payment information'],
    ['a Luhn failure', { paymentInfo: { ...card, cardNumber: '1234 5678 9012 3456' } }, 'Please enter a valid card number'],
    ['a bad expiry', { paymentInfo: { ...card, expiryDate: '2/30' } }, 'Please enter a valid expiry date (MM/YY)'],
    ['a bad CVV', { paymentInfo: { ...card, cvv: '12345' } }, 'Please enter a valid CVV'],
  ])('when the form has %s, then 400 with its message', async (_what, body, message) => {
    expect((await buy(body).expect(400)).body).toMatchObject({ success: false, message });
  });
});
