import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadCatalog } from '../catalog';
import { loadConfig } from '../config';
import { startServer, type RunningShop } from '../server';
import { startEmbeddedStorefront } from '../storefront-server';

// The whole shop, rendered by its own builds (`pnpm build`), on a store behind a proxy that holds the
// answers to the queries the test names until it lets them through: what goes out before the store answers.
const STORE_CSV = path.join(__dirname, '..', 'catalog', 'fixtures', 'shopify-products.csv');
const PRODUCT = 'outlaw-half-helmet';

interface HeldAnswer {
  operation: string;
  release(): void;
}

/** A proxy in front of the store: a query whose operation the test holds waits for release(); the rest pass. */
function startHoldingProxy(upstream: string, holds: RegExp) {
  // The answers not let through yet.
  const held: HeldAnswer[] = [];
  const waiting: Array<() => void> = [];
  let holding = true;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const forward = () => {
        const headers = { ...req.headers, host: new URL(upstream).host };
        const out = http.request(`${upstream}${req.url}`, { method: req.method, headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        out.end(body);
      };
      const operation = /\b(?:query|mutation)\s+(\w+)/.exec(body.toString())?.[1] ?? '';
      if (!holding || !holds.test(operation)) return forward();
      const query: HeldAnswer = {
        operation,
        release: () => {
          held.splice(held.indexOf(query), 1);
          forward();
        },
      };
      held.push(query);
      waiting.splice(0).forEach((wake) => wake());
    });
  });
  return {
    server,
    held,
    /** The held query with this operation (or one matching it), once the store has been asked it. */
    async asked(operation: string | RegExp): Promise<HeldAnswer> {
      for (;;) {
        const found = held.find((q) => (typeof operation === 'string' ? q.operation === operation : operation.test(q.operation)));
        if (found) return found;
        await new Promise<void>((wake) => waiting.push(wake));
      }
    },
    /** Lets every held answer through, and the ones asked from now on until hold() (a page may ask more than the test names). */
    releaseAll() {
      holding = false;
      [...held].forEach((q) => q.release());
    },
    hold: () => void (holding = true),
  };
}

describe("a page's start, with the Storefront holding its answers", () => {
  let store: { url: string; close(): Promise<void> };
  let proxy: ReturnType<typeof startHoldingProxy>;
  let shop: RunningShop;
  let dataDir: string;
  let origin: string;

  beforeAll(async () => {
    store = await startEmbeddedStorefront({ catalog: await loadCatalog({ csvPath: STORE_CSV }), port: 0 });
    proxy = startHoldingProxy(store.url, /^(ProductByHandle|Products|ListingProducts|CollectionListing|SearchListing|ProductsListing)$/);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    const proxyUrl = `http://127.0.0.1:${(proxy.server.address() as { port: number }).port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'tjb-page-start-'));
    const config = loadConfig({ PORT: '0', API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', STOREFRONT_UPSTREAM: proxyUrl, SERVER_RENDER_TIMEOUT_MS: '60000' });
    shop = await startServer(config, pino({ level: 'silent' }));
    origin = shop.url.replace('localhost', '127.0.0.1');
  });
  afterAll(async () => {
    proxy?.releaseAll();
    await shop?.close();
    proxy?.server.closeAllConnections();
    proxy?.server.close();
    await store?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The page's status, its first chunk and its whole body, with the moments they arrive among `events`. */
  function getPage(url: string, events: string[]) {
    let firstChunk!: (text: string) => void;
    const first = new Promise<string>((resolve) => (firstChunk = resolve));
    const done = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const chunks: string[] = [];
      http
        .get(`${origin}${url}`, { headers: { accept: 'text/html' } }, (res) => {
          events.push(`status ${res.statusCode}`);
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            if (!chunks.length) firstChunk(chunk);
            chunks.push(chunk);
          });
          res.on('end', () => resolve({ status: res.statusCode!, body: chunks.join('') }));
        })
        .on('error', reject);
    });
    return { first, done };
  }

  it("when a product page is asked, then its status and start go out once the product's query has answered, while its related products are still held", async () => {
    proxy.hold();
    const events: string[] = [];
    const page = getPage(`/product/${PRODUCT}`, events);
    const product = await proxy.asked('ProductByHandle');
    events.push('product answered');
    product.release();
    const start = await page.first;
    const related = await proxy.asked('ListingProducts');
    events.push('related answered');
    related.release();
    proxy.releaseAll();
    const { status, body } = await page.done;
    expect(events).toEqual(['product answered', 'status 200', 'related answered']);
    expect(start).toMatch(/^<!doctype html><html lang="en"><head><meta charSet="utf-8"\/>/);
    expect(start).not.toContain('<title>');
    expect(body.startsWith(start)).toBe(true);
    expect(body).toContain('data-ssr=""');
    expect(body).toContain('Outlaw');
    expect(status).toBe(200);
  });

  it("when a category page is asked, then its status and start go out before the store has answered any of the page's queries", async () => {
    proxy.hold();
    const events: string[] = [];
    const page = getPage('/shop/helmets', events);
    const start = await page.first;
    events.push('start');
    // The page's listing is asked (and held) whether or not it was before the start went out.
    await proxy.asked(/Listing$/);
    events.push('store answers');
    proxy.releaseAll();
    const { status, body } = await page.done;
    expect(events).toEqual(['status 200', 'start', 'store answers']);
    expect(body.startsWith(start)).toBe(true);
    expect(body).toContain('data-ssr=""');
    expect(status).toBe(200);
  });
});
