import { http, HttpResponse, server } from '@tjb/test-support';
import { storefrontOffers } from './storefront-offers';

// The store on the shared fake network (MSW): the offers ask it as they ask a real one, over fetch.
const STORE = { upstreamOrigin: 'http://store.test', apiVersion: '2025-01', token: 't' };
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const variant = (id: string, over: Record<string, unknown> = {}) => ({
  id, title: 'M / Black', availableForSale: true, quantityAvailable: 4, price: { amount: '129.50' }, selectedOptions: [{ name: 'Size', value: 'M' }], image: null, ...over,
});

/** The store answers every query with `nodes`; returns the offers and the requests it received. */
function answering(nodes: unknown[]) {
  const requests: Array<{ body: { variables: unknown }; token: string | null }> = [];
  server.use(
    http.post('http://store.test/api/2025-01/graphql.json', async ({ request }) => {
      requests.push({ body: (await request.json()) as { variables: unknown }, token: request.headers.get('X-Shopify-Storefront-Access-Token') });
      return HttpResponse.json({ data: { nodes } });
    }),
  );
  return { requests, offers: storefrontOffers(STORE) };
}

const product = (variants: unknown[]) => ({
  id: 'gid://shopify/Product/7', handle: 'road-vest', title: 'Road Vest', productType: 'Vests', images: { nodes: [] }, variants: { nodes: variants },
});

describe('a real store\'s offers', () => {
  it('when the store answers, then prices are in cents and stock follows quantityAvailable and availableForSale', async () => {
    const { offers } = answering([
      product([
        variant('gid://shopify/ProductVariant/1'),
        variant('gid://shopify/ProductVariant/2', { availableForSale: false, quantityAvailable: 3 }),
        variant('gid://shopify/ProductVariant/3', { quantityAvailable: null }),
      ]),
    ]);
    const snapshot = await offers.snapshot(['gid://shopify/Product/7']);
    expect(snapshot.products.variantById('gid://shopify/ProductVariant/1')?.variant.priceCents).toBe(12950);
    expect([...snapshot.stock]).toEqual([['gid://shopify/ProductVariant/1', 4], ['gid://shopify/ProductVariant/2', 0]]);
    expect(snapshot.stockHeldHere).toBe(false);
  });

  it('when an id is unknown to the store or not a product, then it is left out and nothing is asked for the rest', async () => {
    const { offers, requests } = answering([null]);
    const snapshot = await offers.snapshot(['gid://shopify/Product/8', 'custom-hoodie-1', 'gid://shopify/Product/8']);
    expect(snapshot.products.productById('gid://shopify/Product/8')).toBeUndefined();
    expect(requests.map((r) => r.body.variables)).toEqual([{ ids: ['gid://shopify/Product/8'] }]);
    expect(requests[0]?.token).toBe('t');
  });

  it('when the store cannot be reached, then the snapshot fails rather than selling at a guessed price', async () => {
    server.use(http.post('http://store.test/api/2025-01/graphql.json', () => HttpResponse.error()));
    const offers = storefrontOffers(STORE);
    await expect(offers.snapshot(['gid://shopify/Product/7'])).rejects.toThrow('Storefront request failed');
  });
});
