import path from 'node:path';
import request from 'supertest';
import { loadCatalog } from '../catalog';
import { storefrontOffers } from '../catalog/storefront-offers';
import type { Catalog, CatalogProduct } from '../catalog/types';
import { ORIGIN, cartItem, checkoutBody, createTestApi, sessionCookie } from '../api/test-support/test-api';
import { IDS, createTestCatalog } from '../api/test-support/test-catalog';
import { databaseVariants, openTestDatabase, type TestDatabase } from '../api/test-support/test-database';
import { startEmbeddedStorefront } from '../storefront-server';
import { NO_HOSTED_CHECKOUT_MESSAGE } from '../cart/checkout-url-routes';
import { STORE_UNREACHABLE_MESSAGE } from './pricing';

// A second Storefront-compatible server with a catalogue of its own stands in for the shop's real store;
// the gateway's embedded catalogue (createTestCatalog) is what a shop with no store would sell.
const STORE_CSV = path.join(__dirname, '..', 'catalog', 'fixtures', 'shopify-products.csv');

const lineOf = (product: CatalogProduct, variantIndex = 0, quantity = 1, price?: string) => {
  const variant = product.variants[variantIndex]!;
  return cartItem(product.id, variant.id, quantity, price ?? (variant.priceCents / 100).toFixed(2));
};

describe.each(databaseVariants())('orders on a store of its own, on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  let store: { url: string; close(): Promise<void> };
  let storeCatalog: Catalog;
  let app: ReturnType<typeof createTestApi>;
  const product = (handle: string) => storeCatalog.productByHandle(handle)!;

  beforeAll(async () => {
    storeCatalog = await loadCatalog({ csvPath: STORE_CSV });
    store = await startEmbeddedStorefront({ catalog: storeCatalog, port: 0 });
    t = await openTestDatabase(variant, { url });
    const local = createTestCatalog();
    await t.db.seedInventory(local);
    app = createTestApi({
      db: t.db,
      catalog: local,
      offers: storefrontOffers({ upstreamOrigin: store.url, apiVersion: '2025-01' }),
      storefrontOrigin: store.url,
    });
  });
  afterAll(async () => {
    await store?.close();
    await t?.dispose();
  });

  const pay = (items: unknown[]) => request(app).post('/api/shopify/process-payment').set('Origin', ORIGIN).send(checkoutBody(items));

  it('when a product of the store is paid for, then the order charges the store\'s price', async () => {
    const helmet = product('outlaw-half-helmet');
    const res = await pay([lineOf(helmet)]).expect(201);
    expect(res.body.order).toMatchObject({ subtotal: '89.95', lines: [{ title: 'Outlaw Half Helmet', price: '89.95', quantity: 1 }] });
  });

  it('when the checkout is quoted, then its figures come from the store too', async () => {
    const res = await request(app).post('/api/checkout/quote').set('Origin', ORIGIN).send({ cartItems: [lineOf(product('outlaw-half-helmet'), 0, 2)] }).expect(200);
    expect(res.body.quote).toMatchObject({ subtotal: '179.90' });
  });

  it('when a line names a product only the embedded catalogue has, then it is refused as unavailable', async () => {
    expect(storeCatalog.variantById(IDS.helmetVariant)).toBeUndefined();
    const res = await pay([cartItem(IDS.helmet, IDS.helmetVariant, 1, '189.99')]).expect(409);
    expect(res.body.unavailable).toEqual([expect.objectContaining({ available: 0 })]);
  });

  it('when the store has none of a variant left, then it is refused with what is on hand', async () => {
    const jacket = product('road-king-leather-jacket');
    const soldOut = jacket.variants.findIndex((v) => v.initialQuantity === 0);
    expect(soldOut).toBeGreaterThanOrEqual(0);
    const res = await pay([lineOf(jacket, soldOut)]).expect(409);
    expect(res.body.message).toContain('currently unavailable');
  });

  it('when the browser sends another price, then the store\'s price stands and nothing is charged', async () => {
    const res = await pay([lineOf(product('outlaw-half-helmet'), 0, 1, '1.00')]).expect(409);
    expect(res.body.priceChanges).toEqual([expect.objectContaining({ oldPrice: '1.00', newPrice: '89.95' })]);
  });

  it('when the server cart takes a store product, then it is priced from the store', async () => {
    const res = await request(app).post('/api/cart').set('Origin', ORIGIN).send(lineOf(product('skull-bandana'))).expect(201);
    expect(res.body.items).toEqual([expect.objectContaining({ price: '12.99', availableForSale: true })]);
    const cookie = sessionCookie(res);
    expect((await request(app).get('/api/cart').set('Cookie', cookie).expect(200)).body.totals.subtotal).toBe(12.99);
  });

  it('when a store is configured, then the checkout offers its hosted checkout', async () => {
    expect((await request(app).get('/api/checkout/options').expect(200)).body).toEqual({ hostedCheckout: true });
  });
});

describe('a store that cannot be reached', () => {
  it('when an order is paid while the store is down, then 503 says nothing was charged', async () => {
    const t = await openTestDatabase('pglite');
    try {
      const app = createTestApi({ db: t.db, catalog: createTestCatalog(), offers: storefrontOffers({ upstreamOrigin: 'http://127.0.0.1:9', apiVersion: '2025-01' }) });
      const res = await request(app).post('/api/shopify/process-payment').set('Origin', ORIGIN)
        .send(checkoutBody([cartItem('gid://shopify/Product/7', 'gid://shopify/ProductVariant/1', 1, '10.00')])).expect(503);
      expect(res.body.message).toBe(STORE_UNREACHABLE_MESSAGE);
    } finally {
      await t.dispose();
    }
  });
});

describe('the hosted checkout on the embedded store', () => {
  it('when no store is configured, then it is not offered and a request for it is refused with a way on', async () => {
    const t = await openTestDatabase('pglite');
    try {
      const app = createTestApi({ db: t.db, catalog: createTestCatalog() });
      expect((await request(app).get('/api/checkout/options').expect(200)).body).toEqual({ hostedCheckout: false });
      const res = await request(app).post('/api/shopify/cart/create').set('Origin', ORIGIN)
        .send({ lines: [{ merchandiseId: IDS.helmetVariant, quantity: 1 }] }).expect(404);
      expect(res.body.message).toBe(NO_HOSTED_CHECKOUT_MESSAGE);
    } finally {
      await t.dispose();
    }
  });
});
