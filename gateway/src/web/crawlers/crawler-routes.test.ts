import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { storefrontTestClient } from '../../storefront-server/test-client';
import { createCrawlerRoutes, shopPagePaths } from './crawler-routes';

const logger = pino({ level: 'silent' });

// The embedded Storefront server on a loopback port: the routes ask it as they would ask Shopify.
const { app: storefrontApp, catalog } = storefrontTestClient();
let storefrontServer: http.Server;
let shop: express.Express;
let upstreamOrigin: string;

beforeAll(async () => {
  storefrontServer = await new Promise<http.Server>((resolve) => {
    const server = storefrontApp.listen(0, '127.0.0.1', () => resolve(server));
  });
  upstreamOrigin = `http://127.0.0.1:${(storefrontServer.address() as AddressInfo).port}`;
  shop = express();
  shop.use(createCrawlerRoutes({ storefront: { upstreamOrigin, apiVersion: '2025-01' }, logger }));
  shop.use((_req, res) => res.status(404).json({ message: 'Not found' }));
});
afterAll(() => new Promise<void>((resolve) => storefrontServer.close(() => resolve())));

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const get = (path: string) => request(shop).get(path).set('Host', 'shop.test');

describe('robots.txt and the sitemaps', () => {
  it("when a crawler reads robots.txt, then it is sent to the sitemap at the shop's address and kept off the shopper's own pages", async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /cart', 'Disallow: /checkout', 'Disallow: /wishlist', 'Sitemap: http://shop.test/sitemap.xml']));
    expect(lines.filter((line) => line === 'Disallow: /' || line === 'Disallow:')).toEqual([]);
  });

  it('when the index is read, then it names the pages sitemap and one sitemap per Storefront page of 250 products', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const pages = Math.ceil(catalog.products.length / 250);
    expect(locs(res.text)).toEqual(['http://shop.test/sitemap-pages.xml', ...Array.from({ length: pages }, (_, i) => `http://shop.test/sitemap-products-${i + 1}.xml`)]);
  });

  it('when every product sitemap the index names is read, then each product of the catalogue is in one of them once, with its date and picture', async () => {
    const index = locs((await get('/sitemap.xml')).text).filter((loc) => loc.includes('sitemap-products-'));
    const seen: string[] = [];
    for (const loc of index) {
      const res = await get(new URL(loc).pathname);
      expect(res.status).toBe(200);
      seen.push(...locs(res.text).filter((url) => url.includes('/product/')));
      for (const entry of res.text.match(/<url>.*?<\/url>/g) ?? []) expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    }
    expect(seen.sort()).toEqual(catalog.products.map((p) => `http://shop.test/product/${encodeURIComponent(p.handle)}`).sort());
    // The embedded store's pictures are served by the shop (its /media), not from the store's own port.
    const first = (await get('/sitemap-products-1.xml')).text;
    const pictures = [...first.matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map((m) => m[1]!);
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.every((url) => url.startsWith('http://shop.test/media/'))).toBe(true);
  });

  it('when a product sitemap the index does not name is asked for, then it is a 404', async () => {
    const pages = Math.ceil(catalog.products.length / 250);
    for (const path of [`/sitemap-products-${pages + 1}.xml`, '/sitemap-products-0.xml', '/sitemap-products-01.xml', '/sitemap-products-1e2.xml', '/sitemap-products-99999999.xml']) {
      expect([path, (await get(path)).status]).toEqual([path, 404]);
    }
  });

  it('when the pages sitemap is read, then it names the shared pages, every category and its sections, and none of the shopper\'s own', async () => {
    const urls = locs((await get('/sitemap-pages.xml')).text);
    expect(urls).toEqual(shopPagePaths().map((path) => `http://shop.test${path}`));
    expect(urls).toEqual(expect.arrayContaining(['http://shop.test/', 'http://shop.test/shop/helmets', 'http://shop.test/bundle-studio', 'http://shop.test/faqs']));
    expect(urls.some((url) => /\/shop\/[^/]+\/.+/.test(url))).toBe(true);
    expect(urls.filter((url) => /\/(cart|checkout|wishlist|order-confirmation)/.test(url))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('when the Storefront does not answer, then a sitemap says so with a 503 and when to come back', async () => {
    const down = express();
    down.use(createCrawlerRoutes({ storefront: { upstreamOrigin: 'http://127.0.0.1:9', apiVersion: '2025-01' }, logger }));
    for (const path of ['/sitemap.xml', '/sitemap-products-1.xml']) {
      const res = await request(down).get(path);
      expect([path, res.status, res.headers['retry-after']]).toEqual([path, 503, '60']);
    }
    expect((await request(down).get('/sitemap-pages.xml')).status).toBe(200);
  });
});
