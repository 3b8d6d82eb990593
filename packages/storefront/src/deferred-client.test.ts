import type { StorefrontClient } from './client';
import { deferredStorefrontClient } from './deferred-client';
import { storefrontEndpoint } from './endpoint';

function fakeClient(answer: unknown): StorefrontClient & { queries: unknown[][]; reported: string[] } {
  const queries: unknown[][] = [];
  const reported: string[] = [];
  return {
    endpoint: 'https://shop.example/api/2025-01/graphql.json',
    queries,
    reported,
    query: async (document, variables, options) => {
      queries.push(options ? [document, variables, options] : [document, variables]);
      return { data: answer as never, error: null };
    },
    reportError: (error, operation) => void reported.push(`${operation}: ${error.message}`),
  };
}

describe('deferredStorefrontClient', () => {
  it('loads nothing until the first query, then answers it with the real client', async () => {
    const real = fakeClient({ shop: { name: 'TJ' } });
    const load = jest.fn(async () => real);
    const client = deferredStorefrontClient('https://shop.example/api/2025-01/graphql.json', load);
    expect(load).not.toHaveBeenCalled();
    expect(client.endpoint).toBe('https://shop.example/api/2025-01/graphql.json');

    await expect(client.query('query Shop { shop { name } }', { a: 1 })).resolves.toEqual({ data: { shop: { name: 'TJ' } }, error: null });
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.queries).toEqual([['query Shop { shop { name } }', { a: 1 }]]);
    // The caller's cache policy reaches the real client.
    await client.query('query Shop { shop { name } }', {}, { cache: 'long' });
    expect(real.queries[1]).toEqual(['query Shop { shop { name } }', {}, { cache: 'long' }]);
  });

  it('loads once for queries made together and for a warm-up before them', async () => {
    const real = fakeClient({ ok: true });
    const load = jest.fn(async () => real);
    const client = deferredStorefrontClient('e', load);
    const warmed = client.load();
    await Promise.all([client.query('q1'), client.query('q2'), warmed]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.queries.map(([doc]) => doc)).toEqual(['q1', 'q2']);
  });

  it('answers a network error when the code cannot be loaded, and tries again on the next query', async () => {
    const real = fakeClient({ ok: true });
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError: chunk 12 failed')).mockResolvedValue(real);
    const client = deferredStorefrontClient('e', load);

    const failed = await client.query('q');
    expect(failed.data).toBeNull();
    expect(failed.error).toEqual({ kind: 'network', message: 'The Storefront client could not be loaded: ChunkLoadError: chunk 12 failed' });

    await expect(client.query('q')).resolves.toEqual({ data: { ok: true }, error: null });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reports errors through the real client once loaded, and to the console before", async () => {
    const real = fakeClient(null);
    const client = deferredStorefrontClient('e', async () => real);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      client.reportError({ kind: 'graphql', message: 'early' }, 'Products');
      expect(log).toHaveBeenCalledWith('[storefront] Products failed: early');
      await client.load();
      client.reportError({ kind: 'graphql', message: 'late' }, 'Products');
      expect(real.reported).toEqual(['Products: late']);
    } finally {
      log.mockRestore();
    }
  });
});

describe('storefrontEndpoint', () => {
  it("is the gateway's GraphQL path on the origin, trailing slashes dropped", () => {
    expect(storefrontEndpoint('https://shop.example/')).toEqual({
      origin: 'https://shop.example',
      endpoint: 'https://shop.example/api/2025-01/graphql.json',
    });
    expect(storefrontEndpoint('http://127.0.0.1:8080', '2024-10').endpoint).toBe('http://127.0.0.1:8080/api/2024-10/graphql.json');
  });

  it('refuses anything but a bare http(s) origin', () => {
    expect(() => storefrontEndpoint('shop.example')).toThrow(/an origin like "https:\/\/shop.example" is required/);
    expect(() => storefrontEndpoint('https://shop.example/path')).toThrow(/required/);
  });
});
