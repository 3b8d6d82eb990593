import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { ALL_DOCUMENTS } from '@tjb/storefront/documents';
import { generateCatalog } from '../../catalog/seed/generate';
import { createMemoryInventory } from '../../catalog/memory-inventory';
import { createStorefrontProxy } from '../../proxy/storefront-proxy';
import { seededRandom, type SeededRandom } from '../../test-support/seeded-random';
import { startSupervisedStorefront, type SupervisedStorefront } from './supervised-storefront';

const SEED = 0x5eed17;
const CASES = 300;
const SIZE = 300;
/** Hang guards only: a healthy answer takes milliseconds. */
const ANSWER_BOUND_MS = 30_000;
const RSS_GROWTH_BOUND = 768 * 1024 * 1024;

const PRODUCT_FIELDS = ['id', 'title', 'handle', 'description', 'descriptionHtml', 'vendor', 'productType', 'tags', 'availableForSale', 'createdAt', 'nope', '__typename', 'totalInventory'];

function weirdValue(r: SeededRandom): unknown {
  return r.pick<() => unknown>([
    () => null, () => r.int(-1e6, 1e6), () => 2 ** 53 + 7, () => -1, () => 1e308, () => r.text(r.int(0, 40)), () => r.text(20_000),
    () => [r.int(0, 9), 'x'], () => ({ nested: { deeper: [r.text(5)] } }), () => true, () => '', () => 'gid://shopify/Product/../../etc',
  ])();
}

function connections(r: SeededRandom, levels: number, first: () => number): string {
  let inner = r.pick(['title', 'id', 'handle', '__typename']);
  for (let i = levels - 1; i >= 0; i -= 1) {
    const field = i % 2 === 0 ? 'collections' : 'products';
    inner = r.chance(0.5) ? `${field}(first: ${first()}) { nodes { ${inner} } }` : `${field}(first: ${first()}) { edges { cursor node { ${inner} } } }`;
  }
  return inner;
}

/** One generated request body, and what kind of case it is (for the failure message). */
function generate(r: SeededRandom): { kind: string; body: unknown } {
  const sizes = () => r.pick([0, 1, 3, 50, 250, 251, -5]);
  switch (r.int(0, 9)) {
    case 0:
      return { kind: 'deep', body: { query: `{ ${connections(r, r.int(1, 14), sizes)} }` } };
    case 1: {
      const fields = Array.from({ length: r.int(1, 400) }, () => r.pick(PRODUCT_FIELDS)).join(' ');
      return { kind: 'wide', body: { query: `{ products(first: ${sizes()}) { nodes { ${fields} } } }` } };
    }
    case 2: {
      const n = r.int(1, 120);
      return { kind: 'aliased', body: { query: `{ ${Array.from({ length: n }, (_, i) => `a${i}: products(first: ${sizes()}) { nodes { title } }`).join(' ')} }` } };
    }
    case 3:
      return { kind: 'fragment cycle', body: { query: '{ products(first: 5) { nodes { ...A } } } fragment A on Product { title ...B } fragment B on Product { handle ...A }' } };
    case 4:
      return { kind: 'huge string', body: { query: `{ products(first: 5, query: ${JSON.stringify(r.text(r.int(1000, 60_000)))}) { nodes { title } } }` } };
    case 5: {
      const [name, document] = r.pick(Object.entries(ALL_DOCUMENTS));
      const variables = Object.fromEntries(['first', 'after', 'query', 'handle', 'cartId', 'lines', 'lineIds', 'input', 'sortKey', 'productsFirst', 'reverse'].filter(() => r.chance(0.6)).map((k) => [k, weirdValue(r)]));
      return { kind: `bad variables for ${name}`, body: { query: document, variables: r.chance(0.1) ? weirdValue(r) : variables, operationName: r.chance(0.1) ? r.text(8) : undefined } };
    }
    case 6:
      return { kind: 'garbage', body: { query: r.text(r.int(1, 300)) } };
    case 7:
      return { kind: 'not a query', body: r.pick([{ query: weirdValue(r) }, {}, [], { variables: {} }, { query: '' }, { query: '{ shop { name } }', variables: [1, 2] }]) };
    case 8:
      return { kind: 'search', body: { query: `{ search(query: ${JSON.stringify(r.text(r.int(0, 200)))}, first: ${sizes()}, productFilters: [{ available: true }]) { totalCount nodes { ... on Product { title } } } }` } };
    default:
      return { kind: 'cart mutation', body: { query: ALL_DOCUMENTS.CartCreate, variables: { input: { lines: Array.from({ length: r.int(0, 30) }, () => ({ merchandiseId: weirdValue(r), quantity: weirdValue(r) })) } } } };
  }
}

describe('Storefront endpoint fuzz (seeded)', () => {
  let storefront: SupervisedStorefront;
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    const catalog = generateCatalog({ size: SIZE });
    storefront = await startSupervisedStorefront({ port: 0, host: '127.0.0.1', catalog: { size: SIZE }, inventory: createMemoryInventory(catalog), logger: pino({ level: 'silent' }), logLevel: 'silent' });
    const app = express();
    app.use(createStorefrontProxy({
      upstreamOrigin: storefront.url, apiVersion: '2025-01', cache: true, logger: pino({ level: 'silent' }),
      upstreamState: () => ({ available: storefront.available(), retryAfterSeconds: storefront.retryAfterSeconds }),
    }));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/2025-01/graphql.json`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    await storefront?.close();
  });

  it(`when ${CASES} generated documents arrive, then each is answered with GraphQL errors or data, the worker never dies and memory stays bounded`, async () => {
    const r = seededRandom(SEED);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const kinds = new Map<string, number>();
    for (let i = 0; i < CASES; i += 1) {
      const { kind, body } = generate(r);
      const label = `case ${i} (${kind}, seed ${SEED})`;
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(ANSWER_BOUND_MS) });
      const answer = (await res.json()) as { data?: unknown; errors?: unknown };
      if (![200, 400, 413].includes(res.status)) throw new Error(`${label}: status ${res.status}`);
      const errors = Array.isArray(answer.errors) ? (answer.errors as Array<{ message?: unknown }>) : null;
      const ok = (errors !== null && errors.length > 0 && errors.every((e) => typeof e.message === 'string' && e.message !== 'Internal error'))
        || (answer.errors === undefined && answer.data !== undefined && answer.data !== null)
        || (res.status === 400 && typeof answer.errors === 'object' && answer.errors !== null);
      if (!ok) throw new Error(`${label}: not a GraphQL answer: ${JSON.stringify(answer).slice(0, 300)}`);
      kinds.set(kind.split(' for ')[0]!, (kinds.get(kind.split(' for ')[0]!) ?? 0) + 1);
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }
    expect(storefront.starts()).toBe(1);
    expect(storefront.available()).toBe(true);
    expect(rssPeak - rssBefore).toBeLessThan(RSS_GROWTH_BOUND);
    expect(kinds.size).toBeGreaterThanOrEqual(9);
    const after = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ shop { name } }' }) });
    expect(((await after.json()) as { data: { shop: { name: string } } }).data.shop.name).toBeTruthy();
  }, 300_000);
});
