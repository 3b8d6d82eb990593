import type { Catalog, CatalogProduct, CatalogVariant } from '../../catalog/types';

let nextId = 1;

export function testVariant(overrides: Partial<CatalogVariant> & { id: string }): CatalogVariant {
  return {
    title: 'Default Title',
    sku: `TJB-${overrides.id.split('/').pop() ?? '0'}`,
    priceCents: 1000,
    compareAtPriceCents: null,
    selectedOptions: [{ name: 'Title', value: 'Default Title' }],
    imageId: null,
    initialQuantity: 10,
    requiresShipping: true,
    ...overrides,
  };
}

export function testProduct(overrides: Partial<CatalogProduct> & { handle: string; title: string }): CatalogProduct {
  const n = nextId++;
  return {
    id: `gid://shopify/Product/${9000 + n}`,
    description: `${overrides.title}, built for the road.`,
    descriptionHtml: `<p>${overrides.title}, built for the road.</p>`,
    productType: 'Accessories',
    vendor: "TJ's Biker Gear",
    tags: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    options: [{ id: `gid://shopify/ProductOption/${n}`, name: 'Title', values: ['Default Title'] }],
    variants: [testVariant({ id: `gid://shopify/ProductVariant/${9000 + n}` })],
    images: [{ id: `gid://shopify/ProductImage/${n}`, url: `/media/products/${overrides.handle}/1.svg`, altText: overrides.title, width: 800, height: 800 }],
    seo: { title: null, description: null },
    ...overrides,
  };
}

export function catalogOf(products: CatalogProduct[]): Catalog {
  const byId = new Map(products.map((p) => [p.id, p]));
  const byHandle = new Map(products.map((p) => [p.handle, p]));
  const variants = new Map(products.flatMap((product) => product.variants.map((variant) => [variant.id, { product, variant }] as const)));
  return {
    products,
    collections: [],
    productById: (id) => byId.get(id),
    productByHandle: (handle) => byHandle.get(handle),
    variantById: (id) => variants.get(id),
  };
}

/** Ids the tests refer to by name. */
export const IDS = {
  jacket: 'gid://shopify/Product/1001',
  jacketM: 'gid://shopify/ProductVariant/2001',
  jacketL: 'gid://shopify/ProductVariant/2002',
  helmet: 'gid://shopify/Product/1002',
  helmetVariant: 'gid://shopify/ProductVariant/2003',
  patch: 'gid://shopify/Product/1003',
  patchVariant: 'gid://shopify/ProductVariant/2004',
  lastUnit: 'gid://shopify/Product/1004',
  lastUnitVariant: 'gid://shopify/ProductVariant/2005',
} as const;

/** A Bundle Studio bundle of this catalogue, as POST /api/bundle-visualization/purchase takes it. */
export const VISUALIZATION_BUNDLE = { items: [{ categoryId: 'helmets', productId: IDS.helmet, quantity: 1 }] } as const;

/**
 * A small hand-made catalogue: a jacket with two sizes (L sold out), a featured helmet, a cheap patch
 * and a product with 10 units for the concurrency test.
 */
export function createTestCatalog(): Catalog {
  return catalogOf([
    testProduct({
      id: IDS.jacket,
      handle: 'road-warrior-leather-jacket',
      title: 'Road Warrior Leather Jacket',
      productType: 'Mens Leather Jackets',
      vendor: 'Renegade Classics',
      tags: ['leather', 'new'],
      options: [
        { id: 'gid://shopify/ProductOption/1', name: 'Size', values: ['M', 'L'] },
        { id: 'gid://shopify/ProductOption/2', name: 'Color', values: ['Black'] },
      ],
      variants: [
        testVariant({ id: IDS.jacketM, title: 'M / Black', sku: 'RW-M-BLK', priceCents: 24999, compareAtPriceCents: 29999, initialQuantity: 5,
          selectedOptions: [{ name: 'Size', value: 'M' }, { name: 'Color', value: 'Black' }] }),
        testVariant({ id: IDS.jacketL, title: 'L / Black', sku: 'RW-L-BLK', priceCents: 24999, compareAtPriceCents: 29999, initialQuantity: 0,
          selectedOptions: [{ name: 'Size', value: 'L' }, { name: 'Color', value: 'Black' }] }),
      ],
    }),
    testProduct({
      id: IDS.helmet,
      handle: 'iron-cross-full-face-helmet',
      title: 'Iron Cross Full-Face Helmet',
      productType: 'Helmets',
      tags: ['featured', 'dot'],
      variants: [testVariant({ id: IDS.helmetVariant, priceCents: 18999, initialQuantity: 50 })],
    }),
    testProduct({
      id: IDS.patch,
      handle: 'eagle-back-patch',
      title: 'Eagle Back Patch',
      productType: 'Patches',
      variants: [testVariant({ id: IDS.patchVariant, priceCents: 1250, initialQuantity: 1000 })],
    }),
    testProduct({
      id: IDS.lastUnit,
      handle: 'limited-run-saddlebag',
      title: 'Limited Run Saddlebag',
      productType: 'Saddle Bags',
      variants: [testVariant({ id: IDS.lastUnitVariant, priceCents: 12950, initialQuantity: 10 })],
    }),
  ]);
}
