import { buildCatalog } from '../../catalog/build-catalog';
import { collectionsFor } from '../../catalog/collections';
import { createMemoryInventory } from '../../catalog/memory-inventory';
import { createRandom, type Random } from '../../catalog/seed/random';
import { generateCatalog } from '../../catalog/seed/generate';
import type { Catalog, CatalogProduct, CatalogVariant } from '../../catalog/types';
import type { StorefrontContext } from '../context';
import { groupOf, type Facet, type ProductFilterInput } from '../facets';
import { productMetafieldValue, LISTING_METAFIELD_NAMESPACE, PRODUCT_METAFIELDS } from '../metafields';
import { listProducts, type ProductSort } from '../product-list';
import type { Ordinals } from '../search/postings';
import { productIndex } from '../search/product-index';
import { createStockSource } from '../stock';
import { filteredProducts } from './filtered-products';
import { listingMemo } from './listing-memo';

/*
 * The straightforward scan the indexed listing replaced (filters as closures over product objects,
 * facets counted by filtering the whole list again per facet), kept as the reference its answers
 * must equal.
 */
type Availability = (product: CatalogProduct) => boolean;
type Test = (product: CatalogProduct) => boolean;
const ci = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function testOf(filter: ProductFilterInput, isAvailable: Availability): Test {
  if (typeof filter.available === 'boolean') return (p) => isAvailable(p) === filter.available;
  if (filter.price) {
    const min = Math.round((filter.price.min ?? 0) * 100);
    const max = filter.price.max === null || filter.price.max === undefined ? Infinity : Math.round(filter.price.max * 100);
    return (p) => p.variants.some((v) => v.priceCents >= min && v.priceCents <= max);
  }
  if (filter.productType) return (p) => ci(p.productType, filter.productType as string);
  if (filter.productVendor) return (p) => ci(p.vendor, filter.productVendor as string);
  if (filter.tag) return (p) => p.tags.some((t) => ci(t, filter.tag as string));
  const metafield = filter.productMetafield;
  if (metafield) return (p) => productMetafieldValue(p, metafield.namespace, metafield.key) === metafield.value;
  const option = filter.variantOption;
  if (option) return (p) => p.variants.some((v) => v.selectedOptions.some((o) => ci(o.name, option.name) && ci(o.value, option.value)));
  return () => true;
}

function groups(filters: readonly ProductFilterInput[], isAvailable: Availability): Map<string, Test> {
  const byGroup = new Map<string, Test[]>();
  for (const filter of filters) {
    const key = groupOf(filter);
    if (key) byGroup.set(key, [...(byGroup.get(key) ?? []), testOf(filter, isAvailable)]);
  }
  return new Map([...byGroup].map(([key, tests]) => [key, (p: CatalogProduct) => tests.some((t) => t(p))]));
}

function countList(products: CatalogProduct[], valuesOf: (p: CatalogProduct) => string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of products) for (const value of new Set(valuesOf(p))) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

