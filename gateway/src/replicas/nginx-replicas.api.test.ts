import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { defaultRegistryConfig } from '@tjb/mf-config';
import { freePort } from '@tjb/test-support/free-port';
import { startGatewayProcess, type GatewayProcess } from '../api/test-support/gateway-process';
import { loopbackRequest, type LoopbackResponse } from '../api/test-support/loopback-client';
import { NGINX_BIN, startNginx } from '../api/test-support/nginx-server';
import { startRedisServer } from '../api/test-support/redis-server';
import { cartItem, checkoutBody } from '../api/test-support/test-api';
import { postgresTestUrl } from '../api/test-support/test-database';

const CSV = path.join(__dirname, '..', 'catalog', 'fixtures', 'shopify-products.csv');
const REDIS_BIN = '/usr/bin/redis-server';
const ORIGIN = 'http://shop.test';
const GRAPHQL = '/api/2025-01/graphql.json';
const PAY = '/api/shopify/process-payment';
const LISTING = `query ReplicaListing { product(handle: "outlaw-half-helmet") { id variants(first: 1) { nodes { id price { amount } } } } }`;
const CART_FIELDS = 'id totalQuantity lines(first: 10) { nodes { quantity merchandise { ... on ProductVariant { id } } } }';

// CI sets TEST_DATABASE_URL: then the database is taken as given (a dead server fails the test rather
// than skipping it). Without it, the local server is used if one answers.
const pgUrl = process.env.TEST_DATABASE_URL || postgresTestUrl();
const missing = [NGINX_BIN, REDIS_BIN].filter((bin) => !existsSync(bin));
const skipReason = missing.length > 0
  ? `${missing.join(' and ')} not installed (npm test installs nginx-light and redis-server when run as root)`
  : !pgUrl ? 'no PostgreSQL answered (set TEST_DATABASE_URL)' : null;
if (skipReason) console.warn(`two replicas behind nginx SKIPPED: ${skipReason}`);

/**
 * The README's topology for real: two gateway processes on one PostgreSQL database and one Redis,
 * behind Debian's nginx balancing round robin, all on loopback. Each client plays from its own
 * loopback address, so the rate limits see real, distinct clients through nginx (TRUST_PROXY).
 */
