import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import {
  createStorefrontClient, getAllProducts, getCategoryShowcase, getCollectionByHandle, getCollections, getFeaturedProducts,
  getProductByHandle, getProducts, getProductsByCategory, searchProductsByType, type StorefrontClient,
} from '@tjb/storefront';
import { generateCatalog } from '../catalog/seed/generate';
import { startEmbeddedStorefront } from '../storefront-server';
import type { FaultKind } from '../storefront-server/faults';
import { createMediaProxy, createStorefrontProxy } from './storefront-proxy';

/**
 * The shared client's helpers, through the gateway's proxy, against the embedded server: the
 * whole Storefront path of the shop, in process on free ports.
 */
describe('storefront helpers through the gateway against the embedded server', () => {
  const catalog = generateCatalog();
  const queue: FaultKind[] = [];
  const errors: Array<{ kind: string; operation: string }> = [];
  let embedded: Awaited<ReturnType<typeof startEmbeddedStorefront>>;
  let gatewayServer: http.Server;
  let origin: string;
  let client: StorefrontClient;

  beforeAll(async () => {
    embedded = await startEmbeddedStorefront({ port: 0, catalog, faults: { enabled: true, queue } });
    const app = express();
    app.use(createStorefrontProxy({
      upstreamOrigin: embedded.url, apiVersion: '2025-01', token: 'server-side', cache: true,
      logger: pino({ level: 'silent' }), retry: { baseDelayMs: 5, maxDelayMs: 20 },
    }));
    app.use(createMediaProxy(embedded.url));
    gatewayServer = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    origin = `http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}`;
    client = createStorefrontClient({ origin, retries: 1, onError: (error, operation) => errors.push({ kind: error.kind, operation }) });
  });

  afterAll(async () => {
    gatewayServer.closeAllConnections();
    await new Promise((resolve) => gatewayServer.close(resolve));
    await embedded.close().catch(() => undefined);
  });

  it('when products are fetched, then 250 reshaped products come back with images served by the gateway', async () => {
    const result = await getProducts(client);
    expect(result.ok).toBe(true);
    expect(result.data).toHaveLength(250);
    const product = result.data[0]!;
    expect(product).not.toHaveProperty('edges');
    expect(product.variants[0]).toEqual(expect.objectContaining({ price: expect.stringMatching(/^\d+\.\d{1,2}$/), quantityAvailable: expect.any(Number) }));
    expect(product.featuredImage?.src.startsWith(`${origin}/media/products/`)).toBe(true);
    const image = await fetch(product.featuredImage!.src);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/svg/);
  });

  it('when the whole catalogue is paged, then every product arrives once', async () => {
    const result = await getAllProducts(client);
    expect(result.ok).toBe(true);
    expect(result.data).toHaveLength(catalog.products.length);
    expect(new Set(result.data.map((p) => p.id)).size).toBe(catalog.products.length);
  });

  it('when featured, type and category lists are asked, then each follows its query', async () => {
    const featured = await getFeaturedProducts(client);
    expect(featured.data).toHaveLength(12);
    expect(featured.data.every((p) => p.tags.includes('featured'))).toBe(true);
    // Cards only: home's HTML carries these twelve, so no description HTML or gallery.
    expect(featured.data[0]).not.toHaveProperty('descriptionHtml');
    expect(featured.data[0]).toHaveProperty('featuredImage.src');
    const helmets = await searchProductsByType(client, 'Helmets');
    expect(helmets.data).toHaveLength(20);
    expect(helmets.data.every((p) => p.productType === 'Helmets')).toBe(true);
    const jackets = await getProductsByCategory(client, 'jackets', { type: 'mens-leather-jackets' });
    expect(jackets.data.length).toBeGreaterThan(0);
    expect(jackets.data.every((p) => p.productType === "Men's Leather Jackets")).toBe(true);
    const leather = await getProductsByCategory(client, 'leather');
    expect(new Set(leather.data.map((p) => p.productType))).toEqual(new Set(["Men's Leather Jackets", "Women's Leather Jackets"]));
    const unknown = await getProductsByCategory(client, 'spaceships');
    expect(unknown).toEqual({ ok: false, data: [], error: expect.objectContaining({ kind: 'invalid-input' }) });
  });

  it('when the showcase and collections load, then counts, images and products come from the catalogue', async () => {
    const showcase = await getCategoryShowcase(client);
    expect(showcase.ok).toBe(true);
    expect(showcase.data.map((e) => e.slug)).toEqual(['helmets', 'leather-jackets', 'vests', 'chaps', 'bottoms', 'shirts-flannels', 'boots', 'luggage', 'bike-gear']);
    expect(showcase.data.find((e) => e.slug === 'helmets')?.count).toBe(127);
    expect(showcase.data.find((e) => e.slug === 'bike-gear')?.count).toBe(250);
    const collections = await getCollections(client);
    expect(collections.data.length).toBeGreaterThanOrEqual(9);
    expect(collections.data.every((c) => c.products.length <= 20)).toBe(true);
    const helmets = await getCollectionByHandle(client, 'helmets');
    expect(helmets.data?.products).toHaveLength(127);
    expect(await getCollectionByHandle(client, 'no-such-collection')).toEqual({ ok: true, data: null });
  });

  it('when a product is asked by handle, then it is found, and an unknown handle is null without an error', async () => {
    const source = catalog.products[3]!;
    const found = await getProductByHandle(client, source.handle);
    expect(found.ok && found.data?.title).toBe(source.title);
    expect(await getProductByHandle(client, 'no-such-product')).toEqual({ ok: true, data: null });
  });

  it('when the upstream fails for a moment, then retries hide it; when it keeps failing, the UI can tell "could not load"', async () => {
    queue.push('503');
    expect((await getProducts(client, { first: 7 })).ok).toBe(true);
    queue.push(...Array<FaultKind>(6).fill('503'));
    const failed = await getProducts(client, { first: 8 });
    expect(failed).toEqual({ ok: false, data: [], error: expect.objectContaining({ kind: 'http', status: 503 }) });
    queue.push('throttled');
    const throttled = await getProducts(client, { first: 9 });
    expect(throttled.ok === false && throttled.error.kind).toBe('throttled');
    expect(errors.map((e) => e.operation)).toEqual(expect.arrayContaining(['Products']));
  });

  it('when the embedded server goes down, then cached answers are still served and new ones fail cleanly', async () => {
    const before = await getProducts(client, { first: 5 });
    await embedded.close();
    const cached = await getProducts(client, { first: 5 });
    expect(cached).toEqual(before);
    const fresh = await getProducts(client, { first: 6 });
    expect(fresh).toEqual({ ok: false, data: [], error: expect.objectContaining({ kind: 'http', status: 502 }) });
  });
});
