import { ALL_CATEGORIES, MAIN_CATEGORIES, categoryForProductType } from '@tjb/storefront/category-map';
import { DEFAULT_CATALOG_SIZE, generateCatalog } from './generate';

describe('seeded catalogue generator', () => {
  const catalog = generateCatalog();

  it('when generated twice with the same seed, then the catalogues are identical', () => {
    const again = generateCatalog();
    expect(JSON.stringify(again.products)).toBe(JSON.stringify(catalog.products));
    expect(JSON.stringify(generateCatalog({ seed: 7 }).products)).not.toBe(JSON.stringify(catalog.products));
  });

  it("when generated with the default size, then every category has the spec's count", () => {
    expect(DEFAULT_CATALOG_SIZE).toBe(1163);
    expect(catalog.products).toHaveLength(1163);
    const counts = new Map<string, number>();
    for (const p of catalog.products) {
      const slug = categoryForProductType(p.productType)?.slug ?? 'unmapped';
      counts.set(slug, (counts.get(slug) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({
      helmets: 127, jackets: 156, vests: 89, bottoms: 73, 'shirts-flannels': 134, boots: 91, luggage: 84, 'bike-gear': 267, accessories: 142,
    });
  });

  it('when generated, then every header subtype is present as a product type', () => {
    const types = new Set(catalog.products.map((p) => p.productType));
    for (const category of MAIN_CATEGORIES) {
      for (const subtype of category.subtypes) expect(types).toContain(subtype.productType);
    }
  });

  it('when generated, then products look like a real shop (options, variants, images, prices, tags, vendors)', () => {
    const vendors = new Set(catalog.products.map((p) => p.vendor));
    expect(vendors).toContain('Renegade Classics');
    expect(vendors.size).toBeGreaterThanOrEqual(5);
    for (const p of catalog.products) {
      expect(p.variants.length).toBeGreaterThanOrEqual(1);
      expect(p.variants.length).toBeLessThanOrEqual(10);
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(10);
      expect(p.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
      expect(p.handle).toMatch(/^[a-z0-9-]+$/);
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.descriptionHtml).toMatch(/^<p>.+<\/ul>$/);
      for (const v of p.variants) {
        expect(v.priceCents).toBeGreaterThan(0);
        if (v.compareAtPriceCents !== null) expect(v.compareAtPriceCents).toBeGreaterThan(v.priceCents);
        expect(v.selectedOptions.map((o) => o.name)).toEqual(p.options.map((o) => o.name));
      }
    }
    const optionNames = new Set(catalog.products.flatMap((p) => p.options.map((o) => o.name)));
    expect([...optionNames].sort()).toEqual(['Color', 'Size', 'Title']);
    const tags = new Set(catalog.products.flatMap((p) => p.tags));
    for (const tag of ['new', 'bestseller', 'featured', 'free-shipping', 'warranty', 'helmets', 'full-face']) expect(tags).toContain(tag);
    expect(catalog.products.filter((p) => p.tags.includes('featured')).length).toBeGreaterThanOrEqual(12);
    expect(catalog.products.some((p) => p.variants.some((v) => v.compareAtPriceCents !== null))).toBe(true);
    expect(catalog.products.some((p) => p.variants.every((v) => v.initialQuantity === 0))).toBe(true);
    expect(catalog.products.some((p) => p.variants.some((v) => v.initialQuantity === 0) && p.variants.some((v) => v.initialQuantity > 0))).toBe(true);
  });

  it('when generated, then handles and ids are unique and the look-ups find them', () => {
    expect(new Set(catalog.products.map((p) => p.handle)).size).toBe(catalog.products.length);
    const variantIds = catalog.products.flatMap((p) => p.variants.map((v) => v.id));
    expect(new Set(variantIds).size).toBe(variantIds.length);
    const sample = catalog.products[42]!;
    expect(catalog.productByHandle(sample.handle)).toBe(sample);
    expect(catalog.productById(sample.id)).toBe(sample);
    expect(catalog.variantById(sample.variants[0]!.id)?.product).toBe(sample);
    expect(catalog.productById('gid://shopify/Collection/1001')).toBeUndefined();
  });

  it('when generated, then variants point at the image of their color', () => {
    const product = catalog.products.find((p) => p.options.some((o) => o.name === 'Color' && o.values.length > 1))!;
    for (const v of product.variants) {
      const image = product.images.find((i) => i.id === v.imageId);
      const color = v.selectedOptions.find((o) => o.name === 'Color')!.value;
      expect(image?.altText).toBe(`${product.title} in ${color}`);
      expect(image?.url).toMatch(new RegExp(`^/media/products/${product.handle}/\\d+\\.svg$`));
    }
  });

  it('when generated, then there is one collection per category', () => {
    for (const category of ALL_CATEGORIES) {
      const collection = catalog.collections.find((c) => c.handle === category.slug);
      expect(collection?.title).toBe(category.name);
    }
    expect(catalog.collections.find((c) => c.handle === 'helmets')?.productIds).toHaveLength(127);
    expect(catalog.collections.every((c) => c.image === null || c.image.url.startsWith('/media/products/'))).toBe(true);
  });

  it('when a bigger size is asked, then it keeps the proportions, and bad sizes are refused', () => {
    const big = generateCatalog({ size: 5000 });
    expect(big.products).toHaveLength(5000);
    expect(big.products.filter((p) => categoryForProductType(p.productType)?.slug === 'bike-gear').length).toBe(Math.round((267 * 5000) / 1163));
    expect(() => generateCatalog({ size: 0 })).toThrow(/catalog size/);
    expect(() => generateCatalog({ size: 100_001 })).toThrow(/catalog size/);
  });

  it('when serialised, then derived fields are written like plain objects', () => {
    const json = JSON.parse(JSON.stringify(catalog.products[0]));
    expect(json.descriptionHtml).toContain('<li>');
    expect(json.variants[0].id).toMatch(/ProductVariant/);
    expect(json.images[0].url).toMatch(/^\/media\//);
    expect(json.options[0].id).toMatch(/ProductOption/);
  });
});
