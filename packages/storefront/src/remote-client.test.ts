import { mockStorefront } from '@tjb/test-support';

// The page's client module, watched: it must not be loaded before the first query.
const createPageClient = jest.fn();
jest.mock('./page-client', () => {
  const actual = jest.requireActual('./page-client');
  return { createPageClient: () => (createPageClient(), actual.createPageClient()) };
});

const loadModule = () => {
  let mod!: typeof import('./storefront-client');
  jest.isolateModules(() => {
    mod = require('./storefront-client');
  });
  return mod;
};

describe("the catalogue's page Storefront client", () => {
  beforeEach(() => {
    createPageClient.mockClear();
    document.body.innerHTML = '';
  });

  it("when no query has been made, then the client's code is not loaded; the first query loads it and asks the gateway", async () => {
    const asked = mockStorefront({ Shop: { shop: { name: "TJ's" } } });
    const { storefront } = loadModule();
    const client = storefront();
    expect(client.endpoint).toBe(`${window.location.origin}/api/2025-01/graphql.json`);
    expect(createPageClient).not.toHaveBeenCalled();

    await expect(client.query('query Shop { shop { name } }')).resolves.toEqual({ data: { shop: { name: "TJ's" } }, error: null });
    expect(createPageClient).toHaveBeenCalledTimes(1);
    expect(asked.map((c) => c.url)).toEqual([`${window.location.origin}/api/2025-01/graphql.json`]);
    expect(storefront()).toBe(client);
  });

  it('when warmed after the page settles, then the code loads once, before any query', async () => {
    const { storefront, warmStorefront } = loadModule();
    warmStorefront();
    warmStorefront();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(createPageClient).toHaveBeenCalledTimes(1);
    storefront();
    expect(createPageClient).toHaveBeenCalledTimes(1);
  });

  it('when a test or the server sets a client, then that client is used and nothing is loaded', () => {
    const { setStorefrontClient, storefront, warmStorefront } = loadModule();
    const fake = { endpoint: 'x', query: jest.fn(), reportError: jest.fn() };
    setStorefrontClient(fake);
    warmStorefront();
    expect(storefront()).toBe(fake);
    expect(createPageClient).not.toHaveBeenCalled();
  });
});
