import { createHash } from 'node:crypto';
import http from 'node:http';
import { KEPT_TAPS_SCRIPT, SPLASH_COOKIE } from '@tjb/shop-contracts';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createWebApp } from './create-web-app';
import { createPageCache } from './page-cache';
import { createRegistrySource } from './registry';
import { serverBundleFile } from './server-render';
import { documentOf, writeShellBundle } from './test-support/shell-bundle';

const logger = pino({ level: 'silent' });

function fixtureRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'tjb-web-'));
  mkdirSync(path.join(root, 'shell', 'dist', 'static'), { recursive: true });
  writeShellBundle(root);
  writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'console.log("shell")');
  const remote = path.join(root, 'mfe-support', 'dist');
  mkdirSync(path.join(remote, 'static'), { recursive: true });
  const entry = 'var mfe_support = {};'.repeat(200);
  writeFileSync(path.join(remote, 'remoteEntry.js'), entry);
  writeFileSync(path.join(remote, 'remoteEntry.js.br'), brotliCompressSync(entry));
  writeFileSync(path.join(remote, 'static', '42.abcdef1234.js'), 'chunk()');
  const registryFile = path.join(root, 'remotes.json');
  writeFileSync(registryFile, JSON.stringify({ remotes: { support: '/remotes/mfe-support/remoteEntry.js', catalog: 'https://cdn.example.com/catalog/remoteEntry.js' } }));
  return { root, registryFile };
}

