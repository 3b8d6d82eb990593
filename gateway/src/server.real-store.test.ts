import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadCatalog } from './catalog';
import { loadConfig } from './config';
import { startServer, type RunningShop } from './server';
import { startEmbeddedStorefront } from './storefront-server';

// The whole shop started on a store of its own: a second embedded Storefront server with another catalogue.
const STORE_CSV = path.join(__dirname, 'catalog', 'fixtures', 'shopify-products.csv');

describe('the shop started with STOREFRONT_UPSTREAM', () => {
  let store: { url: string; close(): Promise<void> };
  let shop: RunningShop;
  let dataDir: string;
  let origin: string;
  let allowedOrigin: string;

  beforeAll(async () => {
    store = await startEmbeddedStorefront({ catalog: await loadCatalog({ csvPath: STORE_CSV }), port: 0 });
    dataDir = mkdtempSync(path.join(tmpdir(), 'tjb-real-store-'));
    const config = loadConfig({ PORT: '0', API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', STOREFRONT_UPSTREAM: store.url });
    allowedOrigin = config.allowedOrigins[0]!;
    shop = await startServer(config, pino({ level: 'silent' }));
    origin = shop.url.replace('localhost', '127.0.0.1');
  });
  afterAll(async () => {
    await shop?.close();
    await store?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const graphql = async (query: string) => (await (await fetch(`${origin}/api/2025-01/graphql.json`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query }) })).json()) as { data: { product: { id: string; variants: { nodes: Array<{ id: string; price: { amount: string } }> } } } };

  it('when the browser asks the Storefront, then the store answers, and a checkout quote uses the store\'s price', async () => {
    const { data } = await graphql('{ product(handle: "outlaw-half-helmet") { id variants(first: 1) { nodes { id price { amount } } } } }');
    const variant = data.product.variants.nodes[0]!;
    expect(variant.price.amount).toBe('89.95');
    const res = await fetch(`${origin}/api/checkout/quote`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: allowedOrigin },
      body: JSON.stringify({ cartItems: [{ id: 'x', shopifyProductId: data.product.id, shopifyVariantId: variant.id, quantity: 1, price: '89.95', productData: { title: 'x', handle: 'x', image: null, productType: 'x' }, variantData: { title: 'x', selectedOptions: [] } }] }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { quote: unknown }).quote).toMatchObject({ subtotal: '89.95' });
    expect(await (await fetch(`${origin}/api/checkout/options`)).json()).toEqual({ hostedCheckout: true });
  });
});
