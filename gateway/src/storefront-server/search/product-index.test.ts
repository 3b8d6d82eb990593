import { createMemoryInventory } from '../../catalog/memory-inventory';
import { createRandom, type Random } from '../../catalog/seed/random';
import { generateCatalog } from '../../catalog/seed/generate';
import type { Catalog, CatalogProduct } from '../../catalog/types';
import type { StorefrontContext } from '../context';
import { gidNumber, paginate, type PageArgs } from '../pagination';
import { listProducts, productConnection, type ProductSort } from '../product-list';
import { createStockSource } from '../stock';
import { matches, relevance } from './matcher';
import { productIndex } from './product-index';
import { parseSearchQuery } from './query-parser';

/**
 * The indexed query path against the brute force it replaced (every product through the matcher,
 * the catalogue sorted by comparators), for a few hundred random queries: same products, same
 * order, same pages and cursors.
 */
const numericId = (p: CatalogProduct) => Number(gidNumber(p.id)) || 0;
const minPrice = (p: CatalogProduct) => p.variants.reduce((m, v) => Math.min(m, v.priceCents), Infinity);
const salesRank = (p: CatalogProduct) => (p.tags.includes('bestseller') ? 1_000_000 : 0) + ((numericId(p) * 2654435761) % 1_000_000);
const byString = (f: (p: CatalogProduct) => string) => (a: CatalogProduct, b: CatalogProduct) =>
  f(a).localeCompare(f(b), 'en', { sensitivity: 'base' }) || numericId(a) - numericId(b);
const byNumber = (f: (p: CatalogProduct) => number) => (a: CatalogProduct, b: CatalogProduct) => f(a) - f(b) || numericId(a) - numericId(b);
const COMPARATORS: Partial<Record<ProductSort, (a: CatalogProduct, b: CatalogProduct) => number>> = {
  ID: byNumber(numericId), TITLE: byString((p) => p.title), PRODUCT_TYPE: byString((p) => p.productType), VENDOR: byString((p) => p.vendor),
  UPDATED_AT: byString((p) => p.updatedAt), CREATED_AT: byString((p) => p.createdAt), CREATED: byString((p) => p.createdAt), PRICE: byNumber(minPrice),
  BEST_SELLING: (a, b) => salesRank(b) - salesRank(a) || numericId(a) - numericId(b),
};
const SORTS = [...Object.keys(COMPARATORS), 'RELEVANCE'] as ProductSort[];

interface Options { query: string; sortKey?: ProductSort; reverse?: boolean }

const sortedCatalogue = new Map<ProductSort, CatalogProduct[]>();

function bruteForce(catalog: Catalog, isAvailable: (p: CatalogProduct) => boolean, opts: Options & { scope?: CatalogProduct[] }): CatalogProduct[] {
  const tree = parseSearchQuery(opts.query);
  const sort = opts.sortKey ?? (opts.scope ? null : 'ID');
  let items = opts.scope ?? catalog.products;
  if (opts.scope) {
    const compare = sort === null ? undefined : COMPARATORS[sort];
    if (compare) items = [...items].sort(compare);
  } else {
    const key = sort === 'RELEVANCE' && !tree ? 'ID' : sort!;
    const compare = COMPARATORS[key];
    if (compare && !sortedCatalogue.has(key)) sortedCatalogue.set(key, [...items].sort(compare));
    items = sortedCatalogue.get(key) ?? items;
  }
  items = items.filter((p) => matches(p, tree, { isAvailable }));
  if (sort === 'RELEVANCE' && tree) items = [...items].sort((a, b) => relevance(b, tree) - relevance(a, tree));
  return opts.reverse ? [...items].reverse() : items;
}

