import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import pino from 'pino';
import { cartItem, checkoutBody } from '../api/test-support/test-api';
import { postgresTestUrl } from '../api/test-support/test-database';
import { startRedisServer } from '../api/test-support/redis-server';
import { waitUntil } from '../api/test-support/wait-until';
import { loadConfig } from '../config';
import { startServer, type RunningShop } from '../server';

const CSV = path.join(__dirname, '..', 'catalog', 'fixtures', 'shopify-products.csv');
const ORIGIN = 'http://shop.test';
const pgUrl = postgresTestUrl();
const LISTING = `query ReplicaListing { product(handle: "outlaw-half-helmet") { id availableForSale variants(first: 1) { nodes { id availableForSale price { amount } } } } }`;

type Listed = { id: string; availableForSale: boolean; variants: { nodes: Array<{ id: string; price: { amount: string } }> } };

/**
 * Two gateways as a load balancer would see them: separate processes' worth of state (each its own
 * proxy cache, rate-limit middleware and embedded Storefront worker) on one PostgreSQL schema and one
 * Redis. What one replica does must hold on the other.
 */
(pgUrl ? describe : describe.skip)('two gateway replicas on one PostgreSQL and one Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let admin: Client;
  let schema: string;
  let dataDir: string;
  const shops: RunningShop[] = [];
  let a: string;
  let b: string;

  beforeAll(async () => {
    redis = await startRedisServer(6391);
    admin = new Client({ connectionString: pgUrl });
    await admin.connect();
    schema = `tjb_replicas_${process.pid}`;
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(pgUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    dataDir = mkdtempSync(path.join(tmpdir(), 'tjb-replicas-'));
    const env = {
      PORT: '0', API_PORT: '0', STOREFRONT_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent',
      CATALOG_CSV: CSV, DATABASE_URL: url.toString(), REDIS_URL: redis.url, ALLOWED_ORIGINS: ORIGIN,
    };
    // One after the other, as replicas usually roll out; the migrations' advisory lock covers the rest.
    for (let i = 0; i < 2; i += 1) shops.push(await startServer(loadConfig(env), pino({ level: 'silent' })));
    [a, b] = shops.map((s) => s.url.replace('localhost', '127.0.0.1')) as [string, string];
  }, 300_000);
  afterAll(async () => {
    for (const shop of shops) await shop.close();
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
    await redis?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (base: string, route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers }, body: JSON.stringify(body) });
  const listing = async (base: string) => {
    const res = await post(base, '/api/2025-01/graphql.json', { query: LISTING });
    expect(res.status).toBe(200);
    return { cache: res.headers.get('x-cache'), product: ((await res.json()) as { data: { product: Listed } }).data.product };
  };
  const stockOf = async (variantId: string) =>
    Number((await admin.query<{ quantity: number }>(`SELECT quantity FROM ${schema}.inventory WHERE variant_id = $1`, [variantId])).rows[0]?.quantity);
  const setStock = (variantId: string, quantity: number) => admin.query(`UPDATE ${schema}.inventory SET quantity = $2 WHERE variant_id = $1`, [variantId, quantity]);
  const helmetLine = async () => {
    const { product } = await listing(a);
    const variant = product.variants.nodes[0]!;
    return { productId: product.id, variantId: variant.id, item: cartItem(product.id, variant.id, 1, variant.price.amount) };
  };

  it('when the same Idempotency-Key is sent to both replicas, then the order is charged once and both answer with it', async () => {
    const { variantId, item } = await helmetLine();
    await setStock(variantId, 10);
    const paidBefore = Number((await admin.query(`SELECT count(*) AS n FROM ${schema}.orders WHERE status = 'paid'`)).rows[0].n);
    const body = checkoutBody([item]);
    const headers = { 'Idempotency-Key': 'across-replicas-1' };
    // At once: one claims the key; the other waits it out (409) or replays the finished order.
    const [first, second] = await Promise.all([post(a, '/api/shopify/process-payment', body, headers), post(b, '/api/shopify/process-payment', body, headers)]);
    const statuses = [first.status, second.status].sort();
    expect([[201, 201], [201, 409]]).toContainEqual(statuses);
    const winner = (first.status === 201 ? await first.json() : await second.json()) as { order: { name: string } };
    // Afterwards either replica replays the same order.
    for (const base of [a, b]) {
      const again = await post(base, '/api/shopify/process-payment', body, headers);
      expect(again.status).toBe(201);
      expect(((await again.json()) as { order: { name: string } }).order.name).toBe(winner.order.name);
    }
    expect(Number((await admin.query(`SELECT count(*) AS n FROM ${schema}.orders WHERE status = 'paid'`)).rows[0].n)).toBe(paidBefore + 1);
    expect(await stockOf(variantId)).toBe(9);
  });

  it('when a client alternates between the replicas, then the rate limit counts both together', async () => {
    const message = { name: 'Tina Jones', email: 'tina@example.com', phone: '479-555-0100', subject: 'Chaps sizing', category: 'order', message: 'Do the chaps run small?' };
    // The contact limit is 5 per 15 minutes per address: alone, each replica would allow 5.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(i % 2 === 0 ? a : b, '/api/contact', message)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await post(a, '/api/contact', message)).status).toBe(429);
  });

  it('when an order on one replica takes the last unit, then the other replica stops serving its cached answer', async () => {
    const { variantId, item } = await helmetLine();
    await setStock(variantId, 1);
    // A fresh answer on b showing the unit, then b's cache holding it.
    await waitUntil(async () => (await listing(b)).product.availableForSale, 'b to see the unit in stock');
    await waitUntil(async () => (await listing(b)).cache === 'HIT', 'b to answer from its cache');
    const order = await post(a, '/api/shopify/process-payment', checkoutBody([item]));
    expect(order.status).toBe(201);
    expect(await stockOf(variantId)).toBe(0);
    // The purge travels through Redis: b's next answers go from cached (in stock) to fresh (sold out).
    await waitUntil(async () => !(await listing(b)).product.availableForSale, "b's answer to show the helmet sold out");
  });
});
