import request from 'supertest';
import type { Database } from '../db';
import { CARD, ORIGIN, captureLogs, cartItem, checkoutBody, createTestApi } from './test-support/test-api';
import { IDS, createTestCatalog } from './test-support/test-catalog';
import { databaseVariants, type TestDatabase } from './test-support/test-database';
import { openSeededTestApi } from './test-support/seeded-test-api';

const catalog = createTestCatalog();
const newsletter = { email: 'rider@example.com' };

describe.each(databaseVariants())('API hardening on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  let app: ReturnType<typeof createTestApi>;
  beforeAll(async () => {
    ({ t, app } = await openSeededTestApi({ variant, url }, { catalog }));
  });
  afterAll(() => t?.dispose());

  describe('origin check on state-changing requests', () => {
    it.each([
      ['a foreign Origin', { Origin: 'https://evil.example' }, 403],
      ['a lookalike Origin', { Origin: 'http://shop.test.evil.example' }, 403],
      ['the opaque null Origin', { Origin: 'null' }, 403],
      ['a foreign Referer and no Origin', { Referer: 'https://evil.example/page' }, 403],
      ['only Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }, 403],
      ['the shop Origin', { Origin: ORIGIN }, 201],
      ['the shop Referer and no Origin', { Referer: `${ORIGIN}/checkout` }, 201],
      ['no browser headers at all (a script, not a page)', {}, 201],
    ])('when a POST carries %s, then it answers %i', async (_what, headers, status) => {
      const res = await request(app).post('/api/cart').set(headers).send(cartItem(IDS.patch, IDS.patchVariant, 1, '12.50')).expect(status);
      if (status === 403) expect(res.body).toEqual({ message: 'This request did not come from the shop and was refused.' });
    });

    it('when a foreign page reads, then GET is not blocked (reads change nothing)', async () => {
      await request(app).get('/api/products/featured').set('Origin', 'https://evil.example').expect(200);
    });

    it('when DELETE or PUT come from a foreign page, then they are refused too', async () => {
      await request(app).delete('/api/cart').set('Origin', 'https://evil.example').expect(403);
      await request(app).put('/api/cart/x').set('Origin', 'https://evil.example').send({ quantity: 1 }).expect(403);
    });
  });

  describe('request bodies', () => {
    it('when the body is not JSON, then 415 (an HTML form cannot post here)', async () => {
      const res = await request(app).post('/api/newsletter').set('Origin', ORIGIN).type('form').send('email=a@b.co').expect(415);
      expect(res.body).toEqual({ message: 'Send the request body as JSON (Content-Type: application/json).' });
      await request(app).post('/api/contact').set('Origin', ORIGIN).set('Content-Type', 'text/plain').send('{"a":1}').expect(415);
    });

    it('when the body is larger than the limit, then 413 with a plain message', async () => {
      const huge = { email: 'a@b.co', padding: 'x'.repeat(70 * 1024) };
      expect((await request(app).post('/api/newsletter').set('Origin', ORIGIN).send(huge).expect(413)).body).toEqual({
        message: 'The request body is too large.',
      });
    });

    it('when the JSON is malformed, then 400 without a stack trace or the body echoed', async () => {
      const res = await request(app).post('/api/cart').set('Origin', ORIGIN).set('Content-Type', 'application/json').send('{"quantity": 1,,}').expect(400);
      expect(res.body).toEqual({ message: 'The request body is not valid JSON.' });
    });
  });

  describe('responses', () => {
    it('when any API answer goes out, then it carries strict security headers and no X-Powered-By', async () => {
      const res = await request(app).get('/api/cart').expect(200);
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('when something breaks inside, then 500 with a generic message, no stack, and the cause logged', async () => {
      const { logger, logs } = captureLogs();
      const broken = new Proxy(t.db, {
        get: (target, prop) => (prop === 'listCartLines' ? () => Promise.reject(new Error('disk on fire')) : target[prop as keyof Database]),
      });
      const res = await request(createTestApi({ db: broken, catalog, logger })).get('/api/cart').set('Cookie', `tjb_session=${'a'.repeat(43)}`).expect(500);
      expect(res.body).toEqual({ message: 'Something went wrong. Please try again.' });
      expect(JSON.stringify(res.body)).not.toMatch(/disk on fire|at .*\.ts/);
      expect(logs.text()).toContain('disk on fire');
    });

    it('when a payment breaks inside, then the answer is the spec fallback "Payment processing failed"', async () => {
      const broken = new Proxy(t.db, {
        get: (target, prop) => (prop === 'beginOrder' ? () => Promise.reject(new Error('db down')) : target[prop as keyof Database]),
      });
      const res = await request(createTestApi({ db: broken, catalog })).post('/api/shopify/process-payment').set('Origin', ORIGIN)
        .send(checkoutBody([cartItem(IDS.patch, IDS.patchVariant, 1, '12.50')])).expect(500);
      expect(res.body).toEqual({ success: false, message: 'Payment processing failed' });
    });

    it('when the shop runs on HTTPS, then the session cookie is Secure with the __Host- prefix', async () => {
      const secure = createTestApi({ db: t.db, catalog, config: { cookieSecure: true } });
      const res = await request(secure).post('/api/cart').set('Origin', ORIGIN).send(cartItem(IDS.patch, IDS.patchVariant, 1, '12.50')).expect(201);
      const cookie = (res.headers['set-cookie'] as unknown as string[])[0] as string;
      expect(cookie).toMatch(/^__Host-tjb_session=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/HttpOnly/);
    });
  });

  describe('rate limits', () => {
    const limited = () =>
      createTestApi({
        db: t.db,
        catalog,
        config: {
          rateLimits: {
            payment: { limit: 2, windowMs: 60_000 },
            contact: { limit: 2, windowMs: 60_000 },
            newsletter: { limit: 2, windowMs: 60_000 },
            backInStock: { limit: 2, windowMs: 60_000 },
          },
        },
      });

    it.each([
      ['/api/shopify/process-payment', checkoutBody([cartItem(IDS.patch, IDS.patchVariant, 1, '12.50')], { ...CARD, cvv: '1' }), 'Too many payment attempts. Please wait a few minutes and try again.'],
      ['/api/bundle-visualization/purchase', {}, 'Too many payment attempts. Please wait a few minutes and try again.'],
      ['/api/contact', {}, 'Too many messages from this connection. Please wait a few minutes and try again.'],
      ['/api/newsletter', newsletter, 'Too many sign-up attempts. Please wait a few minutes and try again.'],
      ['/api/back-in-stock', { email: 'rider@example.com', variantId: IDS.jacketL }, 'Too many requests from this connection. Please wait a few minutes and try again.'],
    ])('when %s is hit too often from one address, then 429 with Retry-After', async (path, body, message) => {
      const api = limited();
      const hit = (ip: string) => request(api).post(path).set('Origin', ORIGIN).set('X-Forwarded-For', ip).send(body);
      await hit('203.0.113.7');
      await hit('203.0.113.7');
      const res = await hit('203.0.113.7').expect(429);
      expect(res.body).toMatchObject({ message });
      expect(res.headers['retry-after']).toBeDefined();
      // Behind the loopback proxy each shopper is counted by their own address.
      expect((await hit('198.51.100.9')).status).not.toBe(429);
    });

    it('when the cart is used a lot, then it is not rate limited', async () => {
      const api = limited();
      for (let i = 0; i < 5; i += 1) await request(api).get('/api/cart').expect(200);
    });
  });
});
