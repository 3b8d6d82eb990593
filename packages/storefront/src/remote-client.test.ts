import { mockStorefront } from '@tjb/test-support';
import { createStorefrontClient } from './client';
import { remoteStorefront, StorefrontLoadError, unwrap } from './remote-client';

/** A remote's access with its page client's loader watched: it must not load before the first query. */
function access() {
  const createPageClient = jest.fn(async () => createStorefrontClient());
  return { createPageClient, ...remoteStorefront(createPageClient) };
}

describe("a remote's Storefront access", () => {
  it("when no query has been made, then the client's code is not loaded; the first query loads it and asks the gateway", async () => {
    const asked = mockStorefront({ Shop: { shop: { name: "TJ's" } } });
    const { storefront, createPageClient } = access();
    const client = storefront();
    expect(client.endpoint).toBe(`${window.location.origin}/api/2025-01/graphql.json`);
    expect(createPageClient).not.toHaveBeenCalled();

    await expect(client.query('query Shop { shop { name } }')).resolves.toEqual({ data: { shop: { name: "TJ's" } }, error: null });
    expect(createPageClient).toHaveBeenCalledTimes(1);
    expect(asked.map((c) => c.url)).toEqual([`${window.location.origin}/api/2025-01/graphql.json`]);
    expect(storefront()).toBe(client);
  });

  it('when warmed after the page settles, then the code loads once, before any query', async () => {
    const { storefront, warm, createPageClient } = access();
    warm();
    warm();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(createPageClient).toHaveBeenCalledTimes(1);
    storefront();
    expect(createPageClient).toHaveBeenCalledTimes(1);
  });

  it('when a test sets a client, then that client is used and nothing is loaded', () => {
    const { setClient, storefront, warm, createPageClient } = access();
    const fake = { endpoint: 'x', query: jest.fn(), reportError: jest.fn() };
    setClient(fake);
    warm();
    expect(storefront()).toBe(fake);
    expect(createPageClient).not.toHaveBeenCalled();
    setClient(undefined);
    expect(storefront()).not.toBe(fake);
  });

  it("when the server render resolves the request's own client, then that one wins over a test's and the page's", () => {
    const { setClient, setResolver, storefront, createPageClient } = access();
    const request = { endpoint: 'request', query: jest.fn(), reportError: jest.fn() };
    setClient({ endpoint: 'test', query: jest.fn(), reportError: jest.fn() });
    setResolver(() => request);
    expect(storefront()).toBe(request);
    setResolver(() => undefined);
    expect(storefront().endpoint).toBe('test');
    expect(createPageClient).not.toHaveBeenCalled();
  });

  it('when a read failed, then unwrap throws its error for the query to show; an answer passes through', () => {
    expect(unwrap({ ok: true, data: [1] })).toEqual([1]);
    const failed = () => unwrap({ ok: false, data: [], error: { kind: 'http', status: 502, message: 'Bad gateway' } });
    expect(failed).toThrow(StorefrontLoadError);
    expect(failed).toThrow('Bad gateway');
  });
});
