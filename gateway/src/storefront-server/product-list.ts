import type { CatalogProduct } from '../catalog/types';
import { invalidCursorError } from './errors';
import type { StorefrontContext } from './context';
import { connectionOf, decodeCursor, gidNumber, pageBounds, type Connection, type PageArgs } from './pagination';
import { evaluate, relevanceScores, type Evaluation, type Selection } from './search/evaluate';
import { needsAvailability } from './search/matcher';
import { correctTypos } from './search/typo-tolerance';
import { productIndex, type ProductIndex } from './search/product-index';
import { range, toFlags, type Ordinals } from './search/postings';
import { parseSearchQuery, type SearchNode } from './search/query-parser';
import { CATALOGUE_SORTS, type CatalogueSort, type ProductSort, type SortOrder } from './search/sort-orders';

export type { ProductSort } from './search/sort-orders';

/**
 * An ordered list of products as catalogue positions: filtering and sorting never copy product
 * objects, and only the page a client asked for is turned back into products.
 */
export class ProductList {
  constructor(readonly index: ProductIndex, readonly ords: Ordinals) {}

  get length(): number {
    return this.ords.length;
  }

  at(i: number): CatalogProduct {
    return this.index.products[this.ords[i]!]!;
  }

  slice(start: number, end: number): CatalogProduct[] {
    return Array.from(this.ords.subarray(start, end), (ord) => this.index.products[ord]!);
  }

  /** Every product of the list (facets need them all; a page does not). */
  toArray(): CatalogProduct[] {
    return this.slice(0, this.ords.length);
  }

  filter(keep: (product: CatalogProduct) => boolean): ProductList {
    return new ProductList(this.index, this.ords.filter((ord) => keep(this.index.products[ord]!)));
  }

  /** Position of the product a cursor names, -1 when it is not in the list. */
  positionOfKey(key: number | string): number {
    const ord = this.index.ordinalOfKey(key);
    return ord < 0 ? -1 : this.ords.indexOf(ord);
  }
}

export interface ProductListOptions {
  query?: string | null;
  sortKey?: ProductSort | null;
  reverse?: boolean | null;
  /** A collection's products (as ordinals) in its own order; the whole catalogue otherwise. */
  scope?: Ordinals;
  /** Extra filter (facets), applied after the query. */
  filter?: (product: CatalogProduct) => boolean;
}

const catalogueSort = (sort: ProductSort): CatalogueSort | null =>
  sort === 'CREATED' ? 'CREATED_AT' : (CATALOGUE_SORTS as readonly string[]).includes(sort) ? (sort as CatalogueSort) : null;

/** The selected products in a whole-catalogue order: the pre-sorted order walked, or only the few candidates sorted. */
function inOrder(selection: Selection, order: SortOrder, size: number): Ordinals {
  if (selection.kind === 'all') return order.order;
  if (selection.kind === 'set' && selection.ords.length * 8 < size) {
    return Uint32Array.from(selection.ords, (ord) => order.rank[ord]!).sort().map((rank) => order.order[rank]!);
  }
  const keep = selection.kind === 'set' ? toFlags(selection.ords, size) : null;
  const test = selection.kind === 'test' ? selection.test : null;
  return order.order.filter((ord) => (keep ? keep[ord] === 1 : test!(ord)));
}

/** The selected products in catalogue order (a collection's order when `scope` is given). */
function inPlace(selection: Selection, size: number, scope: Ordinals | undefined): Ordinals {
  if (!scope) {
    if (selection.kind === 'set') return selection.ords;
    if (selection.kind === 'all') return range(size);
    return range(size).filter(selection.test);
  }
  if (selection.kind === 'all') return scope;
  const keep = selection.kind === 'set' ? toFlags(selection.ords, size) : null;
  const test = selection.kind === 'test' ? selection.test : null;
  return scope.filter((ord) => (keep ? keep[ord] === 1 : test!(ord)));
}

/** Stable sort by relevance, highest first: ties keep their order. */
function byRelevance(ev: Evaluation, tree: SearchNode, ords: Ordinals): Ordinals {
  const scores = relevanceScores(ev, tree, ords);
  let top = 0;
  for (const score of scores) top = Math.max(top, score);
  const n = ords.length;
  const keys = Float64Array.from(scores, (score, i) => (top - score) * n + i).sort();
  return Uint32Array.from(keys, (key) => ords[key % n]!);
}

/** Products matching a search query, ordered as asked. */
export async function listProducts(ctx: StorefrontContext, opts: ProductListOptions): Promise<{ list: ProductList; tree: SearchNode | null }> {
  const index = productIndex(ctx.catalog);
  let tree = parseSearchQuery(opts.query);
  const ev: Evaluation = { index, available: needsAvailability(tree) ? await ctx.stock.availableOrdinals() : null };
  let selection: Selection = tree ? evaluate(ev, tree) : { kind: 'all' };
  // Nothing found: a second try with misspelt words ("helmit") read as the closest catalogue words.
  const corrected = tree && selection.kind === 'set' && selection.ords.length === 0 ? correctTypos(tree, index.words) : null;
  if (corrected) {
    tree = corrected;
    selection = evaluate(ev, corrected);
  }
  // A collection keeps its own order unless a sort is asked for; the catalogue defaults to ID.
  const sort: ProductSort | null = opts.sortKey ?? (opts.scope ? null : 'ID');
  let ords: Ordinals;
  if (sort === 'RELEVANCE' && tree) {
    ords = byRelevance(ev, tree, inPlace(selection, index.size, opts.scope));
  } else {
    const key = sort === null ? null : catalogueSort(sort === 'RELEVANCE' ? 'ID' : sort);
    if (opts.scope) {
      // The collection in this order is kept: a query then keeps its products in place.
      ords = inPlace(selection, index.size, key && sort !== 'RELEVANCE' ? index.orders.within(opts.scope, key) : opts.scope);
    } else {
      ords = key ? inOrder(selection, index.orders.get(key), index.size) : inPlace(selection, index.size, undefined);
    }
  }
  if (opts.filter) {
    const keep = opts.filter;
    ords = ords.filter((ord) => keep(index.products[ord]!));
  }
  // A copy: the whole-catalogue orders are shared by every request.
  if (opts.reverse) ords = ords.slice().reverse();
  return { list: new ProductList(index, ords), tree };
}

/** A page of products with Shopify cursors; cursors are positions by product id. */
export function productConnection(list: ProductList, args: PageArgs): Connection<CatalogProduct> {
  const bounds = pageBounds(list.length, args, (cursor) => {
    const position = list.positionOfKey(decodeCursor(cursor));
    if (position < 0) throw invalidCursorError(cursor);
    return position;
  });
  return connectionOf(list.slice(bounds.start, bounds.end), bounds, list.length, (p) => gidNumber(p.id));
}
