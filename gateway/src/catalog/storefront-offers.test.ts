import { storefrontOffers } from './storefront-offers';

const variant = (id: string, over: Record<string, unknown> = {}) => ({
  id, title: 'M / Black', availableForSale: true, quantityAvailable: 4, price: { amount: '129.50' }, selectedOptions: [{ name: 'Size', value: 'M' }], image: null, ...over,
});

function answering(nodes: unknown[]) {
  const fetchImpl = jest.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify({ data: { nodes } }), { status: 200 }));
  return { fetchImpl, offers: storefrontOffers({ upstreamOrigin: 'http://127.0.0.1:9', apiVersion: '2025-01', token: 't' }, fetchImpl as unknown as typeof fetch) };
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
    const { offers, fetchImpl } = answering([null]);
    const snapshot = await offers.snapshot(['gid://shopify/Product/8', 'custom-hoodie-1', 'gid://shopify/Product/8']);
    expect(snapshot.products.productById('gid://shopify/Product/8')).toBeUndefined();
    expect(JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body)).variables).toEqual({ ids: ['gid://shopify/Product/8'] });
  });

  it('when the store cannot be reached, then the snapshot fails rather than selling at a guessed price', async () => {
    const offers = storefrontOffers({ upstreamOrigin: 'http://127.0.0.1:9', apiVersion: '2025-01' }, (async () => { throw new TypeError('fetch failed'); }) as typeof fetch);
    await expect(offers.snapshot(['gid://shopify/Product/7'])).rejects.toThrow('Storefront request failed');
  });
});
