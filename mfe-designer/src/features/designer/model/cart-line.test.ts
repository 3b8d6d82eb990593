import { buildCustomCartLine } from './cart-line';
import { INITIAL_DESIGN } from './design';

describe('buildCustomCartLine', () => {
  it('when a black hoodie has text and a preset, then the line has the exact spec 001 §3 shape', () => {
    const line = buildCustomCartLine(
      { ...INITIAL_DESIGN, garmentId: 'hoodie', colorId: 'black', presetId: 'winged-wheel', text: 'Ride\nFree' },
      1718000000000,
      '/api/designs/d1/preview',
    );
    expect(line).toEqual({
      shopifyProductId: 'custom-hoodie-1718000000000',
      shopifyVariantId: 'custom-variant-hoodie-black-1718000000000',
      quantity: 1,
      price: '45.99',
      productData: {
        title: 'Custom Hoodie - "Ride Free" - Winged Wheel',
        handle: 'custom-hoodie',
        image: '/api/designs/d1/preview',
        productType: 'Custom Apparel',
      },
      variantData: {
        title: 'Black - Hoodie',
        selectedOptions: [
          { name: 'Color', value: 'Black' },
          { name: 'Garment', value: 'Hoodie' },
          { name: 'Custom Text', value: 'Ride\nFree' },
          { name: 'Design', value: 'Winged Wheel' },
        ],
      },
    });
  });

  it('when there is no text and no preset, then the title is the garment alone and those options are left out', () => {
    const line = buildCustomCartLine({ ...INITIAL_DESIGN, garmentId: 'tanktop', colorId: 'navy', text: '   ' }, 5, null);
    expect(line?.productData.title).toBe('Custom Tank Top');
    expect(line?.price).toBe('22.99');
    expect(line?.variantData?.selectedOptions).toEqual([
      { name: 'Color', value: 'Navy' },
      { name: 'Garment', value: 'Tank Top' },
    ]);
  });

  it.each([
    ['tshirt', '25.99'],
    ['hoodie', '45.99'],
    ['tanktop', '22.99'],
    ['longsleeve', '29.99'],
    ['vest', '39.99'],
    ['jacket', '79.99'],
  ])('when the garment is %s, then the price is %s without a dollar sign', (garmentId, price) => {
    expect(buildCustomCartLine({ ...INITIAL_DESIGN, garmentId }, 1, null)?.price).toBe(price);
  });

  it('when no garment is found, then there is no line', () => {
    expect(buildCustomCartLine({ ...INITIAL_DESIGN, garmentId: 'kilt' }, 1, null)).toBeUndefined();
  });
});
