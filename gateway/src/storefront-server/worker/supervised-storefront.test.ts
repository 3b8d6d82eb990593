import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { generateCatalog } from '../../catalog/seed/generate';
import { createMemoryInventory } from '../../catalog/memory-inventory';
import type { InventoryPort, StockWatcher } from '../../catalog/types';
import { waitUntil } from '../../api/test-support/wait-until';
import { createStorefrontProxy } from '../../proxy/storefront-proxy';
import { startSupervisedStorefront, type SupervisedStorefront } from './supervised-storefront';

const SIZE = 120;

async function listen(app: express.Express) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

describe('embedded Storefront API in a supervised worker', () => {
  let storefront: SupervisedStorefront;
  let gateway: Awaited<ReturnType<typeof listen>>;
  const logLines: Array<Record<string, unknown>> = [];
  let openGate: () => void = () => undefined;
  let gate = Promise.resolve();
  const catalog = generateCatalog({ size: SIZE });
  const inventory = createMemoryInventory(catalog);

  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });
    storefront = await startSupervisedStorefront({
      port: 0, host: '127.0.0.1', catalog: { size: SIZE }, inventory, logger, logLevel: 'silent',
      restartDelayMs: { first: 10, max: 50 },
      beforeRestart: () => gate,
    });
    const app = express();
    app.use(createStorefrontProxy({
      upstreamOrigin: storefront.url, apiVersion: '2025-01', cache: false, logger: pino({ level: 'silent' }),
      retry: { retries: 0 },
      upstreamState: () => ({ available: storefront.available(), retryAfterSeconds: storefront.retryAfterSeconds }),
    }));
    gateway = await listen(app);
  });
  afterAll(async () => {
    await gateway?.close();
    await storefront?.close();
  });

  const ask = (query: string) =>
    fetch(`${gateway.url}/api/2025-01/graphql.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

  it('when it runs, then it answers from the catalogue with live stock from the main thread', async () => {
    const variant = catalog.products[0]!.variants[0]!;
    const res = await ask(`{ product(handle: ${JSON.stringify(catalog.products[0]!.handle)}) { title variants(first: 1) { nodes { quantityAvailable } } } }`);
    const body = (await res.json()) as { data: { product: { title: string; variants: { nodes: Array<{ quantityAvailable: number | null }> } } } };
    expect(body.data.product.title).toBe(catalog.products[0]!.title);
    const quantities = await inventory.quantities([variant.id]);
    expect(body.data.product.variants.nodes[0]!.quantityAvailable).toBe(quantities.get(variant.id) ?? null);
  });

  it('when the worker dies, then the gateway answers 503 with Retry-After until it is back, and the death is logged with its reason', async () => {
    gate = new Promise<void>((resolve) => { openGate = resolve; });
    const startsBefore = storefront.starts();
    await storefront.kill();
    expect(storefront.available()).toBe(false);

    const down = await ask('{ shop { name } }');
    expect(down.status).toBe(503);
    expect(Number(down.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await down.json()).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    expect(logLines.some((l) => l.level === 50 && /embedded Storefront API exited with code \d+; restarting it/.test(String(l.msg)))).toBe(true);

    openGate();
    await storefront.whenAvailable();
    expect(storefront.starts()).toBe(startsBefore + 1);
    const up = await ask('{ shop { name } }');
    expect(up.status).toBe(200);
    expect(((await up.json()) as { data: { shop: { name: string } } }).data.shop.name).toBeTruthy();
  });

  it('when a request asks for six nested pages, then it is refused at once and the worker keeps serving', async () => {
    let inner = 'title';
    for (let i = 5; i >= 0; i -= 1) inner = `${i % 2 === 0 ? 'collections' : 'products'}(first: 250) { edges { node { ${inner} } } }`;
    const startsBefore = storefront.starts();
    const res = await ask(`{ ${inner} }`);
    expect(((await res.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('MAX_COST_EXCEEDED');
    expect((await ask('{ shop { name } }')).status).toBe(200);
    expect(storefront.starts()).toBe(startsBefore);
  });
});

describe('the supervised worker and an inventory that tells each change of stock (InventoryPort.watch)', () => {
  const catalog = generateCatalog({ size: SIZE });
  const stock = new Map<string, number>(catalog.products.flatMap((p) => p.variants.map((v) => [v.id, 5] as const)));
  let soldOutReads = 0;
  let watcher: StockWatcher | null = null;
  // The shop database as the main thread sees it: the worker reaches it only through the supervisor.
  const inventory: InventoryPort = {
    quantities: async (ids) => new Map(ids.filter((id) => stock.has(id)).map((id) => [id, stock.get(id)!])),
    soldOut: async () => {
      soldOutReads += 1;
      return [...stock].filter(([, q]) => q <= 0).map(([id]) => id);
    },
    watch: async (w) => {
      watcher = w;
      return () => (watcher = null);
    },
  };
  let storefront: SupervisedStorefront;
  beforeAll(async () => {
    storefront = await startSupervisedStorefront({ port: 0, host: '127.0.0.1', catalog: { size: SIZE }, inventory, logger: pino({ level: 'silent' }), logLevel: 'silent' });
  });
  afterAll(() => storefront?.close());

  const inStock = async () => {
    const query = '{ collection(handle: "helmets") { products(first: 250, filters: [{ available: true }]) { nodes { id } } } }';
    const res = await fetch(`${storefront.url}/api/2025-01/graphql.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const body = (await res.json()) as { data: { collection: { products: { nodes: Array<{ id: string }> } } } };
    return body.data.collection.products.nodes.map((n) => n.id);
  };

  it('when no stock changes, then listings do not read the sold-out list again; when a sale is told, then the next listing leaves the product out', async () => {
    await waitUntil(() => watcher !== null, 'the supervisor to watch the stock');
    const before = await inStock();
    await inStock(); // the read after the worker's watch began
    const settled = soldOutReads;
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500)); // 2.5 s in all: past an unwatched snapshot's lifetime
      expect(await inStock()).toEqual(before);
    }
    expect(soldOutReads).toBe(settled);
    const sold = catalog.productById(before[0]!)!;
    for (const v of sold.variants) stock.set(v.id, 0);
    watcher!.changed();
    await waitUntil(async () => !(await inStock()).includes(sold.id), 'the sale to be seen by a listing');
    expect(soldOutReads).toBe(settled + 1);
  });
});
