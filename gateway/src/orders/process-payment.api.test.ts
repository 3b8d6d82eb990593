import request from 'supertest';
import { deliveryWindow } from '@tjb/pricing';
import { REFERENCE_CARTS } from '@tjb/pricing/testing';
import { CARD, giftCardItem, ORIGIN, cartItem, checkoutBody, createTestApi, sessionCookie } from '../api/test-support/test-api';
import { IDS, createTestCatalog } from '../api/test-support/test-catalog';
import { databaseVariants, type TestDatabase } from '../api/test-support/test-database';
import { openSeededTestApi } from '../api/test-support/seeded-test-api';
import { createTestProcessor } from '../payments/test-processor';

const catalog = createTestCatalog();
const helmet = (quantity = 1, price = '189.99') => cartItem(IDS.helmet, IDS.helmetVariant, quantity, price);
const patch = (quantity = 1) => cartItem(IDS.patch, IDS.patchVariant, quantity, '12.50');

describe.each(databaseVariants())('process-payment on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  let app: ReturnType<typeof createTestApi>;
  const processor = createTestProcessor();
  beforeAll(async () => {
    ({ t, app } = await openSeededTestApi({ variant, url }, { catalog, payments: processor }));
  });
  afterAll(() => t?.dispose());

  const pay = (body: unknown, cookie?: string) => {
    const req = request(app).post('/api/shopify/process-payment').set('Origin', ORIGIN);
    return (cookie ? req.set('Cookie', cookie) : req).send(body as object);
  };
  const stockOf = async (variantId: string) => (await t.db.stockLevels([variantId])).get(variantId);

  it('when a valid order is paid with the approve card, then it gets the next TJB name, server prices and its stock is taken', async () => {
    const before = await stockOf(IDS.helmetVariant);
    const res = await pay(checkoutBody([helmet(2), patch(1)])).expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: expect.stringMatching(/^Order TJB-\d{4,} has been created successfully$/),
      order: {
        name: expect.stringMatching(/^TJB-\d{4,}$/),
        status: 'paid',
        subtotal: '392.48',
        tax: '31.40',
        shipping: '0.00',
        total: '423.88',
        itemCount: 3,
        payment: { method: 'credit-card', brand: 'visa', last4: '4242' },
        lines: [
          { title: 'Iron Cross Full-Face Helmet', quantity: 2, price: '189.99', lineTotal: '379.98' },
          { title: 'Eagle Back Patch', quantity: 1, price: '12.50', lineTotal: '12.50' },
        ],
      },
    });
    expect(res.body.message).toContain(res.body.order.name);
    expect(await stockOf(IDS.helmetVariant)).toBe((before ?? 0) - 2);
  });

  it.each(REFERENCE_CARTS)('when the cart is $name, then the order charges the total the checkout summary shows', async (cart) => {
    const line = cart.price === '12.50' ? patch(cart.quantity) : helmet(cart.quantity, cart.price);
    const res = await pay(checkoutBody([line])).expect(201);
    expect(res.body.order).toMatchObject({ shipping: cart.shipping, total: cart.total });
  });

  it('when orders follow each other, then their names are sequential', async () => {
    const a = (await pay(checkoutBody([patch()])).expect(201)).body.order.name as string;
    const b = (await pay(checkoutBody([patch()])).expect(201)).body.order.name as string;
    expect(Number(b.slice(4))).toBe(Number(a.slice(4)) + 1);
  });

  it('when the subtotal is under $99, then standard shipping is charged; PayPal is approved without card fields', async () => {
    const res = await pay(checkoutBody([patch(2)], { paymentMethod: 'paypal' })).expect(201);
    expect(res.body.order).toMatchObject({ subtotal: '25.00', tax: '2.00', shipping: '9.99', total: '36.99', payment: { method: 'paypal', brand: null, last4: null } });
  });

  it('when the order is placed, then only that session can read it back; others and unknown names get 404', async () => {
    const res = await pay(checkoutBody([patch()])).expect(201);
    const cookie = sessionCookie(res);
    const name = res.body.order.name as string;
    const mine = await request(app).get(`/api/orders/${name}`).set('Cookie', cookie).expect(200);
    expect(mine.body.order).toEqual(res.body.order);
    // The receipt's address and the delivery window from the shipping rule (US: 3-5 business days).
    const orderedAt = new Date(mine.body.order.createdAt as string);
    expect(mine.body.order).toMatchObject({ email: expect.stringContaining('@'), deliveryEstimate: deliveryWindow(orderedAt, 'US') });
    const other = sessionCookie(await request(app).post('/api/cart').set('Origin', ORIGIN).send(patch()).expect(201));
    expect((await request(app).get(`/api/orders/${name}`).set('Cookie', other).expect(404)).body).toEqual({ message: 'Order not found' });
    await request(app).get(`/api/orders/${name}`).expect(404);
    await request(app).get('/api/orders/TJB-999999').set('Cookie', cookie).expect(404);
    await request(app).get('/api/orders/%27%20OR%201=1').set('Cookie', cookie).expect(404);
  });

  it('when the session paid from its server cart, then that cart is emptied', async () => {
    const cookie = sessionCookie(await request(app).post('/api/cart').set('Origin', ORIGIN).send(patch(2)).expect(201));
    await pay(checkoutBody([patch(2)]), cookie).expect(201);
    expect((await request(app).get('/api/cart').set('Cookie', cookie).expect(200)).body.items).toEqual([]);
  });

  it.each([
    ['4000 0000 0000 0002', 402, 'Your card was declined.'],
    ['4000 0000 0000 9995', 402, 'Your card has insufficient funds.'],
    ['4000 0000 0000 0119', 502, 'Payment processing failed'],
    ['4111 1111 1111 1111', 402, 'This shop takes test payments only. Please use a test card such as 4242 4242 4242 4242.'],
  ])('when the card is %s, then the answer is %i "%s" and the stock is put back', async (cardNumber, status, message) => {
    const before = await stockOf(IDS.helmetVariant);
    const res = await pay(checkoutBody([helmet()], { ...CARD, cardNumber })).expect(status);
    expect(res.body).toEqual(expect.objectContaining({ success: false, message }));
    expect(res.body.order).toBeUndefined();
    expect(await stockOf(IDS.helmetVariant)).toBe(before);
  });

  it('when the card has expired, then it is declined', async () => {
    const res = await pay(checkoutBody([helmet()], { ...CARD, expiryDate: '01/20' })).expect(402);
    expect(res.body).toMatchObject({ success: false, message: 'Your card has expired.' });
  });

  it('when the browser sent an old price, then 409 names the new price and nothing is charged', async () => {
    const res = await pay(checkoutBody([helmet(1, '99.00')])).expect(409);
    expect(res.body).toEqual({
      success: false,
      message: 'Some prices in your cart have changed. Please review the new prices and try again.',
      priceChanges: [{ id: `${IDS.helmet}-${IDS.helmetVariant}`, title: 'Iron Cross Full-Face Helmet', oldPrice: '99.00', newPrice: '189.99' }],
    });
  });

  it('when a line is sold out, over the stock or unknown, then 409 says which and nothing is charged', async () => {
    const soldOut = await pay(checkoutBody([cartItem(IDS.jacket, IDS.jacketL, 1, '249.99')])).expect(409);
    expect(soldOut.body).toMatchObject({
      success: false,
      message: '"Road Warrior Leather Jacket" is currently unavailable. Please remove it from your cart.',
      unavailable: [{ title: 'Road Warrior Leather Jacket', requested: 1, available: 0 }],
    });
    const over = await pay(checkoutBody([cartItem(IDS.jacket, IDS.jacketM, 6, '249.99')])).expect(409);
    expect(over.body.message).toBe('Only 5 of "Road Warrior Leather Jacket" left in stock. Please update your cart.');
    const unknown = await pay(checkoutBody([cartItem('gid://shopify/Product/404', 'gid://shopify/ProductVariant/404', 1, '1.00')])).expect(409);
    expect(unknown.body.unavailable).toEqual([expect.objectContaining({ available: 0 })]);
  });

  it('when a designer garment is bought, then it is charged at the list price and holds no stock', async () => {
    const res = await pay(checkoutBody([cartItem('custom-t-shirt-1718000000000', 'custom-variant-t-shirt-Black-1718000000000', 2, '25.99')])).expect(201);
    expect(res.body.order).toMatchObject({ subtotal: '51.98', lines: [{ title: 'Custom T-Shirt', price: '25.99' }] });
  });

  it('when a home-page gift card is bought, then it is charged at its amount and keeps the recipient in its title', async () => {
    const res = await pay(checkoutBody([giftCardItem(5000)])).expect(201);
    expect(res.body.order).toMatchObject({ subtotal: '50.00', lines: [{ title: 'Gift Card $50 for Sam', price: '50.00', quantity: 1 }] });
    // A gift card is emailed: there is no parcel to promise a day for.
    expect(res.body.order.deliveryEstimate).toBeNull();
  });

  it.each([
    ['an amount under $10', 'gift-card-900-1718000000000', 'gift-card-variant-1-1718000000000', '9.00'],
    ['an amount over $5000', 'gift-card-500100-1718000000000', 'gift-card-variant-1-1718000000000', '5001.00'],
    ['a catalogue variant id', 'gift-card-5000-1718000000000', 'gid://shopify/ProductVariant/1', '50.00'],
  ])('when a gift card line has %s, then it is refused and nothing is charged', async (_what, productId, variantId, price) => {
    const res = await pay(checkoutBody([cartItem(productId, variantId, 1, price)]));
    expect(res.status).toBe(409);
    expect(res.body.success).toBe(false);
  });

  it.each([
    ['no cart items', { cartItems: [] }, 'Please add items to your cart before checkout.'],
    ['cart items of the wrong type', { cartItems: 'helmet' }, 'Please add items to your cart before checkout.'],
    ['a blank first name', { shippingInfo: { firstName: ' ' } }, 'Missing Information: Please fill in all required shipping fields.'],
    ['no shipping info', { shippingInfo: undefined }, 'Missing Information: Please fill in all required shipping fields.'],
    ['a number as zip', { shippingInfo: { zip: 72701 } }, 'Missing Information: Please fill in all required shipping fields.'],
    ['a bad email', { shippingInfo: { email: 'tina@' } }, 'Please enter a valid email address.'],
    ['separate billing without a city', { billingInfo: { sameAsShipping: false, firstName: 'T', lastName: 'J', address1: 'a', state: 'AR', zip: '1' } }, 'Please fill in all required billing fields.'],
    ['a US ZIP that is not five digits', { shippingInfo: { zip: '7270' } }, 'Please enter a valid ZIP code (e.g. 72701 or 72701-1234).'],
    ['a US ZIP with Canada chosen', { shippingInfo: { country: 'CA' } }, 'Please enter a valid postal code (e.g. K1A 0B1).'],
    ['separate billing with a bad postcode', { billingInfo: { sameAsShipping: false, firstName: 'T', lastName: 'J', address1: 'a', city: 'London', state: 'LDN', zip: '12345', country: 'GB' } }, 'Please enter a valid postcode (e.g. SW1A 1AA).'],
    ['no CVV', { paymentInfo: { cvv: '' } }, 'Please fill in all payment information'],
    ['a short card number', { paymentInfo: { cardNumber: '4242 4242' } }, 'Please enter a valid card number'],
    ['a number failing Luhn', { paymentInfo: { cardNumber: '4242 4242 4242 4241' } }, 'Please enter a valid card number'],
    ['an expiry without a slash', { paymentInfo: { expiryDate: '1234' } }, 'Please enter a valid expiry date (MM/YY)'],
    ['a two-digit CVV', { paymentInfo: { cvv: '12' } }, 'Please enter a valid CVV'],
  ])('when the checkout has %s, then 400 with its message', async (_what, change, message) => {
    const base = checkoutBody([helmet()]);
    const body: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(change)) {
      const current = (base as Record<string, unknown>)[key];
      body[key] = value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object' && key !== 'billingInfo'
        ? { ...current, ...value }
        : value;
    }
    const res = await pay(body).expect(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it('when the body is malformed JSON, then 400 without echoing it', async () => {
    const res = await request(app).post('/api/shopify/process-payment').set('Origin', ORIGIN)
      .set('Content-Type', 'application/json').send('{"paymentInfo":{"cardNumber":"4242424242424242"').expect(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('when the request comes from a foreign origin, then nothing is charged', async () => {
    await request(app).post('/api/shopify/process-payment').set('Origin', 'https://evil.example').send(checkoutBody([helmet()])).expect(403);
  });
});
