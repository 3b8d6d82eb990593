import type { StorefrontClient } from '@tjb/storefront';
import { products, wireProduct } from '../../../testing/storefront';
import { loadGarmentPhotos, pickGarmentPhoto, type GarmentPhoto } from './garment-photos';

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

  it('when the Storefront cannot be reached, then the read fails (nothing is kept as "no photos") and the page draws every garment', async () => {
    await expect(loadGarmentPhotos(fakeClient(() => null))).rejects.toThrow('offline');
  });

  it('when only the vests cannot be read, then the shirts still get their pictures', async () => {
    const client = fakeClient((v) => (String(v.query).includes('Vest') ? null : products([wireProduct(1, 'Rider T-Shirt', ['t-shirt'], ['Black'])])));
    expect((await loadGarmentPhotos(client)).map((p) => p.garmentId)).toEqual(['tshirt']);
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
