import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { ORIGIN, createTestApi, sessionCookie } from '../api/test-support/test-api';
import { IDS, createTestCatalog } from '../api/test-support/test-catalog';
import { databaseVariants, openTestDatabase, type TestDatabase } from '../api/test-support/test-database';

interface Seen {
  path: string;
  token: string | undefined;
  body: { query: string; variables: { input: { lines: Array<{ merchandiseId: string; quantity: number }> } } };
}

/** A stand-in Storefront API: answers cartCreate the way Shopify's schema does, or however a test says. */
function fakeStorefront() {
  const seen: Seen[] = [];
  let reply: (input: Seen['body']['variables']['input']) => { status: number; json: unknown } = () => ({
    status: 200,
    json: { data: { cartCreate: { cart: { id: 'gid://shopify/Cart/c1', checkoutUrl: 'https://checkout.example/cart/c1' }, userErrors: [] } } },
  });
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Seen['body'];
      seen.push({ path: req.url ?? '', token: req.headers['x-shopify-storefront-access-token'] as string | undefined, body });
      const answer = reply(body.variables.input);
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.json));
    });
  });
  return {
    seen,
    server,
    setReply: (fn: typeof reply) => (reply = fn),
    origin: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

describe.each(databaseVariants())('Storefront checkout hand-off on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  const upstream = fakeStorefront();
  let app: ReturnType<typeof createTestApi>;
  beforeAll(async () => {
    t = await openTestDatabase(variant, { url });
    await t.db.seedInventory(createTestCatalog());
    await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve));
    app = createTestApi({ db: t.db, catalog: createTestCatalog(), storefrontOrigin: upstream.origin() });
  });
  afterAll(async () => {
    await new Promise((resolve) => upstream.server.close(resolve));
    await t?.dispose();
  });

  const create = (body?: unknown, cookie?: string) => {
    const req = request(app).post('/api/shopify/cart/create').set('Origin', ORIGIN);
    return (cookie ? req.set('Cookie', cookie) : req).send(body as object);
  };

  it('when the session has a server cart, then its lines become a Storefront cart and its checkoutUrl comes back', async () => {
    const cookie = sessionCookie(
      await request(app).post('/api/cart').set('Origin', ORIGIN)
        .send({ shopifyProductId: IDS.helmet, shopifyVariantId: IDS.helmetVariant, price: '189.99', quantity: 2 }).expect(201),
    );
    const res = await create(undefined, cookie).expect(200);
    expect(res.body).toEqual({ checkoutUrl: 'https://checkout.example/cart/c1' });
    const call = upstream.seen.at(-1) as Seen;
    expect(call.path).toBe('/api/2025-01/graphql.json');
    expect(call.token).toBe('test-token');
    expect(call.body.query).toContain('cartCreate(input: $input)');
    expect(call.body.variables.input).toEqual({ lines: [{ merchandiseId: IDS.helmetVariant, quantity: 2 }] });
  });

  it('when lines are posted, then those lines are used', async () => {
    await create({ lines: [{ merchandiseId: IDS.patchVariant, quantity: 3 }] }).expect(200);
    expect(upstream.seen.at(-1)?.body.variables.input.lines).toEqual([{ merchandiseId: IDS.patchVariant, quantity: 3 }]);
  });

  it('when there is nothing to check out, then 400 with the spec text', async () => {
    expect((await create().expect(400)).body).toEqual({ message: 'Please add items to your cart before checkout.' });
  });

  it.each([
    ['a line without a variant id', { lines: [{ quantity: 1 }] }],
    ['a non-variant id', { lines: [{ merchandiseId: 'gid://shopify/Product/1', quantity: 1 }] }],
    ['a zero quantity', { lines: [{ merchandiseId: IDS.patchVariant, quantity: 0 }] }],
    ['lines that are not a list', { lines: 'all of them' }],
  ])('when the body has %s, then 400', async (_what, body) => {
    expect((await create(body).expect(400)).body.message).toBe('Each checkout line needs a product variant id and a quantity from 1 to 999.');
  });

  it('when the Storefront reports a user error, then 422 carries its message', async () => {
    upstream.setReply(() => ({ status: 200, json: { data: { cartCreate: { cart: null, userErrors: [{ field: ['lines'], message: 'The merchandise is out of stock.' }] } } } }));
    expect((await create({ lines: [{ merchandiseId: IDS.jacketL, quantity: 1 }] }).expect(422)).body).toEqual({ message: 'The merchandise is out of stock.' });
  });

  it('when the Storefront fails or answers an unsafe URL, then 502 without internals', async () => {
    upstream.setReply(() => ({ status: 500, json: { errors: [{ message: 'boom at line 3' }] } }));
    const failed = await create({ lines: [{ merchandiseId: IDS.patchVariant, quantity: 1 }] }).expect(502);
    expect(failed.body).toEqual({ message: 'Checkout is unavailable right now. Please try again in a moment.' });
    upstream.setReply(() => ({ status: 200, json: { data: { cartCreate: { cart: { id: 'c', checkoutUrl: 'javascript:alert(1)' }, userErrors: [] } } } }));
    await create({ lines: [{ merchandiseId: IDS.patchVariant, quantity: 1 }] }).expect(502);
  });

  it('when the Storefront cannot be reached, then 502', async () => {
    const offline = createTestApi({ db: t.db, catalog: createTestCatalog(), storefrontOrigin: 'http://127.0.0.1:9' });
    await request(offline).post('/api/shopify/cart/create').set('Origin', ORIGIN)
      .send({ lines: [{ merchandiseId: IDS.patchVariant, quantity: 1 }] }).expect(502);
  });
});
