import http from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { STOREFRONT_CACHE_HEADER } from '@tjb/storefront/cache-policy';
import { cachePolicyFor, POLICIES } from './response-cache';
import { createMediaProxy, createStorefrontProxy } from './storefront-proxy';
import { waitUntil } from '../api/test-support/wait-until';

interface Seen { headers: http.IncomingHttpHeaders; body: { query: string; variables?: Record<string, unknown> }; url: string }

/** A throwaway upstream whose answers the test scripts, recording what it received. */
async function fakeUpstream() {
  const seen: Seen[] = [];
  const script: Array<{ status: number; body: unknown; headers?: Record<string, string> }> = [];
  let counter = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => { raw += c.toString(); });
    req.on('end', () => {
      if (req.url?.startsWith('/media/')) {
        res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=60', 'set-cookie': 'x=1' });
        res.end('<svg/>');
        return;
      }
      seen.push({ headers: req.headers, body: JSON.parse(raw) as Seen['body'], url: req.url ?? '' });
      counter += 1;
      const next = script.shift() ?? { status: 200, body: { data: { shop: { name: `answer ${counter}` } } } };
      res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      res.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, seen, script, close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }) };
}

function gateway(upstreamOrigin: string, extra: { token?: string; cache?: boolean; now?: () => number } = {}) {
  const app = express();
  app.use(createStorefrontProxy({
    upstreamOrigin, apiVersion: '2025-01', token: extra.token, cache: extra.cache ?? true, logger: pino({ level: 'silent' }),
    retry: { baseDelayMs: 5, maxDelayMs: 20 },
    cacheLimits: { maxEntries: 100, maxBytes: 1_000_000, now: extra.now },
  }));
  app.use(createMediaProxy(upstreamOrigin));
  return app;
}

const SHOP = { query: 'query Shop { shop { name } }' };
const post = (app: express.Express, body: unknown, headers: Record<string, string> = {}) =>
  // A fixed Host: supertest listens on a new port per request, and the origin is part of the cache key.
  request(app).post('/api/2025-01/graphql.json').set({ Host: 'shop.test', 'X-Shopify-Storefront-Access-Token': 'public-placeholder', ...headers }).send(body as object);