/** Random queries in Shopify's syntax built from the catalogue's own words, types, tags and vendors. */
function randomQuery(rng: Random, catalog: Catalog, depth = 0): string {
  const p = rng.pick(catalog.products);
  const words = `${p.title} ${p.description} ${p.vendor}`.split(/[^A-Za-z0-9'-]+/).filter(Boolean);
  const word = rng.pick(words);
  const leaves = [
    () => word.toLowerCase(),
    () => word.slice(0, rng.int(1, Math.max(1, word.length))),
    () => `${word}s`,
    () => `${word.slice(0, 3).toUpperCase()}*`,
    () => `"${p.title.split(' ').slice(0, rng.int(2, 3)).join(' ')}"`,
    () => `title:${word}`,
    () => `title:"${p.title.split(' ').slice(-2).join(' ')}"`,
    () => `product_type:"${p.productType}"`,
    () => `product_type:${p.productType.slice(0, 4)}*`,
    () => `product_type:${p.productType.replace(/\W.*/, '')},${rng.pick(catalog.products).productType.replace(/\W.*/, '')}`,
    () => `tag:${rng.pick(p.tags)}`,
    () => `tag:${rng.pick(p.tags).slice(0, 3)}*`,
    () => rng.pick(['tag:*', 'vendor:*', 'product_type:*', 'title:*', 'available_for_sale:*']),
    () => `tag_not:${rng.pick(['new', 'sale', 'featured', 'bestseller'])}`,
    () => `vendor:"${p.vendor}"`,
    () => `vendor:${p.vendor.slice(0, 5).toLowerCase()}*`,
    () => `variants.price:${rng.pick(['<', '<=', '>', '>=', ''])}${rng.pick([20, 49.99, 100, 250, (p.variants[0]?.priceCents ?? 0) / 100])}`,
    () => `available_for_sale:${rng.pick(['true', 'false', 'TRUE'])}`,
    () => `created_at:${rng.pick(['>', '<', '>=', ''])}${rng.pick(['2024-06-01', '2024-11', p.createdAt.slice(0, 10), 'now', 'garbage'])}`,
    () => `updated_at:<${p.updatedAt}`,
    () => rng.pick(['color_family:blue', 't-shirt', "men's", 'zzqqx', 'long-sleeve', '---', 'leather jackets']),
  ];
  const leaf = () => rng.pick(leaves)();
  if (depth >= 2 || rng.chance(0.35)) return leaf();
  const parts = Array.from({ length: rng.int(2, 3) }, () => (rng.chance(0.3) ? randomQuery(rng, catalog, depth + 1) : leaf()));
  const joined = parts.map((x, i) => (i > 0 && rng.chance(0.2) ? `-${x.startsWith('-') ? x.slice(1) : x}` : x));
  const op = rng.pick([' ', ' AND ', ' OR ']);
  const text = joined.join(op);
  return rng.chance(0.2) ? `NOT (${text})` : depth > 0 ? `(${text})` : text;
}

describe('product index: the indexed query path gives what the brute-force scan gives', () => {
  const catalog = generateCatalog({ size: 2000 });
  const inventory = createMemoryInventory(catalog);
  const rng = createRandom(4242, 1);
  for (let i = 0; i < 300; i += 1) {
    const p = rng.pick(catalog.products);
    for (const v of p.variants) if (rng.chance(0.7)) inventory.set(v.id, 0);
  }
  const source = createStockSource(catalog, inventory);
  const ctx = { catalog, stock: source.forRequest() } as unknown as StorefrontContext;
  const isAvailable = (p: CatalogProduct) => p.variants.some((v) => (inventory.local!.quantityOf(v) ?? 1) > 0);
  const ids = (items: Array<{ id: string }>) => items.map((p) => p.id);

  it('when random queries are run with every sort key, both ways, then the lists are identical', async () => {
    let nonEmpty = 0;
    for (let i = 0; i < 300; i += 1) {
      const opts: Options = { query: randomQuery(rng, catalog), sortKey: rng.chance(0.1) ? undefined : rng.pick(SORTS), reverse: rng.chance(0.5) };
      const expected = ids(bruteForce(catalog, isAvailable, opts));
      const { list } = await listProducts(ctx, opts);
      expect({ ...opts, ids: ids(list.toArray()) }).toEqual({ ...opts, ids: expected });
      if (expected.length > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('when a common word prefix meets a narrow filter, then looking it up for the few candidates gives the same list', async () => {
    // Prefixes shared by many words ("ro" → road, roadhouse, rocker…) against one product type or tag.
    for (const prefix of ['ro', 'cl', 'le', 'ri', 'he', 'b', 'st']) {
      for (const filter of ['product_type:"Rain Suits"', 'tag:warranty', 'vendor:"Steel Saddle" tag:sale', '(product_type:Goggles OR product_type:Chaps)']) {
        for (const sortKey of ['RELEVANCE', 'PRICE'] as ProductSort[]) {
          const opts: Options = { query: `${prefix} ${filter}`, sortKey, reverse: false };
          const { list } = await listProducts(ctx, opts);
          expect({ ...opts, ids: ids(list.toArray()) }).toEqual({ ...opts, ids: ids(bruteForce(catalog, isAvailable, opts)) });
        }
      }
    }
  });

  it('when a collection is searched and sorted, then its own order and filters are kept', async () => {
    for (let i = 0; i < 80; i += 1) {
      const collection = rng.pick(catalog.collections);
      const scope = collection.productIds.map((id) => catalog.productById(id)!);
      const opts: Options = { query: rng.chance(0.3) ? '' : randomQuery(rng, catalog), sortKey: rng.chance(0.3) ? undefined : rng.pick(SORTS), reverse: rng.chance(0.5) };
      const { list } = await listProducts(ctx, { ...opts, scope: productIndex(catalog).collectionOrdinals(collection) });
      expect({ ...opts, collection: collection.handle, ids: ids(list.toArray()) }).toEqual({ ...opts, collection: collection.handle, ids: ids(bruteForce(catalog, isAvailable, { ...opts, scope })) });
    }
  });

  it('when pages are followed with first/after and last/before, then pages, cursors and pageInfo match', async () => {
    for (let i = 0; i < 40; i += 1) {
      // Mostly narrow queries: walking a 2,000-product list a page at a time is slow in a test.
      const opts: Options = { query: i < 3 ? '' : `${randomQuery(rng, catalog)} ${rng.pick(['tag:new', 'product_type:Helmets', 'tag:sale', 'vendor:"Renegade Classics"'])}`, sortKey: rng.pick(SORTS), reverse: rng.chance(0.5) };
      const expected = bruteForce(catalog, isAvailable, opts);
      const { list } = await listProducts(ctx, opts);
      const size = rng.int(1, 40);
      const compare = (args: PageArgs) => {
        const mine = productConnection(list, args);
        const theirs = paginate(expected, args, (p) => gidNumber(p.id));
        expect({ args, edges: mine.edges.map((e) => [e.cursor, e.node.id]), pageInfo: mine.pageInfo })
          .toEqual({ args, edges: theirs.edges.map((e) => [e.cursor, e.node.id]), pageInfo: theirs.pageInfo });
        return mine;
      };
      let after: string | null = null;
      const seen: string[] = [];
      for (let page = 0; page <= expected.length; page += 1) {
        const connection = compare({ first: size, after });
        seen.push(...connection.nodes.map((n) => n.id));
        if (!connection.pageInfo.hasNextPage) break;
        after = connection.pageInfo.endCursor;
      }
      expect(seen).toEqual(ids(expected));
      compare({ last: size });
      if (expected.length > 2) {
        const middle = productConnection(list, { first: 1, after: null, last: null }).edges[0]!.cursor;
        compare({ last: size, before: middle });
        compare({ first: size, after: middle, before: productConnection(list, { last: 1 }).edges[0]!.cursor });
      }
    }
  });

  it('when a cursor names a product outside the list, then it is an invalid cursor, as before', async () => {
    const { list } = await listProducts(ctx, { query: 'product_type:Helmets' });
    const outsider = catalog.products.find((p) => p.productType !== 'Helmets')!;
    const cursor = Buffer.from(JSON.stringify({ last_id: gidNumber(outsider.id), last_value: gidNumber(outsider.id) })).toString('base64');
    expect(() => productConnection(list, { first: 5, after: cursor })).toThrow(/Invalid cursor/);
  });

  it('when stock changes, then an availability query sees it at once', async () => {
    const target = catalog.products.find((p) => isAvailable(p) && p.productType === 'Goggles')!;
    const before = await listProducts(ctx, { query: 'product_type:Goggles available_for_sale:true' });
    expect(ids(before.list.toArray())).toContain(target.id);
    for (const v of target.variants) inventory.set(v.id, 0);
    const fresh = { ...ctx, stock: source.forRequest() };
    const after = await listProducts(fresh, { query: 'product_type:Goggles available_for_sale:true' });
    expect(ids(after.list.toArray())).not.toContain(target.id);
  });
});
