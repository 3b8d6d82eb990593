import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createPageCache, type BuiltPage, type PageCacheOptions } from './page-cache';

const logger = pino({ level: 'silent' });
const PRODUCT_A = 'gid://shopify/Product/101';
const PRODUCT_B = 'gid://shopify/Product/202';

/** A page big enough to be compressed, naming a product in its state as a server render does. */
const pageHtml = (version: number, product = PRODUCT_A) =>
  `<!doctype html><html><body><main>Helmets v${version}</main><script type="application/json">{"id":"${product}"}</script>${'<p>gear</p>'.repeat(200)}</body></html>`;

function setup(overrides: Partial<PageCacheOptions> = {}, page: (version: number) => BuiltPage = (v) => ({ status: 200, html: pageHtml(v), keep: true })) {
  let clock = 1_000_000;
  let builds = 0;
  let release: (() => void) | null = null;
  let holdNext = false;
  const cache = createPageCache({ freshMs: 60_000, keepMs: 600_000, now: () => clock, logger, ...overrides });
  const app = express();
  app.get('/{*path}', async (req, res) => {
    const key = `${req.originalUrl}`;
    await cache.serve(req, res, key, async () => {
      builds += 1;
      const version = builds;
      if (holdNext) {
        holdNext = false;
        await new Promise<void>((resolve) => (release = resolve));
      }
      return page(version);
    });
  });
  return {
    app,
    cache,
    builds: () => builds,
    advance: (ms: number) => (clock += ms),
    /** The next build waits until `finish()`: what happens meanwhile happens during a render. */
    holdNextBuild: () => (holdNext = true),
    finish: () => release?.(),
    untilHeld: async () => {
      for (let i = 0; i < 1000 && !release; i++) await new Promise((r) => setImmediate(r));
    },
  };
}

/** The bytes as sent (supertest would decompress them). */
function rawGet(app: express.Express, path: string, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      http.get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          server.close();
          resolve({ headers: res.headers, body: Buffer.concat(chunks) });
        });
      }).on('error', reject);
    });
  });
}

describe('page cache', () => {
  it('when a page is asked twice, then it is rendered once and the second shopper gets the kept page', async () => {
    const shop = setup();
    const first = await request(shop.app).get('/shop/helmets');
    const second = await request(shop.app).get('/shop/helmets');
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(shop.builds()).toBe(1);
    await request(shop.app).get('/shop/jackets');
    expect(shop.builds()).toBe(2);
  });

  it('when many shoppers ask for a page nobody has rendered yet, then it is rendered once for all of them', async () => {
    const shop = setup();
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(shop.app).get('/shop/helmets')));
    expect(shop.builds()).toBe(1);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
  });

  it('when a page is past its freshness, then the kept page goes out at once and one render refreshes it', async () => {
    const shop = setup();
    await request(shop.app).get('/p');
    shop.advance(61_000);
    const stale = await request(shop.app).get('/p');
    expect(stale.headers['x-page-cache']).toBe('STALE');
    expect(stale.text).toContain('Helmets v1');
    for (let i = 0; i < 100 && shop.builds() < 2; i++) await new Promise((r) => setImmediate(r));
    const fresh = await request(shop.app).get('/p');
    expect(fresh.headers['x-page-cache']).toBe('HIT');
    expect(fresh.text).toContain('Helmets v2');
    expect(shop.builds()).toBe(2);
  });

  it('when a page is past its keeping time, then it is rendered again before it is sent', async () => {
    const shop = setup();
    await request(shop.app).get('/p');
    shop.advance(601_000);
    const again = await request(shop.app).get('/p');
    expect(again.headers['x-page-cache']).toBe('MISS');
    expect(again.text).toContain('Helmets v2');
  });

  it('when the stock of a product on a page changes, then that page is rendered again and the others stay', async () => {
    const shop = setup({}, (v) => ({ status: 200, html: pageHtml(v, v === 2 ? PRODUCT_B : PRODUCT_A), keep: true }));
    await request(shop.app).get('/a');
    await request(shop.app).get('/b');
    shop.cache.purgeProducts([PRODUCT_B]);
    expect((await request(shop.app).get('/a')).headers['x-page-cache']).toBe('HIT');
    const b = await request(shop.app).get('/b');
    expect(b.headers['x-page-cache']).toBe('MISS');
    expect(b.text).toContain('Helmets v3');
  });

  it('when the stock changes while a page renders, then that render is sent but not kept', async () => {
    const shop = setup();
    shop.holdNextBuild();
    const pending = request(shop.app).get('/p').then((r) => r);
    await shop.untilHeld();
    shop.cache.purgeProducts(['gid://shopify/Product/999']);
    shop.finish();
    expect((await pending).headers['x-page-cache']).toBe('BYPASS');
    expect((await request(shop.app).get('/p')).headers['x-page-cache']).toBe('MISS');
  });

  it('when a Storefront query fails while a page renders, then that page is sent but not kept', async () => {
    let troubles = 0;
    const shop = setup({ storefrontTroubles: () => troubles }, (v) => {
      if (v === 1) troubles += 1;
      return { status: 200, html: pageHtml(v), keep: true };
    });
    expect((await request(shop.app).get('/p')).headers['x-page-cache']).toBe('BYPASS');
    expect((await request(shop.app).get('/p')).headers['x-page-cache']).toBe('MISS');
    expect((await request(shop.app).get('/p')).headers['x-page-cache']).toBe('HIT');
  });

  it('when the handler says a page is a fallback, then it is never kept', async () => {
    const shop = setup({}, (v) => ({ status: 200, html: pageHtml(v), keep: false }));
    expect((await request(shop.app).get('/p')).headers['x-page-cache']).toBe('BYPASS');
    expect((await request(shop.app).get('/p')).text).toContain('Helmets v2');
  });

  it('when a 404 page is kept, then its status is kept with it', async () => {
    const shop = setup({}, (v) => ({ status: 404, html: pageHtml(v), keep: true }));
    await request(shop.app).get('/products/nope');
    const again = await request(shop.app).get('/products/nope');
    expect(again.status).toBe(404);
    expect(again.headers['x-page-cache']).toBe('HIT');
  });

  it('when the browser takes brotli or gzip, then the kept page goes compressed and reads the same', async () => {
    const shop = setup();
    const plain = await request(shop.app).get('/p').set('Accept-Encoding', 'identity');
    const br = await rawGet(shop.app, '/p', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.text);
    const gz = await rawGet(shop.app, '/p', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain.text);
    expect(shop.builds()).toBe(1);
  });
});
