import { hasProductPage } from './line-options';

describe('hasProductPage', () => {
  it('when the line is a gift card, then it has no product page to link to', () => {
    expect(hasProductPage({ shopifyProductId: 'gift-card-5000-1718000000000', productData: { title: 'Gift Card $50 for Sam', handle: 'gift-card', image: null, productType: 'Gift Card' } })).toBe(false);
  });

  it('when the line is a catalogue product, then it links to its page', () => {
    expect(hasProductPage({ shopifyProductId: 'gid://shopify/Product/1', productData: { title: 'Helmet', handle: 'road-helmet', image: null, productType: 'helmets' } })).toBe(true);
  });
});