const listFacet = (id: string, label: string, counts: Map<string, number>, input: (value: string) => object, sort = true): Facet => ({
  id, label, type: 'LIST', presentation: 'TEXT',
  values: [...counts].sort(sort ? (a, b) => a[0].localeCompare(b[0]) : () => 0).map(([value, count]) => ({
    id: `${id}.${value.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, label: value, count, input: JSON.stringify(input(value)),
  })),
});

function scanFacets(base: CatalogProduct[], filters: readonly ProductFilterInput[], isAvailable: Availability): Facet[] {
  const active = groups(filters, isAvailable);
  const except = (key: string) => {
    const others = [...active].filter(([k]) => k !== key).map(([, t]) => t);
    return others.length === 0 ? base : base.filter((p) => others.every((t) => t(p)));
  };
  const inStock = except('available');
  const available = inStock.filter(isAvailable).length;
  const priced = except('price');
  const maxCents = priced.reduce((m, p) => Math.max(m, ...p.variants.map((v) => v.priceCents)), 0);
  const optionNames = [...new Set(base.flatMap((p) => p.options.map((o) => o.name)))].filter((n) => n !== 'Title');
  return [
    {
      id: 'filter.v.availability', label: 'Availability', type: 'LIST', presentation: 'TEXT',
      values: [
        { id: 'filter.v.availability.1', label: 'In stock', count: available, input: JSON.stringify({ available: true }) },
        { id: 'filter.v.availability.0', label: 'Out of stock', count: inStock.length - available, input: JSON.stringify({ available: false }) },
      ],
    },
    {
      id: 'filter.v.price', label: 'Price', type: 'PRICE_RANGE', presentation: 'TEXT',
      values: [{ id: 'filter.v.price', label: 'Price', count: 0, input: JSON.stringify({ price: { min: 0, max: maxCents / 100 } }) }],
    },
    listFacet('filter.p.product_type', 'Product type', countList(except('productType'), (p) => (p.productType ? [p.productType] : [])), (v) => ({ productType: v })),
    listFacet('filter.p.vendor', 'Brand', countList(except('productVendor'), (p) => [p.vendor]), (v) => ({ productVendor: v })),
    listFacet('filter.p.tag', 'Tags', countList(except('tag'), (p) => p.tags), (v) => ({ tag: v })),
    ...optionNames.map((name) => listFacet(
      `filter.v.option.${name.toLowerCase()}`, name,
      countList(except(`option:${name.toLowerCase()}`), (p) => p.variants.flatMap((v) => v.selectedOptions.filter((o) => o.name === name).map((o) => o.value))),
      (value) => ({ variantOption: { name: name.toLowerCase(), value } }),
      false,
    )),
    ...PRODUCT_METAFIELDS.map(({ key, label, test }): Facet => {
      const within = except(`metafield:${LISTING_METAFIELD_NAMESPACE}.${key}`);
      const yes = within.filter(test).length;
      const input = (value: boolean) => JSON.stringify({ productMetafield: { namespace: LISTING_METAFIELD_NAMESPACE, key, value: String(value) } });
      return {
        id: `filter.p.m.${LISTING_METAFIELD_NAMESPACE}.${key}`, label, type: 'BOOLEAN', presentation: 'TEXT',
        values: [
          { id: `filter.p.m.${LISTING_METAFIELD_NAMESPACE}.${key}.true`, label: 'Yes', count: yes, input: input(true) },
          { id: `filter.p.m.${LISTING_METAFIELD_NAMESPACE}.${key}.false`, label: 'No', count: within.length - yes, input: input(false) },
        ],
      };
    }),
  ];
}

/** Generated variants derive fields from getters, which a spread would drop. */
const plainVariant = (v: CatalogVariant): CatalogVariant => ({
  id: v.id, title: v.title, sku: v.sku, priceCents: v.priceCents, compareAtPriceCents: v.compareAtPriceCents,
  selectedOptions: v.selectedOptions, imageId: v.imageId, initialQuantity: v.initialQuantity, requiresShipping: v.requiresShipping,
});

/**
 * A generated catalogue with the shapes it never makes itself: products without a type, vendor or
 * variants, repeated and differently cased tags, options listed colour first, an option name in
 * lower case, gaps between variant prices.
 */
function oddCatalogue(rng: Random): Catalog {
  const products = generateCatalog({ size: 1500, seed: 77 }).products.map((p): CatalogProduct => {
    const plain: CatalogProduct = {
      id: p.id, handle: p.handle, title: p.title, description: p.description, descriptionHtml: p.descriptionHtml,
      productType: p.productType, vendor: p.vendor, tags: p.tags, createdAt: p.createdAt, updatedAt: p.updatedAt,
      options: p.options, variants: p.variants, images: p.images, seo: p.seo,
    };
    if (rng.chance(0.03)) plain.productType = '';
    if (rng.chance(0.03)) plain.vendor = '';
    if (rng.chance(0.05) && p.tags.length > 0) plain.tags = [...p.tags, p.tags[0]!, p.tags[0]!.toUpperCase()];
    if (rng.chance(0.05)) plain.options = [...p.options].reverse();
    if (rng.chance(0.03)) plain.variants = p.variants.map((v) => ({ ...plainVariant(v), selectedOptions: v.selectedOptions.map((o) => ({ name: o.name.toLowerCase(), value: o.value })) }));
    if (rng.chance(0.05)) plain.variants = p.variants.map((v, i) => ({ ...plainVariant(v), priceCents: v.priceCents + i * 4000 }));
    if (rng.chance(0.02)) {
      plain.variants = [];
      plain.options = [];
    }
    return plain;
  });
  return buildCatalog(products, collectionsFor(products, '2025-01-01T00:00:00.000Z'));
}

const caseMix = (rng: Random, value: string) => (rng.chance(0.3) ? value.toUpperCase() : value);

function randomFilter(rng: Random, catalog: Catalog): ProductFilterInput {
  const p = rng.pick(catalog.products);
  const variant = p.variants.length > 0 ? rng.pick(p.variants) : null;
  const option = variant ? rng.pick(variant.selectedOptions) : { name: 'Size', value: 'M' };
  const makers: Array<() => ProductFilterInput> = [
    () => ({ available: rng.chance(0.7) }),
    () => ({ price: { min: rng.chance(0.3) ? null : rng.int(0, 150), max: rng.chance(0.3) ? null : rng.int(20, 500) } }),
    () => ({ productType: caseMix(rng, p.productType || 'Helmets') }),
    () => ({ productVendor: caseMix(rng, p.vendor || 'Nobody') }),
    () => ({ tag: caseMix(rng, p.tags.length > 0 ? rng.pick(p.tags) : 'sale') }),
    () => ({ variantOption: { name: caseMix(rng, option.name), value: caseMix(rng, option.value) } }),
    () => ({ productMetafield: { namespace: rng.chance(0.9) ? 'tjb' : 'other', key: rng.pick(['on_sale', 'free_shipping', 'no_such_field']), value: rng.pick(['true', 'false', 'yes']) } }),
    () => ({ tag: 'no-such-tag' }),
    () => ({}),
    // Two kinds in one filter: read as the first, as before.
    () => ({ productType: p.productType || 'Helmets', tag: 'leather', variantOption: { name: 'color', value: 'Black' } }),
  ];
  return rng.pick(makers)();
}

const SORTS: Array<ProductSort | null> = [null, 'PRICE', 'TITLE', 'BEST_SELLING', 'CREATED', 'RELEVANCE', 'VENDOR'];
const QUERIES = [null, null, null, 'leather', 'tag:sale', 'available_for_sale:true', 'helmet OR gloves', 'variants.price:<100'];

describe('listing answers from the facet index and memo equal the straightforward scan', () => {
  const rng = createRandom(9090, 3);
  const catalog = oddCatalogue(rng);
  const index = productIndex(catalog);
  const inventory = createMemoryInventory(catalog);
  const source = createStockSource(catalog, inventory);
  const request = () => ({ catalog, stock: source.forRequest() }) as unknown as StorefrontContext;
  const isAvailable = (p: CatalogProduct) => p.variants.some((v) => (inventory.local!.quantityOf(v) ?? 1) > 0);
  const shuffleStock = () => {
    for (let i = 0; i < 150; i += 1) {
      const p = rng.pick(catalog.products);
      for (const v of p.variants) inventory.set(v.id, rng.chance(0.6) ? 0 : rng.int(1, 9));
    }
  };

  async function byScan(args: { filters: ProductFilterInput[]; query: string | null; sortKey: ProductSort | null; reverse: boolean }, scope?: Ordinals) {
    const { list } = await listProducts(request(), { ...args, scope });
    const base = list.toArray();
    const active = [...groups(args.filters, isAvailable).values()];
    return { ids: base.filter((p) => active.every((t) => t(p))).map((p) => p.id), facets: scanFacets(base, args.filters, isAvailable) };
  }

  async function indexed(args: Parameters<typeof byScan>[0], scope?: Ordinals) {
    const page = await filteredProducts(request(), { ...args, first: 250 }, scope);
    return { ids: page.list.toArray().map((p) => p.id), facets: await page.facets() };
  }

  it('when random filters, queries, orders and scopes meet changing stock, then lists and facets are identical, first time and kept', async () => {
    let filtered = 0;
    for (let i = 0; i < 400; i += 1) {
      if (i % 50 === 25) shuffleStock();
      const collection = rng.chance(0.7) ? rng.pick(catalog.collections) : null;
      const scope = collection ? index.collectionOrdinals(collection) : undefined;
      const args = {
        filters: Array.from({ length: rng.int(0, 4) }, () => randomFilter(rng, catalog)),
        query: rng.pick(QUERIES),
        sortKey: rng.pick(SORTS),
        reverse: rng.chance(0.4),
      };
      const expected = await byScan(args, scope);
      const label = { ...args, collection: collection?.handle };
      expect({ ...label, ...(await indexed(args, scope)) }).toEqual({ ...label, ...expected });
      // Asked again: from the memo, still equal.
      expect({ ...label, ...(await indexed(args, scope)) }).toEqual({ ...label, ...expected });
      if (expected.ids.length > 0 && args.filters.length > 0) filtered += 1;
    }
    expect(filtered).toBeGreaterThan(100);
  });

});

describe('a listing paged by cursor', () => {
  it('when a listing is paged and walked, then it is filtered and sorted once and every page reads the kept answer', async () => {
    const catalog = generateCatalog({ size: 800 });
    const index = productIndex(catalog);
    const source = createStockSource(catalog, createMemoryInventory(catalog));
    const request = () => ({ catalog, stock: source.forRequest() }) as unknown as StorefrontContext;
    const helmets = index.collectionOrdinals(catalog.collections.find((c) => c.handle === 'helmets')!);
    const args = { filters: [{ available: true }], sortKey: 'PRICE' as const, reverse: false };
    let after: string | null = null;
    const seen: string[] = [];
    for (let page = 0; page < 100; page += 1) {
      const { connection } = await filteredProducts(request(), { ...args, first: 7, after }, helmets);
      seen.push(...connection.nodes.map((n) => n.id));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(listingMemo(index).size).toBe(1);
    const flags = await request().stock.availableOrdinals();
    const { list } = await listProducts(request(), { sortKey: 'PRICE', scope: helmets });
    expect(seen.length).toBeGreaterThan(14);
    expect(seen).toEqual(Array.from(list.ords.filter((ord) => flags[ord] === 1), (ord) => catalog.products[ord]!.id));
  });
});
