import type { StorefrontClient } from '@tjb/storefront';
import { loadGarmentPhotos, pickGarmentPhoto, type GarmentPhoto } from './garment-photos';

const money = (amount: string) => ({ amount, currencyCode: 'USD' });

/** A product as the Storefront answers the Products query, one variant per colour, each with its picture. */
function wireProduct(n: number, title: string, tags: string[], colors: string[]) {
  const image = (c: string) => ({ id: `img-${n}-${c}`, url: `/media/products/p-${n}/${c}.svg`, altText: `${title} ${c}`, width: 800, height: 800 });
  return {
    id: `gid://shopify/Product/${n}`, title, handle: `p-${n}`, description: '', descriptionHtml: '', productType: 'Shirts', vendor: 'TJ', tags,
    createdAt: '2025-01-01T00:00:00Z', availableForSale: true, options: [{ name: 'Color', values: colors }],
    featuredImage: image(colors[0]!), images: { nodes: colors.map(image) },
    variants: { nodes: colors.map((c, i) => ({
      id: `gid://shopify/ProductVariant/${n}${i}`, title: c, sku: null, availableForSale: true, quantityAvailable: 3, price: money('20.00'), compareAtPrice: null,
      selectedOptions: [{ name: 'Size', value: 'M' }, { name: 'Color', value: c }], image: image(c),
    })) },
    priceRange: { minVariantPrice: money('20.00'), maxVariantPrice: money('20.00') },
    compareAtPriceRange: { maxVariantPrice: money('0') },
  };
}

function fakeClient(answer: (variables: Record<string, unknown>) => unknown): StorefrontClient & { calls: Array<Record<string, unknown>> } {
  const calls: Array<Record<string, unknown>> = [];
  return {
    calls,
    endpoint: 'http://shop.test/api/2025-01/graphql.json',
    query: async <T>(_document: string, variables: Record<string, unknown> = {}) => {
      calls.push(variables);
      const data = answer(variables);
      return data ? { data: data as T, error: null } : { data: null, error: { kind: 'network' as const, message: 'offline' } };
    },
    reportError: () => undefined,
  };
}

const products = (nodes: unknown[]) => ({ products: { nodes, pageInfo: { hasNextPage: false, endCursor: null } } });

describe('garment photos from the Storefront', () => {
  it('when loaded, then shirts are asked for 50 and vests for 20, by product type, and each garment and colour gets one picture', async () => {
    const client = fakeClient((v) =>
      String(v.query).includes('Vest')
        ? products([wireProduct(3, 'Leather Club Vest', ['leather'], ['Black', 'Brown'])])
        : products([
            wireProduct(1, 'Rider T-Shirt', ['t-shirt'], ['Black', 'White']),
            wireProduct(2, 'Pocket Tee', ['t-shirt'], ['Black']),
            wireProduct(4, 'Armored Flannel', ['armored-flannel'], ['Red Plaid']),
          ]),
    );
    const photos = await loadGarmentPhotos(client);
    expect(client.calls.map((c) => c.first).sort()).toEqual([20, 50]);
    expect(client.calls.every((c) => /product_type:/.test(String(c.query)))).toBe(true);
    expect(photos).toEqual<GarmentPhoto[]>([
      { garmentId: 'tshirt', color: 'Black', url: '/media/products/p-1/Black.svg', alt: 'Rider T-Shirt Black' },
      { garmentId: 'tshirt', color: 'White', url: '/media/products/p-1/White.svg', alt: 'Rider T-Shirt White' },
      { garmentId: 'vest', color: 'Black', url: '/media/products/p-3/Black.svg', alt: 'Leather Club Vest Black' },
      { garmentId: 'vest', color: 'Brown', url: '/media/products/p-3/Brown.svg', alt: 'Leather Club Vest Brown' },
    ]);
  });

  it('when the Storefront cannot be reached, then there are no photos and every garment is drawn', async () => {
    expect(await loadGarmentPhotos(fakeClient(() => null))).toEqual([]);
  });

  it('when a garment and colour are chosen, then only a picture of that garment in exactly that colour is used', () => {
    const photos: GarmentPhoto[] = [
      { garmentId: 'tshirt', color: 'Black', url: '/a.svg', alt: 'a' },
      { garmentId: 'vest', color: 'Brown', url: '/b.svg', alt: 'b' },
    ];
    expect(pickGarmentPhoto(photos, 'tshirt', 'black')?.url).toBe('/a.svg');
    expect(pickGarmentPhoto(photos, 'vest', 'Brown')?.url).toBe('/b.svg');
    expect(pickGarmentPhoto(photos, 'tshirt', 'Red')).toBeNull();
    expect(pickGarmentPhoto(photos, 'hoodie', 'Black')).toBeNull();
  });
});
