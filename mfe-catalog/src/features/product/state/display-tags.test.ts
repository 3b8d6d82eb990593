import { displayTags, tagLabel } from './display-tags';

describe('product tags in the shopper\'s words', () => {
  it('when a tag is a subtype or category slug, then it shows as the shop names it', () => {
    expect(tagLabel('mens-textile-jackets')).toBe("Men's Textile Jackets");
    expect(tagLabel('shirts-flannels')).toBe('Shirts & Flannels');
    expect(tagLabel('leather')).toBe('Leather');
  });

  it('when a tag is another slug, then it shows word by word', () => {
    expect(tagLabel('free-shipping')).toBe('Free Shipping');
    expect(tagLabel('full-face')).toBe('Full Face');
    expect(tagLabel('womens')).toBe("Women's");
  });

  it('when a tag is already words, then it stays as written', () => {
    expect(tagLabel('Made in USA')).toBe('Made in USA');
  });

  it('when tags repeat in other spellings or are the hidden ones, then each shows once and the hidden ones not at all', () => {
    expect(displayTags(['free-shipping', 'Free Shipping', 'renegade classics', 'Shopify Collective', 'mens-textile-jackets'])).toEqual([
      'Free Shipping',
      "Men's Textile Jackets",
    ]);
  });
});