(skipReason ? describe.skip : describe)('two gateway processes behind nginx', () => {
  let admin: Client;
  let schema: string;
  let dir: string;
  let registryFile: string;
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  let a: GatewayProcess | undefined;
  let b: GatewayProcess | undefined;
  let lb: string;
  const died: string[] = [];
  const killedByTest = new Set<string>();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tjb-nginx-replicas-'));
    registryFile = path.join(dir, 'remotes.config.json');
    writeFileSync(registryFile, JSON.stringify(defaultRegistryConfig()));
    admin = new Client({ connectionString: pgUrl });
    await admin.connect();
    schema = `tjb_nginx_replicas_${process.pid}`;
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.query(`CREATE SCHEMA ${schema}`);
    const databaseUrl = new URL(pgUrl!);
    databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
    redis = await startRedisServer(await freePort());
    const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
    const env = (name: string) => ({
      API_PORT: '0', STOREFRONT_PORT: '0', DATA_DIR: path.join(dir, name), REMOTES_CONFIG: registryFile, CATALOG_CSV: CSV,
      DATABASE_URL: databaseUrl.toString(), REDIS_URL: redis!.url, ALLOWED_ORIGINS: ORIGIN, TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_FACTOR: '1', LOG_LEVEL: 'warn',
    });
    // Together, as a deployment starts them: the migrations' advisory lock lets one migrate first.
    [a, b] = await Promise.all([startGatewayProcess(portA, env('a')), startGatewayProcess(portB, env('b'))]);
    nginx = await startNginx({ dir: path.join(dir, 'nginx'), port: portLb, upstreams: [portA, portB] });
    lb = nginx.url;
    for (const [name, replica] of [['a', a], ['b', b]] as const) {
      void replica.exited.then((how) => !killedByTest.has(name) && died.push(`replica ${name} exited (${how}):\n${replica.output().slice(-6000)}`));
    }
  }, 300_000);

  // A replica that died on its own makes every later test fail for a reason they cannot name: say it here.
  beforeEach(() => {
    if (died.length) throw new Error(died.join('\n'));
  });

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill(), nginx?.stop(), redis?.stop()]);
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const post = (base: string, route: string, body: unknown, from: string, headers: Record<string, string> = {}) =>
    loopbackRequest({ url: `${base}${route}`, from, body, headers: { Origin: ORIGIN, ...headers } });
  const graphql = async <T>(base: string, query: string, variables: Record<string, unknown> = {}) => {
    const res = await post(base, GRAPHQL, { query, variables }, '127.0.0.1');
    expect(res.status).toBe(200);
    return res.json<{ data: T }>().data;
  };
  /** Which replica answered, as nginx reports it (a retried request names both, the answering one last). */
  const answeredBy = (res: LoopbackResponse) => String(res.headers['x-upstream']).split(', ').pop();
  const count = async (sql: string, params: unknown[] = []) => Number((await admin.query<{ n: string }>(sql, params)).rows[0]!.n);
  const setStock = (variantId: string, quantity: number) => admin.query(`UPDATE ${schema}.inventory SET quantity = $2 WHERE variant_id = $1`, [variantId, quantity]);
  const stockOf = async (variantId: string) => count(`SELECT quantity AS n FROM ${schema}.inventory WHERE variant_id = $1`, [variantId]);
  const paidOrders = () => count(`SELECT count(*) AS n FROM ${schema}.orders WHERE status = 'paid'`);
  const helmet = async () => {
    const { product } = await graphql<{ product: { id: string; variants: { nodes: Array<{ id: string; price: { amount: string } }> } } }>(a!.url, LISTING);
    const variant = product.variants.nodes[0]!;
    return { variantId: variant.id, body: checkoutBody([cartItem(product.id, variant.id, 1, variant.price.amount)]) };
  };

  /**
   * The one place this test changes the remote registry. Today every replica reads the same
   * REMOTES_CONFIG file on each request; when the registry moves into the database behind a release
   * API, only this function changes.
   */
  const publishRegistry = (remotes: Record<string, string>) => writeFileSync(registryFile, JSON.stringify({ remotes }, null, 2));

  it('when the same Idempotency-Key reaches both replicas at once, then the order is charged once and replayed everywhere', async () => {
    const { variantId, body } = await helmet();
    await setStock(variantId, 10);
    const paidBefore = await paidOrders();
    const headers = { 'Idempotency-Key': 'nginx-replicas-1' };
    const [first, second] = await Promise.all([post(a!.url, PAY, body, '127.0.1.1', headers), post(b!.url, PAY, body, '127.0.1.1', headers)]);
    // One claims the key; the other waits it out (409, try again) or replays the finished order.
    expect([[201, 201], [201, 409]]).toContainEqual([first.status, second.status].sort());
    const name = (first.status === 201 ? first : second).json<{ order: { name: string } }>().order.name;
    const replays = [];
    for (let i = 0; i < 4; i += 1) replays.push(await post(lb, PAY, body, '127.0.1.1', headers));
    expect(replays.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(replays.map((r) => r.json<{ order: { name: string } }>().order.name))).toEqual(new Set([name]));
    expect(new Set(replays.map(answeredBy))).toEqual(new Set([`127.0.0.1:${a!.port}`, `127.0.0.1:${b!.port}`]));
    expect(await paidOrders()).toBe(paidBefore + 1);
    expect(await stockOf(variantId)).toBe(9);
  });

  it('when one client alternates between the replicas through nginx, then the rate limit counts both and keys on that client alone', async () => {
    const message = { name: 'Tina Jones', email: 'tina@example.com', phone: '479-555-0100', subject: 'Chaps sizing', category: 'order', message: 'Do the chaps run small?' };
    // The contact limit is 5 per 15 minutes per address: alone, each replica would let this client send 5.
    const sent: LoopbackResponse[] = [];
    for (let i = 0; i < 6; i += 1) sent.push(await post(lb, '/api/contact', message, '127.0.2.1'));
    expect(sent.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(new Set(sent.map(answeredBy)).size).toBe(2);
    // nginx replaces a client's own X-Forwarded-For, so a made-up address does not reset the count…
    expect((await post(lb, '/api/contact', message, '127.0.2.1', { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(429);
    // …and another client behind the same nginx has its own count.
    expect((await post(lb, '/api/contact', message, '127.0.2.2')).status).toBe(201);
  });

  it('when 40 buyers split over both replicas race for 5 units, then exactly 5 are sold and the stock ends at 0', async () => {
    const { variantId, body } = await helmet();
    await setStock(variantId, 5);
    const paidBefore = await paidOrders();
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => post(lb, PAY, body, `127.0.3.${i + 1}`)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(35);
    expect(new Set(responses.map(answeredBy)).size).toBe(2);
    expect(await stockOf(variantId)).toBe(0);
    expect(await paidOrders()).toBe(paidBefore + 5);
  }, 300_000);

  it('when a cart is made through the Storefront API on one replica, then the other replica reads and changes the same cart', async () => {
    const { variantId } = await helmet();
    await setStock(variantId, 10);
    const lines = [{ merchandiseId: variantId, quantity: 1 }];
    const created = await graphql<{ cartCreate: { cart: { id: string } } }>(a!.url, `mutation ($lines: [CartLineInput!]!) { cartCreate(input: { lines: $lines }) { cart { id } userErrors { message } } }`, { lines });
    const cartId = created.cartCreate.cart.id;
    const added = await graphql<{ cartLinesAdd: { cart: { totalQuantity: number } | null } }>(
      b!.url, `mutation ($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { cart { ${CART_FIELDS} } userErrors { message } } }`, { id: cartId, lines },
    );
    expect(added.cartLinesAdd.cart?.totalQuantity).toBe(2);
    const seen = await graphql<{ cart: { totalQuantity: number; lines: { nodes: Array<{ quantity: number; merchandise: { id: string } }> } } | null }>(
      a!.url, `query ($id: ID!) { cart(id: $id) { ${CART_FIELDS} } }`, { id: cartId },
    );
    expect(seen.cart?.totalQuantity).toBe(2);
    expect(seen.cart?.lines.nodes).toEqual([{ quantity: 2, merchandise: { id: variantId } }]);
  });

  it('when the remote registry changes, then both replicas serve the new one at once', async () => {
    const entry = '/remotes/mfe-catalog-2/remoteEntry.js';
    const original = JSON.parse(readFileSync(registryFile, 'utf8')) as { remotes: Record<string, string> };
    publishRegistry({ ...original.remotes, catalog: entry });
    for (const replica of [a!, b!]) {
      const res = await loopbackRequest({ url: `${replica.url}/mf/registry.json` });
      expect(res.status).toBe(200);
      expect(res.json<{ remotes: Array<{ key: string; entry: string }> }>().remotes).toContainEqual(expect.objectContaining({ key: 'catalog', entry }));
    }
  });

  it('when one replica is killed under load, then no acknowledged order is lost and the other keeps serving', async () => {
    const { variantId, body } = await helmet();
    await setStock(variantId, 1000);
    const total = 40;
    const killAt = 8;
    const acknowledged: Array<{ name: string; by: string | undefined }> = [];
    const refused: number[] = [];
    let next = 0;
    let killed: Promise<string> | undefined;
    const byB = `127.0.0.1:${b!.port}`;
    // Four shoppers at a time, each order from its own address; b dies once 8 orders are confirmed, b's
    // among them (so it was serving its share when it went).
    const shopper = async () => {
      while (next < total) {
        const i = next++;
        const res = await post(lb, PAY, body, `127.0.4.${i + 1}`);
        if (res.status === 201) acknowledged.push({ name: res.json<{ order: { name: string } }>().order.name, by: answeredBy(res) });
        else refused.push(res.status);
        if (!killed && acknowledged.length >= killAt && acknowledged.some((o) => o.by === byB)) {
          killedByTest.add('b');
          killed = b!.kill();
        }
      }
    };
    await Promise.all([shopper(), shopper(), shopper(), shopper()]);
    expect(await killed).toBe('SIGKILL');
    // Only requests b had in hand when it died may fail, and only as a bad gateway: never a wrong answer.
    expect(refused.filter((s) => s !== 502)).toEqual([]);
    expect(acknowledged.length + refused.length).toBe(total);
    // Every order a shopper was told about is paid in the shared database.
    const names = acknowledged.map((o) => o.name);
    expect(await count(`SELECT count(*) AS n FROM ${schema}.orders WHERE status = 'paid' AND name = ANY($1)`, [names])).toBe(names.length);
    // With b gone every order goes to a, through nginx, without an error.
    const after: LoopbackResponse[] = [];
    for (let i = 0; i < 6; i += 1) after.push(await post(lb, PAY, body, `127.0.5.${i + 1}`));
    expect(after.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(after.map(answeredBy))).toEqual(new Set([`127.0.0.1:${a!.port}`]));
  }, 300_000);
});
