import { compileQuery } from 'graphql-jit';
import { execute } from 'graphql';
import { ALL_DOCUMENTS } from '@tjb/storefront/documents';
import { generateCatalog } from '../catalog';
import { createMemoryInventory } from '../catalog/memory-inventory';
import { createCartStore } from './cart/cart-store';
import { createGraphqlExecutor } from './graphql-handler';
import { createStorefrontHandler, startEmbeddedStorefront } from './index';
import { createStockSource } from './stock';
import { WARM_UP_QUERIES, warmQueryPaths } from './warm-up';

jest.mock('graphql-jit', () => {
  const actual = jest.requireActual<typeof import('graphql-jit')>('graphql-jit');
  return { ...actual, compileQuery: jest.fn(actual.compileQuery) };
});
jest.mock('./warm-up', () => {
  const actual = jest.requireActual<typeof import('./warm-up')>('./warm-up');
  return { ...actual, warmQueryPaths: jest.fn(actual.warmQueryPaths) };
});
jest.mock('graphql', () => {
  const actual = jest.requireActual<typeof import('graphql')>('graphql');
  return { ...actual, execute: jest.fn(actual.execute) };
});

const catalog = generateCatalog({ size: 120 });
const compiledNames = () => (compileQuery as jest.Mock).mock.calls.map((call) => call[2] as string);

const post = (url: string, operationName: string, variables: Record<string, unknown>) =>
  fetch(`${url}/api/2025-01/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: ALL_DOCUMENTS[operationName], operationName, variables }),
  }).then((res) => res.json() as Promise<{ data?: Record<string, unknown>; errors?: unknown }>);

describe('the embedded Storefront server warms its query paths before it listens', () => {
  // First in this file: documents are compiled once per process, so a later test would find them compiled.
  it('when the server listens, then the shop\'s page documents are already compiled, and a shopper\'s first category page runs compiled code', async () => {
    const server = await startEmbeddedStorefront({ port: 0, catalog });
    try {
      const warmed = WARM_UP_QUERIES.map((q) => q.operationName);
      expect(warmQueryPaths).toHaveBeenCalledTimes(1);
      expect([...new Set(compiledNames())].sort()).toEqual([...warmed].sort());
      const compiles = (compileQuery as jest.Mock).mock.calls.length;
      (execute as jest.Mock).mockClear();
      const json = await post(server.url, 'CollectionListing', { handle: 'all', first: 9, sortKey: 'PRICE', withProducts: true, withExcerpt: false });
      expect(json.errors).toBeUndefined();
      expect((json.data?.collection as { products: { nodes: unknown[] } }).products.nodes).toHaveLength(9);
      expect((compileQuery as jest.Mock).mock.calls.length).toBe(compiles);
      expect(execute).not.toHaveBeenCalled();
    } finally {
      await server.close();
    }
  });

  it('when the handler is built as a mounted app builds it, or a server is started with warmUp: false, then nothing runs before the first request', async () => {
    (warmQueryPaths as jest.Mock).mockClear();
    // What createEmbeddedStorefrontApp builds: its `ready` is where a warm-up would have run.
    await createStorefrontHandler({ catalog: generateCatalog({ size: 30 }) }).ready;
    const server = await startEmbeddedStorefront({ port: 0, catalog: generateCatalog({ size: 30 }), warmUp: false });
    await server.close();
    expect(warmQueryPaths).not.toHaveBeenCalled();
  });
});

describe('warmQueryPaths', () => {
  const deps = () => ({ catalog, stock: createStockSource(catalog, createMemoryInventory(catalog)), carts: createCartStore() });

  it('when it runs on the generated catalogue, then every query answers without errors, and the listings it asks for have products', async () => {
    const run = createGraphqlExecutor(deps());
    const answers: Array<{ operationName: string; body: string }> = [];
    const problems = await warmQueryPaths(async (body, origin) => {
      const answer = await run(body, origin);
      answers.push({ operationName: (body as { operationName: string }).operationName, body: answer.body });
      return answer;
    }, catalog, 8);
    expect(problems).toEqual([]);
    expect(answers).toHaveLength(8 * WARM_UP_QUERIES.length);
    // Empty answers would warm nothing: most of each kind find products.
    for (const { operationName } of WARM_UP_QUERIES) {
      const found = answers.filter((a) => a.operationName === operationName && /"handle":"/.test(a.body)).length;
      expect(found).toBeGreaterThanOrEqual(6);
    }
  });

  it('when one of the shop\'s documents fails, then the problem is returned for the log and the other queries still run', async () => {
    const run = createGraphqlExecutor(deps());
    let calls = 0;
    const problems = await warmQueryPaths(async (body, origin) => {
      calls += 1;
      if ((body as { operationName: string }).operationName === 'SearchListing') return { status: 200, body: JSON.stringify({ errors: [{ message: 'Field "search" is not defined' }] }) };
      return run(body, origin);
    }, catalog, 2);
    expect(calls).toBe(2 * WARM_UP_QUERIES.length);
    expect(problems).toEqual(['SearchListing answered 200: Field "search" is not defined', 'SearchListing answered 200: Field "search" is not defined']);
  });

  it('when the catalogue is empty, then it asks nothing', async () => {
    const problems = await warmQueryPaths(() => Promise.reject(new Error('asked')), { ...catalog, products: [], collections: [] }, 4);
    expect(problems).toEqual([]);
  });
});
