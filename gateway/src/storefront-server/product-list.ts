import type { Catalog, CatalogProduct } from '../catalog/types';
import type { StorefrontContext } from './context';
import { gidNumber, paginate, type Connection, type PageArgs } from './pagination';
import { matches, needsAvailability, relevance } from './search/matcher';
import { parseSearchQuery, type SearchNode } from './search/query-parser';

/** Sort keys of products, collection products and search, by their Shopify enum names. */
export type ProductSort =
  | 'ID' | 'TITLE' | 'PRODUCT_TYPE' | 'VENDOR' | 'UPDATED_AT' | 'CREATED_AT' | 'CREATED' | 'PRICE'
  | 'BEST_SELLING' | 'RELEVANCE' | 'COLLECTION_DEFAULT' | 'MANUAL';

const minPrice = (p: CatalogProduct): number => p.variants.reduce((m, v) => Math.min(m, v.priceCents), Infinity);
const numericId = (p: CatalogProduct): number => Number(gidNumber(p.id)) || 0;
// The seeded shop has no sales history: best sellers are the ones tagged so, then a stable mix.
const salesRank = (p: CatalogProduct): number => (p.tags.includes('bestseller') ? 1_000_000 : 0) + ((numericId(p) * 2654435761) % 1_000_000);

const byString = (f: (p: CatalogProduct) => string) => (a: CatalogProduct, b: CatalogProduct) =>
  f(a).localeCompare(f(b), 'en', { sensitivity: 'base' }) || numericId(a) - numericId(b);
const byNumber = (f: (p: CatalogProduct) => number) => (a: CatalogProduct, b: CatalogProduct) => f(a) - f(b) || numericId(a) - numericId(b);

const COMPARATORS: Partial<Record<ProductSort, (a: CatalogProduct, b: CatalogProduct) => number>> = {
  ID: byNumber(numericId),
  TITLE: byString((p) => p.title),
  PRODUCT_TYPE: byString((p) => p.productType),
  VENDOR: byString((p) => p.vendor),
  UPDATED_AT: byString((p) => p.updatedAt),
  CREATED_AT: byString((p) => p.createdAt),
  CREATED: byString((p) => p.createdAt),
  PRICE: byNumber(minPrice),
  BEST_SELLING: (a, b) => salesRank(b) - salesRank(a) || numericId(a) - numericId(b),
};

// Sorting 100k products per request is wasteful: whole-catalogue orders are cached per catalogue.
const sortedCache = new WeakMap<Catalog, Map<string, CatalogProduct[]>>();
function sortedCatalogue(catalog: Catalog, sort: ProductSort): CatalogProduct[] {
  let perCatalog = sortedCache.get(catalog);
  if (!perCatalog) sortedCache.set(catalog, (perCatalog = new Map()));
  let list = perCatalog.get(sort);
  if (!list) {
    const compare = COMPARATORS[sort];
    list = compare ? [...catalog.products].sort(compare) : catalog.products;
    perCatalog.set(sort, list);
  }
  return list;
}

export interface ProductListOptions {
  query?: string | null;
  sortKey?: ProductSort | null;
  reverse?: boolean | null;
  /** A collection's products in its own order; the whole catalogue otherwise. */
  scope?: CatalogProduct[];
  /** Extra filter (facets), applied after the query. */
  filter?: (product: CatalogProduct) => boolean;
}

/** Products matching a search query, ordered as asked. */
export async function listProducts(ctx: StorefrontContext, opts: ProductListOptions): Promise<{ items: CatalogProduct[]; tree: SearchNode | null }> {
  const tree = parseSearchQuery(opts.query);
  // A collection keeps its own order unless a sort is asked for; the catalogue defaults to ID.
  const sort: ProductSort | null = opts.sortKey ?? (opts.scope ? null : 'ID');
  const isAvailable = needsAvailability(tree) ? await ctx.stock.availability() : () => true;
  let items: CatalogProduct[];
  if (!opts.scope && (sort !== 'RELEVANCE' || !tree)) {
    items = sortedCatalogue(ctx.catalog, sort === 'RELEVANCE' || sort === null ? 'ID' : sort);
  } else {
    items = opts.scope ?? ctx.catalog.products;
    const compare = sort === null ? undefined : COMPARATORS[sort];
    if (compare) items = [...items].sort(compare);
  }
  if (tree || opts.filter) {
    items = items.filter((p) => matches(p, tree, { isAvailable }) && (!opts.filter || opts.filter(p)));
  }
  if (sort === 'RELEVANCE' && tree) {
    const scores = new Map(items.map((p) => [p, relevance(p, tree)]));
    items = [...items].sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0));
  }
  if (opts.reverse) items = [...items].reverse();
  return { items, tree };
}

/** A page of products with Shopify cursors; cursors are positions by product id. */
export function productConnection(items: CatalogProduct[], args: PageArgs): Connection<CatalogProduct> {
  let positions: Map<number | string, number> | null = null;
  return paginate(items, args, (p) => gidNumber(p.id), {
    indexOf(key) {
      // Only build the id → position map when a cursor is actually used.
      positions ??= new Map(items.map((p, i) => [gidNumber(p.id), i]));
      return positions.get(key) ?? -1;
    },
  });
}
