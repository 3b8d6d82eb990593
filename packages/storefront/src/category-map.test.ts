import {
  ALL_CATEGORIES, ALL_PRODUCT_TYPES, MAIN_CATEGORIES, SHOWCASE_CATEGORY_SLUGS, categoryForProductType, findCategory, findSubtype,
} from './category-map';
import { buildCategoryQuery } from './helpers/category-query';

// The header menus of spec 000 §2.2, as the `type` parameter values.
const HEADER_SUBTYPES: Record<string, string[]> = {
  helmets: ['helmets', 'helmet-accessories', 'goggles', 'sunglasses', 'photochromatic-glasses'],
  jackets: ['mens-leather-jackets', 'mens-textile-jackets', 'mens-jackets', 'womens-leather-jackets', 'womens-textile-jackets'],
  vests: ['mens-leather-vests', 'mens-denim-vests', 'mens-textile-vests', 'womens-leather-vests', 'womens-denim-vests', 'womens-textile-vests'],
  shirts: ['mens-shirts', 'mens-denim-shirt', 'womens-shirts', 'womens-shirts-tops', 'flannel', 'shirts-tops'],
  bottoms: ['chaps-pants', 'chaps', 'unisex-chaps-pants'],
  boots: ['mens-footwear', 'womens-footwear', 'biker-boot-straps', 'boot-clips'],
  luggage: ['saddle-bags', 'swingarm-bags', 'sissy-bar-bags', 'tool-bags', 'windshield-bags', 'sling-thigh-bags', 'magnetic-tank-bags', 'luggage'],
  'bike-gear': ['body-armor', 'rain-suits', 'safety-gloves', 'motorcycle-mounts', 'bike-covers', 'crampbuster', 'rubber-shift-sock', 'lever-cover', 'v-twin-skin', 'leather-skin'],
  accessories: ['patches', 'guardian-bells', 'bravo-bells', 'eagle-novelty', 'german-novelty', 'rings', 'bracelets', 'necklaces-chokers',
    'wallet-chains-key-leashes', 'jewelry', 'vest-extenders', 'zipper-pulls', 'laces', 'spikes-beads', 'whips', 'flags', 'headwraps', 'bandanas',
    'hats', 'headbands', 'hairtubes', 'full-face-masks', 'half-face-masks', 'neck-gaiters', 'cooldanna', 'zanheadgear', 'kids-leather',
    'biker-accessories', 'mobile-phone-cases', 'miscellaneous'],
};

describe('category map', () => {
  it('when the header menus are checked, then every subtype is mapped into its category', () => {
    for (const [category, subtypes] of Object.entries(HEADER_SUBTYPES)) {
      const definition = findCategory(category);
      for (const slug of subtypes) {
        const subtype = findSubtype(slug);
        expect({ slug, found: subtype !== undefined }).toEqual({ slug, found: true });
        expect(definition?.subtypes).toContainEqual(subtype);
      }
    }
  });

  it('when every category page of the spec is looked up, then it exists, aliases included', () => {
    const pages = ['helmets', 'jackets', 'leather', 'leather-jackets', 'chaps', 'womens-gear', 'gloves-gear', 'patches', 'rings', 'jewelry', 'bells',
      'vests', 'bottoms', 'shirts', 'shirts-flannels', 'boots', 'luggage', 'bike-gear', 'whips', 'apparel', 'accessories'];
    for (const slug of pages) expect(findCategory(slug)?.subtypes.length).toBeGreaterThan(0);
    expect(findCategory('leather')?.slug).toBe('leather-jackets');
    expect(findCategory('rings')?.slug).toBe('jewelry');
    expect(SHOWCASE_CATEGORY_SLUGS.every((s) => findCategory(s))).toBe(true);
  });

  it('when product types are mapped, then each belongs to exactly one main category, case-insensitively', () => {
    expect(new Set(ALL_PRODUCT_TYPES).size).toBe(ALL_PRODUCT_TYPES.length);
    for (const type of ALL_PRODUCT_TYPES) {
      expect(MAIN_CATEGORIES.filter((c) => c.subtypes.some((s) => s.productType === type))).toHaveLength(1);
    }
    expect(categoryForProductType("men's leather jackets")?.slug).toBe('jackets');
    expect(categoryForProductType('Spaceships')).toBeUndefined();
    expect(MAIN_CATEGORIES.reduce((sum, c) => sum + (c.seedCount ?? 0), 0)).toBe(1163);
    expect(ALL_CATEGORIES.every((c) => c.name && c.tagline)).toBe(true);
  });

  it('when a category query is built, then it ORs the product types, or narrows to a subtype or style', () => {
    expect(buildCategoryQuery('bottoms')).toBe(
      'product_type:"Chaps & Pants" OR product_type:"Chaps" OR product_type:"Unisex Chaps & Pants" OR product_type:"Men\'s Jeans" OR product_type:"Women\'s Jeans" OR product_type:"Women\'s Shorts" OR product_type:"Women\'s Cargo Pants & Skirts"',
    );
    expect(buildCategoryQuery('jackets', 'mens-leather-jackets')).toBe('product_type:"Men\'s Leather Jackets"');
    expect(buildCategoryQuery('helmets', 'full-face')).toMatch(/^\(product_type:"Helmets" OR .*\) AND tag:"full-face"$/);
    expect(buildCategoryQuery('helmets', 'who-knows')).toBe(buildCategoryQuery('helmets'));
    expect(buildCategoryQuery('spaceships')).toBeNull();
  });
});
