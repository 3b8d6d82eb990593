import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { generateCatalog } from '../../catalog/seed/generate';
import { createMemoryInventory } from '../../catalog/memory-inventory';
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