function startUpstream(handler: http.RequestListener): Promise<{ url: string; close: () => void }> {
  return new Promise((resolve) => {
    const server = http.createServer(handler).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

function makeApp(apiUpstream = 'http://127.0.0.1:9', overrides = {}) {
  const { root, registryFile } = fixtureRoot();
  const registry = createRegistrySource({ file: registryFile, overrides });
  return { app: createWebApp({ staticRoot: root, registry, apiUpstream, logger }), registryFile, root };
}

describe('web app', () => {
  it('when asked for health, then it answers ok', async () => {
    const res = await request(makeApp().app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('when the registry is fetched, then it lists the configured remotes, uncached', async () => {
    const res = await request(makeApp().app).get('/mf/registry.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.remotes).toEqual([
      { key: 'catalog', scope: 'mfe_catalog', entry: 'https://cdn.example.com/catalog/remoteEntry.js' },
      { key: 'support', scope: 'mfe_support', entry: '/remotes/mfe-support/remoteEntry.js' },
    ]);
  });

  it('when an env override names a remote URL, then the registry uses it', async () => {
    const { app } = makeApp(undefined, { support: 'http://127.0.0.1:1/remoteEntry.js' });
    const res = await request(app).get('/mf/registry.json');
    expect(res.body.remotes.find((r: { key: string }) => r.key === 'support').entry).toBe('http://127.0.0.1:1/remoteEntry.js');
  });

  it('when the registry file changes, then the next request sees it without a restart', async () => {
    const { app, registryFile } = makeApp();
    writeFileSync(registryFile, JSON.stringify({ remotes: { support: { entry: '/remotes-v2/remoteEntry.js', version: '2' } } }));
    const res = await request(app).get('/mf/registry.json');
    expect(res.body.remotes).toEqual([{ key: 'support', scope: 'mfe_support', entry: '/remotes-v2/remoteEntry.js', version: '2' }]);
  });

  it('when the registry file turns bad, then the last good registry stays in service', async () => {
    const { app, registryFile } = makeApp();
    await request(app).get('/mf/registry.json');
    writeFileSync(registryFile, '{ not json');
    const res = await request(app).get('/mf/registry.json');
    expect(res.status).toBe(200);
    expect(res.body.remotes).toHaveLength(2);
  });

  it("when a known page is requested, then the shell's Document answers 200; an unknown page answers it with 404", async () => {
    const { app } = makeApp();
    const known = await request(app).get('/shop/helmets').set('Accept', 'text/html');
    expect(known.status).toBe(200);
    expect(documentOf(known.text)).toMatchObject({ rendered: null, registry: { remotes: expect.any(Array) } });
    const unknown = await request(app).get('/no-such-page').set('Accept', 'text/html');
    expect(unknown.status).toBe(404);
    expect(documentOf(unknown.text).rendered).toBeNull();
  });

  it("when the shell has no server bundle, then a page says the shop is not built, with the page's status", async () => {
    const { app, root } = makeApp();
    rmSync(serverBundleFile(root, 'shell'));
    const res = await request(app).get('/no-such-page').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.text).toContain('The shop is not built yet');
  });

  it("when the shell's build has a preload manifest, then the Document names the entry it lists; without one, webpack's main.js", async () => {
    const { app, root } = makeApp();
    expect(documentOf((await request(app).get('/').set('Accept', 'text/html')).text).scripts).toEqual(['/main.js']);
    writeFileSync(path.join(root, 'shell', 'dist', 'preload-manifest.json'), JSON.stringify({ version: 1, entry: ['main.js?abc123'], bootstrap: [], shared: {}, exposes: {}, pages: {} }));
    expect(documentOf((await request(app).get('/').set('Accept', 'text/html')).text).scripts).toEqual(['/main.js?abc123']);
  });

  it('when an old /category address is requested, then it answers 301 to the shop page of that category with the query kept', async () => {
    const { app } = makeApp();
    const moved = await request(app).get('/category/jackets?type=mens-leather-jackets&sort=price-low').set('Accept', 'text/html');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/shop/jackets?type=mens-leather-jackets&sort=price-low');
    const plain = await request(app).get('/category/helmets').set('Accept', 'text/html');
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('/shop/helmets');
  });

  it('when a hashed chunk is served, then it is immutable; a remote entry must revalidate', async () => {
    const { app } = makeApp();
    const chunk = await request(app).get('/remotes/mfe-support/static/42.abcdef1234.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await request(app).get('/remotes/mfe-support/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('when the browser accepts brotli, then the precompressed file is sent', async () => {
    const res = await request(makeApp().app).get('/remotes/mfe-support/remoteEntry.js').set('Accept-Encoding', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('when a missing asset is requested, then it is a 404, not the shop page', async () => {
    const res = await request(makeApp().app).get('/static/gone.123.js').set('Accept', '*/*');
    expect(res.status).toBe(404);
  });

  it('when a page is served, then the CSP lets in the remote origins of the registry', async () => {
    const res = await request(makeApp().app).get('/').set('Accept', 'text/html');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/cdn\.example\.com/);
  });

  it('when a page is served, then the CSP allows exactly the kept-taps script (which the Document writes) by its hash', async () => {
    const res = await request(makeApp().app).get('/shop').set('Accept', 'text/html');
    const hash = createHash('sha256').update(KEPT_TAPS_SCRIPT).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('when /api is called, then it is forwarded to the API upstream with the path unchanged', async () => {
    const upstream = await startUpstream((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ path: req.url, method: req.method }));
    });
    try {
      const res = await request(makeApp(upstream.url).app).post('/api/cart?x=1').send({ a: 1 });
      expect(res.body).toEqual({ path: '/api/cart?x=1', method: 'POST' });
    } finally {
      upstream.close();
    }
  });

  it('when a large API answer goes to a browser that accepts gzip, then it is compressed', async () => {
    const upstream = await startUpstream((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ products: Array.from({ length: 500 }, (_, i) => ({ id: i, title: 'Road King Helmet' })) }));
    });
    try {
      const res = await request(makeApp(upstream.url).app).get('/api/products').set('Accept-Encoding', 'gzip');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.body.products).toHaveLength(500);
    } finally {
      upstream.close();
    }
  });

  it('when the API upstream is down, then /api answers 502 with a message', async () => {
    const res = await request(makeApp('http://127.0.0.1:9').app).get('/api/cart');
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/unavailable/);
  });

  it('when a storefront handler is given, then it answers before the generic /api proxy', async () => {
    const { root, registryFile } = fixtureRoot();
    const storefront = express.Router().post('/api/2025-01/graphql.json', (_req, res) => {
      res.json({ data: { shop: { name: 'x' } } });
    });
    const app = createWebApp({ staticRoot: root, registry: createRegistrySource({ file: registryFile, overrides: {} }), apiUpstream: 'http://127.0.0.1:9', logger, storefront: [storefront] });
    const res = await request(app).post('/api/2025-01/graphql.json').send({ query: '{shop{name}}' });
    expect(res.body.data.shop.name).toBe('x');
  });

  it('when the Storefront endpoint answers, then compression() leaves it alone; the images behind it are compressed', async () => {
    const { root, registryFile } = fixtureRoot();
    const big = { data: { products: Array.from({ length: 500 }, (_, i) => ({ id: i, title: 'Road King Helmet' })) } };
    // The Storefront proxy negotiates its own encoding (cached answers are stored compressed).
    const storefront = express.Router().post('/api/2025-01/graphql.json', (_req, res) => {
      res.json(big);
    });
    const media = express.Router().get('/media/products/a.svg', (_req, res) => {
      res.type('image/svg+xml').send(`<svg>${'<rect/>'.repeat(500)}</svg>`);
    });
    const app = createWebApp({ staticRoot: root, registry: createRegistrySource({ file: registryFile, overrides: {} }), apiUpstream: 'http://127.0.0.1:9', logger, storefront: [storefront], media: [media] });
    const graphql = await request(app).post('/api/2025-01/graphql.json').set('Accept-Encoding', 'gzip').send({ query: '{shop{name}}' });
    expect(graphql.headers['content-encoding']).toBeUndefined();
    expect(graphql.body).toEqual(big);
    const image = await request(app).get('/media/products/a.svg').set('Accept-Encoding', 'gzip');
    expect(image.headers['content-encoding']).toBe('gzip');
  });

  it('when the log level is info, then each request is logged; at warn, where nothing would be written, the request logger is skipped', async () => {
    const { root, registryFile } = fixtureRoot();
    const lines: string[] = [];
    const destination = { write: (line: string) => void lines.push(line) };
    const appAt = (level: string) =>
      createWebApp({ staticRoot: root, registry: createRegistrySource({ file: registryFile, overrides: {} }), apiUpstream: 'http://127.0.0.1:9', logger: pino({ level }, destination) });
    expect((await request(appAt('info')).get('/mf/registry.json')).status).toBe(200);
    expect(lines.map((l) => JSON.parse(l) as { msg: string; req: { url: string } })).toEqual([
      expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ url: '/mf/registry.json' }) }),
    ]);
    lines.length = 0;
    expect((await request(appAt('warn')).get('/mf/registry.json')).status).toBe(200);
    expect((await request(appAt('warn')).get('/api/cart')).status).toBe(502);
    expect(lines.filter((l) => (JSON.parse(l) as { msg: string }).msg === 'request completed')).toEqual([]);
  });

  describe('kept pages', () => {
    /** A shell server bundle that numbers its renders and names a product in the page's state, as a real one does. */
    const writeRenderingShell = (root: string, label: string, mtime: number) =>
      writeShellBundle(root, {
        renderShop: `(() => { let n = 0; return async (ctx) => ({ html: "${label} render " + (++n) + " of " + ctx.url, head: [], state: [{ app: "mfe-catalog", value: { id: "gid://shopify/Product/7" } }] }); })()`,
        mtime,
      });
    const keptShop = () => {
      const { root, registryFile } = fixtureRoot();
      writeRenderingShell(root, 'v1', 1000);
      const pageCache = createPageCache({ freshMs: 60_000, keepMs: 600_000, logger });
      const registry = createRegistrySource({ file: registryFile, overrides: {} });
      const app = createWebApp({ staticRoot: root, registry, apiUpstream: 'http://127.0.0.1:9', logger, pageCache, serverRenderTimeoutMs: 30_000 });
      return { app, root, registryFile, pageCache };
    };
    const page = async (app: express.Express, url: string, cookie?: string) => {
      // One host for every request: each supertest call listens on a port of its own.
      const req = request(app).get(url).set('Accept', 'text/html').set('Host', 'shop.test');
      const res = await (cookie ? req.set('Cookie', cookie) : req);
      return { state: res.headers['x-page-cache'] as string, text: res.text };
    };

    it('when a page is asked again, then the kept render goes out; the splash state, the registry, a new build and a stock change each make it render again', async () => {
      const { app, root, registryFile, pageCache } = keptShop();
      expect(await page(app, '/faqs')).toEqual({ state: 'MISS', text: expect.stringContaining('v1 render 1 of /faqs') });
      expect(await page(app, '/faqs')).toEqual({ state: 'HIT', text: expect.stringContaining('v1 render 1 of /faqs') });
      expect((await page(app, '/faqs', `${SPLASH_COOKIE}=seen`)).state).toBe('MISS');
      expect((await page(app, '/faqs?q=boots')).state).toBe('MISS');

      writeFileSync(registryFile, JSON.stringify({ remotes: { support: '/remotes/mfe-support/remoteEntry.js' } }));
      expect((await page(app, '/faqs')).state).toBe('MISS');
      expect((await page(app, '/faqs')).state).toBe('HIT');

      // (Which code renders it is server-render's business; jest's module cache keeps the old one here.)
      writeRenderingShell(root, 'v2', 2000);
      const rebuilt = await page(app, '/faqs');
      expect(rebuilt.state).toBe('MISS');

      pageCache.purgeProducts(['gid://shopify/Product/8']);
      expect(await page(app, '/faqs')).toEqual({ state: 'HIT', text: rebuilt.text });
      pageCache.purgeProducts(['gid://shopify/Product/7']);
      const afterSale = await page(app, '/faqs');
      expect(afterSale.state).toBe('MISS');
      expect(afterSale.text).not.toBe(rebuilt.text);
    });

    it('when the server render fails, then the Document goes out with an empty root for the browser, and is not kept', async () => {
      const { app, root } = keptShop();
      writeShellBundle(root, { renderShop: 'async () => { throw new Error("broken build"); }', mtime: 3000 });
      // Its start went out before the render failed, as a MISS: whether it is kept shows on the next ask.
      const first = await page(app, '/faqs');
      expect(first.state).toBe('MISS');
      expect(documentOf(first.text)).toMatchObject({ rendered: null, registry: { remotes: expect.any(Array) } });
      expect((await page(app, '/faqs')).state).toBe('MISS');
    });

    it("when the page is rendered, then the Document is given the render: its markup, head and state, the deferred preloads instead of hints", async () => {
      const { app } = keptShop();
      const props = documentOf((await page(app, '/faqs')).text);
      expect(props.rendered).toEqual({ html: 'v1 render 1 of /faqs', head: [], state: [{ app: 'mfe-catalog', value: { id: 'gid://shopify/Product/7' } }] });
      expect(props.preloads).toEqual([]);
      expect(props.deferredPreloads).toContain('/remotes/mfe-support/remoteEntry.js');
      expect(props.splash).toBe(true);
    });
  });
});
