import { createTestCatalog } from '../api/test-support/test-catalog';
import { CUSTOM_GARMENTS, customGarmentForProductId } from './custom-apparel';
import { resolveLine } from './pricing';

const catalog = createTestCatalog();

describe('custom garment pricing on the server', () => {
  it.each([
    ['custom-tshirt-1718000000000', 2599],
    ['custom-t-shirt-1718000000000', 2599],
    ['custom-hoodie-1718000000000', 4599],
    ['custom-tanktop-1718000000000', 2299],
    ['custom-longsleeve-1718000000000', 2999],
    ['custom-vest-1718000000000', 3999],
    ['custom-jacket-1718000000000', 7999],
  ])('when a designer line is %s, then it costs %i cents from the server table', (productId, cents) => {
    const garment = customGarmentForProductId(productId);
    expect(garment?.priceCents).toBe(cents);
    expect(resolveLine(catalog, productId, 'custom-variant-x-black-1718000000000')).toEqual({ kind: 'custom', garment, unitPriceCents: cents });
  });

  it('when the table is read, then it holds the six garments of spec 001 §9 at their prices', () => {
    expect(CUSTOM_GARMENTS.map((g) => [g.name, g.priceCents])).toEqual([
      ['T-Shirt', 2599],
      ['Hoodie', 4599],
      ['Tank Top', 2299],
      ['Long Sleeve', 2999],
      ['Vest', 3999],
      ['Jacket', 7999],
    ]);
  });

  it.each([
    ['an unknown garment', 'custom-kilt-1718000000000', 'custom-variant-kilt-black-1'],
    ['no timestamp', 'custom-hoodie', 'custom-variant-hoodie-black-1'],
    ['a variant id given as the product id', 'custom-variant-hoodie-1718000000000', 'custom-variant-hoodie-black-1'],
    ['a catalogue variant id', 'custom-hoodie-1718000000000', 'gid://shopify/ProductVariant/1'],
  ])('when a custom line has %s, then it is not sold', (_what, productId, variantId) => {
    expect(resolveLine(catalog, productId, variantId)).toBeUndefined();
  });
});
