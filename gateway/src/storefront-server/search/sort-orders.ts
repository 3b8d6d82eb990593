import type { CatalogProduct } from '../../catalog/types';
import { gidNumber } from '../pagination';
import type { Ordinals } from './postings';

/** Sort keys of products, collection products and search, by their Shopify enum names. */
export type ProductSort =
  | 'ID' | 'TITLE' | 'PRODUCT_TYPE' | 'VENDOR' | 'UPDATED_AT' | 'CREATED_AT' | 'CREATED' | 'PRICE'
  | 'BEST_SELLING' | 'RELEVANCE' | 'COLLECTION_DEFAULT' | 'MANUAL';

/** The sort keys with a whole-catalogue order (RELEVANCE depends on the query). */
export type CatalogueSort = Exclude<ProductSort, 'RELEVANCE' | 'COLLECTION_DEFAULT' | 'MANUAL' | 'CREATED'>;
export const CATALOGUE_SORTS: readonly CatalogueSort[] = ['ID', 'TITLE', 'PRODUCT_TYPE', 'VENDOR', 'UPDATED_AT', 'CREATED_AT', 'PRICE', 'BEST_SELLING'];

export interface SortOrder {
  /** Ordinals in sort order (ascending, before any `reverse`). */
  order: Ordinals;
  /** Position of each ordinal in `order`: sorting a subset is sorting these numbers. */
  rank: Uint32Array;
}

// Same collation as the original comparators' `localeCompare(b, 'en', { sensitivity: 'base' })`.
const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Rank of each value among the distinct values, equal values (for the collator) sharing a rank. */
function rankStrings(values: readonly string[]): Float64Array {
  const distinct = [...new Set(values)].sort();
  // Code-unit order is cheap; keep it when the collator agrees with every neighbour (most titles),
  // which by transitivity means the whole list is in collation order.
  let agrees = true;
  for (let i = 1; i < distinct.length && agrees; i += 1) agrees = collator.compare(distinct[i - 1]!, distinct[i]!) <= 0;
  if (!agrees) distinct.sort(collator.compare);
  const rankOf = new Map<string, number>();
  let rank = 0;
  distinct.forEach((value, i) => {
    if (i > 0 && collator.compare(distinct[i - 1]!, value) !== 0) rank += 1;
    rankOf.set(value, rank);
  });
  const ranks = new Float64Array(values.length);
  for (let i = 0; i < values.length; i += 1) ranks[i] = rankOf.get(values[i]!)!;
  return ranks;
}

function rankNumbers(values: Float64Array): Float64Array {
  const sorted = values.slice().sort();
  let distinct = 0;
  for (let i = 0; i < sorted.length; i += 1) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[distinct++] = sorted[i]!;
  const ranks = new Float64Array(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i]!;
    let lo = 0;
    let hi = distinct;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    ranks[i] = lo;
  }
  return ranks;
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Timestamps in one fixed ISO format differ only in digits at the same positions, so their
 * collation order is their time order: ranked as numbers (`ms`, parsed once by the index),
 * skipping 100k collator calls.
 */
function rankDates(values: readonly string[], ms: Float64Array): Float64Array {
  return values.every((v) => ISO_UTC.test(v)) ? rankNumbers(ms) : rankStrings(values);
}

// The seeded shop has no sales history: best sellers are the ones tagged so, then a stable mix.
const salesRank = (p: CatalogProduct, numericId: number): number => (p.tags.includes('bestseller') ? 1_000_000 : 0) + ((numericId * 2654435761) % 1_000_000);

/** What the orders are computed from, besides the products: parsed once by the index. */
export interface SortInputs {
  createdMs: Float64Array;
  updatedMs: Float64Array;
}

/**
 * Whole-catalogue orders per sort key, each equal to sorting the catalogue with the comparator the
 * key stands for (ties by numeric id, then catalogue order). Each is computed from per-product ranks
 * packed into one number per product, so building one is a native numeric sort, not 1.7M comparator calls.
 */
export class SortOrders {
  private readonly cache = new Map<CatalogueSort, SortOrder>();

  private readonly scoped = new WeakMap<Ordinals, Map<CatalogueSort, Ordinals>>();

  private readonly numericIds: Float64Array;

  constructor(private readonly products: readonly CatalogProduct[], private readonly inputs: SortInputs) {
    this.numericIds = new Float64Array(products.length);
    products.forEach((p, ord) => (this.numericIds[ord] = Number(gidNumber(p.id)) || 0));
  }

  /**
   * Some products (a collection's, as ordinals) in this order, kept per list: equal to sorting them
   * by `rank`, since ranks are distinct. Treat the answer as read-only.
   */
  within(scope: Ordinals, sort: CatalogueSort): Ordinals {
    let bySort = this.scoped.get(scope);
    if (!bySort) this.scoped.set(scope, (bySort = new Map()));
    let found = bySort.get(sort);
    if (!found) {
      const { order, rank } = this.get(sort);
      bySort.set(sort, (found = Uint32Array.from(scope, (ord) => rank[ord]!).sort().map((r) => order[r]!)));
    }
    return found;
  }

  get(sort: CatalogueSort): SortOrder {
    let found = this.cache.get(sort);
    if (!found) this.cache.set(sort, (found = this.build(sort)));
    return found;
  }

  /** Builds every order now, so no request pays for it. */
  warm(): void {
    for (const sort of CATALOGUE_SORTS) this.get(sort);
  }

  private primary(sort: CatalogueSort): Float64Array {
    const p = this.products;
    const ids = this.numericIds;
    switch (sort) {
      case 'ID': return rankNumbers(ids);
      case 'TITLE': return rankStrings(p.map((x) => x.title));
      case 'PRODUCT_TYPE': return rankStrings(p.map((x) => x.productType));
      case 'VENDOR': return rankStrings(p.map((x) => x.vendor));
      case 'UPDATED_AT': return rankDates(p.map((x) => x.updatedAt), this.inputs.updatedMs);
      case 'CREATED_AT': return rankDates(p.map((x) => x.createdAt), this.inputs.createdMs);
      case 'PRICE': return rankNumbers(Float64Array.from(p, (x) => x.variants.reduce((m, v) => Math.min(m, v.priceCents), Infinity)));
      case 'BEST_SELLING': return rankNumbers(Float64Array.from(p, (x, ord) => -salesRank(x, ids[ord]!)));
    }
  }

  private build(sort: CatalogueSort): SortOrder {
    const n = this.products.length;
    const primary = this.primary(sort);
    // Ties: numeric id, then catalogue position (Array#sort is stable), i.e. the ID order's rank.
    const tie = sort === 'ID' ? null : this.get('ID').rank;
    const keys = new Float64Array(n);
    for (let ord = 0; ord < n; ord += 1) keys[ord] = primary[ord]! * n + (tie ? tie[ord]! : ord);
    keys.sort();
    const idOrder = tie ? this.get('ID').order : null;
    const order = new Uint32Array(n);
    const rank = new Uint32Array(n);
    for (let i = 0; i < n; i += 1) {
      const low = keys[i]! % n;
      const ord = idOrder ? idOrder[low]! : low;
      order[i] = ord;
      rank[ord] = i;
    }
    return { order, rank };
  }
}