describe('Storefront proxy', () => {
  let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
  beforeEach(async () => { upstream = await fakeUpstream(); });
  afterEach(() => upstream.close());

  it('when a query is forwarded, then it goes to the configured upstream with the server-side token and forwarded host', async () => {
    const res = await post(gateway(upstream.origin, { token: 'server-secret' }), SHOP, { Host: 'shop.example', 'X-Forwarded-Host': 'evil.example, x' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { shop: { name: 'answer 1' } } });
    const [call] = upstream.seen;
    expect(call!.url).toBe('/api/2025-01/graphql.json');
    expect(call!.headers['x-shopify-storefront-access-token']).toBe('server-secret');
    // The gateway does not trust a client's X-Forwarded-Host unless Express is told to trust its proxy.
    expect(call!.headers['x-forwarded-host']).toBe('shop.example');
    expect(call!.headers['x-forwarded-proto']).toBe('http');
    const other = await post(gateway(upstream.origin), SHOP);
    expect(other.status).toBe(200);
    expect(upstream.seen[1]!.headers['x-shopify-storefront-access-token']).toBeUndefined();
  });

  it('when the same query comes again while fresh, then the cache answers; other variables miss', async () => {
    const app = gateway(upstream.origin);
    const q = { query: 'query P($h: String!) { product(handle: $h) { id } }', variables: { h: 'a' } };
    expect((await post(app, q)).headers['x-cache']).toBe('MISS');
    const hit = await post(app, { ...q, variables: { h: 'a' } });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.body).toEqual({ data: { shop: { name: 'answer 1' } } });
    expect((await post(app, { ...q, variables: { h: 'b' } })).headers['x-cache']).toBe('MISS');
    expect(upstream.seen).toHaveLength(2);
  });

  it('when an answer is stale, then it is served at once and refreshed in the background', async () => {
    let now = 1_000_000;
    const app = gateway(upstream.origin, { now: () => now });
    await post(app, SHOP);
    now += POLICIES.short.freshMs + 1;
    const stale = await post(app, SHOP);
    expect(stale.headers['x-cache']).toBe('STALE');
    expect(stale.body.data.shop.name).toBe('answer 1');
    // The refresh runs after the answer went out: wait for the upstream to be asked again, then for the
    // kept answer to be the refreshed one (an ask while still stale may start one more refresh).
    await waitUntil(() => upstream.seen.length >= 2, 'the background refresh');
    let refreshed = stale;
    await waitUntil(async () => (refreshed = await post(app, SHOP)).headers['x-cache'] === 'HIT', 'the refreshed answer');
    expect(refreshed.body.data.shop.name).not.toBe('answer 1');
    expect(refreshed.body.data.shop.name).toMatch(/^answer \d+$/);
  });

  it('when the upstream is down, then a kept answer is still served, and without one the gateway answers 502', async () => {
    let now = 1_000_000;
    const app = gateway(upstream.origin, { now: () => now });
    await post(app, SHOP);
    await upstream.close();
    now += POLICIES.short.freshMs + 1;
    const stale = await post(app, SHOP);
    expect(stale.status).toBe(200);
    expect(stale.body.data.shop.name).toBe('answer 1');
    now += POLICIES.short.keepMs;
    const gone = await post(app, SHOP);
    expect(gone.status).toBe(502);
    expect(gone.body.errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('when the upstream answers 503 or 429, then the proxy retries with backoff', async () => {
    upstream.script.push({ status: 503, body: { errors: [{ message: 'down' }] } }, { status: 429, body: {}, headers: { 'retry-after': '0' } });
    const res = await post(gateway(upstream.origin), SHOP);
    expect(res.status).toBe(200);
    expect(upstream.seen).toHaveLength(3);
    upstream.script.push(...Array.from({ length: 3 }, () => ({ status: 503, body: { errors: [{ message: 'down' }] } })));
    const failed = await post(gateway(upstream.origin), { query: '{ shop { id } }' });
    expect(failed.status).toBe(503);
  });

  it('when it is a mutation, a cart read or an error answer, then nothing is cached', async () => {
    const app = gateway(upstream.origin);
    const mutation = { query: 'mutation { cartCreate { cart { id } } }' };
    await post(app, mutation);
    expect((await post(app, mutation)).headers['x-cache']).toBe('BYPASS');
    const cart = { query: 'query { cart(id: "gid://shopify/Cart/1") { id } }' };
    await post(app, cart);
    expect((await post(app, cart)).headers['x-cache']).toBe('BYPASS');
    upstream.script.push({ status: 200, body: { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] } });
    const throttled = { query: '{ products(first: 1) { nodes { id } } }' };
    expect((await post(app, throttled)).body.errors[0].message).toBe('Throttled');
    expect((await post(app, throttled)).headers['x-cache']).toBe('MISS');
    expect(upstream.seen).toHaveLength(6);
  });

  it('when a query is answered with an error or not at all, then it counts as a trouble (pages rendered meanwhile are not kept); a good answer and a mutation do not', async () => {
    const proxy = createStorefrontProxy({ upstreamOrigin: upstream.origin, apiVersion: '2025-01', cache: true, logger: pino({ level: 'silent' }), retry: { baseDelayMs: 5, maxDelayMs: 20 } });
    const app = express().use(proxy);
    await post(app, SHOP);
    await post(app, { query: 'mutation { cartCreate { cart { id } } }' });
    expect(proxy.troubles()).toBe(0);
    upstream.script.push({ status: 200, body: { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] } });
    await post(app, { query: '{ products(first: 1) { nodes { id } } }' });
    expect(proxy.troubles()).toBe(1);
    await upstream.close();
    expect((await post(app, { query: '{ products(first: 2) { nodes { id } } }' })).status).toBe(502);
    expect(proxy.troubles()).toBe(2);
  });

  it('when the body is not a GraphQL request, then the proxy answers 400 without calling the upstream', async () => {
    expect((await post(gateway(upstream.origin), { variables: {} })).status).toBe(400);
    expect(upstream.seen).toHaveLength(0);
  });

  it('when an image is asked, then the media proxy passes it through with its image headers only', async () => {
    const res = await request(gateway(upstream.origin)).get('/media/products/x/1.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('Storefront proxy answers and request bodies', () => {
  let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
  beforeEach(async () => { upstream = await fakeUpstream(); });
  afterEach(() => upstream.close());

  const big = { data: { products: { nodes: Array.from({ length: 60 }, (_, i) => ({ id: `gid://shopify/Product/${i}`, title: 'Road King Classic Helmet' })) } } };
  const LIST = { query: 'query Products { products(first: 60) { nodes { id title } } }' };
  const rawLength = Buffer.byteLength(JSON.stringify(big));

  it('when a cached answer goes to a client that accepts br or gzip, then the stored compressed copy is sent; identity otherwise', async () => {
    const app = gateway(upstream.origin);
    upstream.script.push({ status: 200, body: big });
    const miss = await post(app, LIST, { 'Accept-Encoding': 'gzip' });
    expect(miss.headers['x-cache']).toBe('MISS');
    expect(miss.headers['content-encoding']).toBe('gzip');
    expect(miss.body).toEqual(big);

    const br = await post(app, LIST, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['x-cache']).toBe('HIT');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBeLessThan(rawLength / 2);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.body).toEqual(big);

    const gzip = await post(app, LIST, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(big);

    for (const accept of ['identity', 'gzip;q=0, br;q=0', '']) {
      const plain = await post(app, LIST, { 'Accept-Encoding': accept });
      expect(plain.headers['x-cache']).toBe('HIT');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(rawLength);
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.body).toEqual(big);
    }
    expect(upstream.seen).toHaveLength(1);
  });

  it('when several clients want a copy not made yet, then each gets it, from one upstream answer', async () => {
    const app = gateway(upstream.origin);
    upstream.script.push({ status: 200, body: big });
    expect((await post(app, LIST, { 'Accept-Encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(app, LIST, { 'Accept-Encoding': 'br' })));
    for (const res of answers) {
      expect(res.headers['x-cache']).toBe('HIT');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.body).toEqual(big);
    }
    expect(upstream.seen).toHaveLength(1);
  });

  it('when an answer is not kept, then a large one is still compressed for the client and a small one is not', async () => {
    const app = gateway(upstream.origin, { cache: false });
    upstream.script.push({ status: 200, body: big, headers: { 'x-request-id': 'abc' } });
    const bypass = await post(app, LIST, { 'Accept-Encoding': 'br' });
    expect(bypass.headers['x-cache']).toBe('BYPASS');
    expect(bypass.headers['content-encoding']).toBe('br');
    expect(bypass.headers['x-request-id']).toBe('abc');
    expect(bypass.body).toEqual(big);
    const small = await post(app, SHOP, { 'Accept-Encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.data.shop.name).toBe('answer 2');
  });

  it('when the same document comes with other variables or another operation name, then it is another entry', async () => {
    const app = gateway(upstream.origin);
    const doc = 'query A($h: String!) { product(handle: $h) { id } } query B($h: String!) { productByHandle(handle: $h) { id } }';
    expect((await post(app, { query: doc, variables: { h: 'x' }, operationName: 'A' })).headers['x-cache']).toBe('MISS');
    expect((await post(app, { query: doc, variables: { h: 'x' }, operationName: 'B' })).headers['x-cache']).toBe('MISS');
    expect((await post(app, { query: doc, variables: { h: 'y' }, operationName: 'A' })).headers['x-cache']).toBe('MISS');
    expect((await post(app, { query: doc, variables: { h: 'x' }, operationName: 'A' })).headers['x-cache']).toBe('HIT');
    expect((await post(app, { query: doc, variables: { h: 'x' }, operationName: 'A' }, { Host: 'other.test' })).headers['x-cache']).toBe('MISS');
    expect(upstream.seen.map((s) => s.body)).toEqual([
      { query: doc, variables: { h: 'x' }, operationName: 'A' },
      { query: doc, variables: { h: 'x' }, operationName: 'B' },
      { query: doc, variables: { h: 'y' }, operationName: 'A' },
      { query: doc, variables: { h: 'x' }, operationName: 'A' },
    ]);
  });

  it('when the body is gzipped, too large or not a JSON object, then it is read or refused as body-parser would', async () => {
    const app = gateway(upstream.origin);
    const gzipped = await request(app).post('/api/2025-01/graphql.json')
      .set({ Host: 'shop.test', 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
      .serialize((body: Buffer) => body as unknown as string) // the bytes as they are, not JSON of a Buffer
      .send(gzipSync(JSON.stringify(SHOP)));
    expect(gzipped.status).toBe(200);
    expect(gzipped.body.data.shop.name).toBe('answer 1');
    const huge = { query: `query { shop { name } } # ${'x'.repeat(1024 * 1024)}` };
    expect((await post(app, huge)).status).toBe(413);
    expect((await post(app, '"just a string"').set('Content-Type', 'application/json')).status).toBe(400);
    expect((await post(app, '{ "query": ').set('Content-Type', 'application/json')).status).toBe(400);
    expect((await post(app, '').set('Content-Type', 'application/json')).status).toBe(400);
    expect(upstream.seen).toHaveLength(1);
  });
});

describe('Storefront cache policy stated by the caller', () => {
  let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
  beforeEach(async () => { upstream = await fakeUpstream(); });
  afterEach(() => upstream.close());
  const LIST = { query: 'query FeaturedProducts { products(first: 12, query: "tag:featured") { nodes { id } } }' };
  // A STALE answer starts a refresh that goes out after it: a test that ends on one waits for it, or it
  // reaches the next test's upstream (a new server, which may be given the port just closed).
  const refreshed = (calls: number) => waitUntil(() => upstream.seen.length >= calls, 'the background refresh');

  it('when a query says long, then it is kept for the long time; the header is the gateway\'s and is not forwarded', async () => {
    let now = 1_000_000;
    const app = gateway(upstream.origin, { now: () => now });
    expect((await post(app, LIST, { [STOREFRONT_CACHE_HEADER]: 'long' })).headers['x-cache']).toBe('MISS');
    expect(upstream.seen[0]!.headers[STOREFRONT_CACHE_HEADER]).toBeUndefined();
    now += POLICIES.short.freshMs + 1; // past short, within long
    expect((await post(app, LIST, { [STOREFRONT_CACHE_HEADER]: 'long' })).headers['x-cache']).toBe('HIT');
    now += POLICIES.long.freshMs;
    expect((await post(app, LIST, { [STOREFRONT_CACHE_HEADER]: 'long' })).headers['x-cache']).toBe('STALE');
    await refreshed(2);
  });

  it('when a query says short, then an answer kept for a long asker is not served to it, and it goes stale after the short time', async () => {
    let now = 1_000_000;
    const app = gateway(upstream.origin, { now: () => now });
    await post(app, LIST, { [STOREFRONT_CACHE_HEADER]: 'long' });
    expect((await post(app, LIST, { [STOREFRONT_CACHE_HEADER]: 'short' })).headers['x-cache']).toBe('MISS');
    expect(upstream.seen).toHaveLength(2);
    now += POLICIES.short.freshMs + 1;
    expect((await post(app, LIST, { [STOREFRONT_CACHE_HEADER]: 'short' })).headers['x-cache']).toBe('STALE');
    await refreshed(3);
  });

  it('when a query says none, then it always goes upstream and is never kept', async () => {
    const app = gateway(upstream.origin);
    for (let i = 0; i < 3; i++) expect((await post(app, LIST, { [STOREFRONT_CACHE_HEADER]: 'none' })).headers['x-cache']).toBe('BYPASS');
    expect(upstream.seen).toHaveLength(3);
  });

  it('when the header is missing or unknown, then the short default applies (no name-based guess makes it longer)', async () => {
    let now = 1_000_000;
    const app = gateway(upstream.origin, { now: () => now });
    expect((await post(app, LIST)).headers['x-cache']).toBe('MISS');
    expect((await post(app, LIST, { [STOREFRONT_CACHE_HEADER]: 'forever' })).headers['x-cache']).toBe('HIT'); // the same short entry
    now += POLICIES.short.freshMs + 1;
    expect((await post(app, LIST, { [STOREFRONT_CACHE_HEADER]: 'forever' })).headers['x-cache']).toBe('STALE');
    await refreshed(2);
  });

  it('when a mutation or a cart query says long, then it is still never cached', async () => {
    const app = gateway(upstream.origin);
    const mutation = { query: 'mutation { cartCreate { cart { id } } }' };
    const cart = { query: 'query Cart($id: ID!) { cart(id: $id) { id } }', variables: { id: 'gid://shopify/Cart/1' } };
    for (let i = 0; i < 2; i++) {
      expect((await post(app, mutation, { [STOREFRONT_CACHE_HEADER]: 'long' })).headers['x-cache']).toBe('BYPASS');
      expect((await post(app, cart, { [STOREFRONT_CACHE_HEADER]: 'long' })).headers['x-cache']).toBe('BYPASS');
    }
    expect(upstream.seen).toHaveLength(4);
    expect(upstream.seen.every((call) => call.headers[STOREFRONT_CACHE_HEADER] === undefined)).toBe(true);
  });

  it('when the policy is read, then cachePolicyFor answers as the proxy does', () => {
    expect(cachePolicyFor(LIST.query, 'long')?.name).toBe('long');
    expect(cachePolicyFor(LIST.query, undefined)?.name).toBe('short');
    expect(cachePolicyFor('mutation { cartCreate { cart { id } } }', 'long')).toBeNull();
  });
});
