import { mockStorefront } from '@tjb/test-support';
import { PRIMED_ANSWERS_ID, primedAnswersScript, primedKey } from '@tjb/storefront';

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

  it("when no query has been made, then the client's code is not loaded; the first query loads it and takes the page's primed answer", async () => {
    const query = 'query Shop { shop { name } }';
    document.body.innerHTML = primedAnswersScript([{ key: primedKey(query, {}), data: { shop: { name: "TJ's" } } }]);
    expect(document.getElementById(PRIMED_ANSWERS_ID)).not.toBeNull();
    // Any Storefront request would be recorded here (and any other request fails the test).
    const asked = mockStorefront({});
    const { storefront } = loadModule();
    const client = storefront();
    expect(client.endpoint).toBe(`${window.location.origin}/api/2025-01/graphql.json`);
    expect(createPageClient).not.toHaveBeenCalled();

    await expect(client.query(query)).resolves.toEqual({ data: { shop: { name: "TJ's" } }, error: null });
    expect(createPageClient).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([]);
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
