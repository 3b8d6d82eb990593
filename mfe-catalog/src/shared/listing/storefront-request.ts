import { findSubtype, type ListingFilterInput, type ListingPageRequest, type ListingSource } from '@tjb/storefront';
import { toStorefrontSearch } from '../api/search-query';
import type { ListingFilters } from './filters';
import type { SortKey } from './sort';
import type { ListingState } from './url-state';

/** The metafields a store sets for the two offers no built-in ProductFilter expresses (docs/spec-deviations.md). */
export const OFFER_METAFIELDS = {
  onSale: { namespace: 'tjb', key: 'on_sale' },
  freeShipping: { namespace: 'tjb', key: 'free_shipping' },
} as const;

/** What a listing page reads of the facets (keptFacets): the filter panel's groups, or only its count (a page without a panel). */
export type FacetUse = 'panel' | 'count';

/** What a listing page lists, before the shopper's filters: its collection, and what a tab narrows it to. */
export interface ListingScope {
  /** The store's collection of the page (a category's handle); null lists the whole catalogue (`all`). */
  collection: string | null;
  /** The page's product types (a category's); a search or a page without a collection is limited to them. */
  productTypes: readonly string[];
  /** A tab that shows only some product types of the page (Boots › Men's). */
  tabTypes?: readonly string[];
  /** A tab that shows only products with one of these tags (Vests › Leather). */
  tabTags?: readonly string[];
  /** The category's style tags: an old `?type=full-face` link names a style, not a product type. */
  styleTags?: readonly string[];
  pageSize: number;
  /**
   * A page defined by a Storefront search query (a subpage's `product_type:Flannel AND tag:red`): it
   * is listed through `search`, with the shopper's words added to the query.
   */
  query?: string;
  /** The shopper's words go to the server as a Storefront search (false: the listing has no search box of its own). */
  searchOnServer?: boolean;
  /** What the page reads of the facets (keptFacets): a filter panel's groups (the default) or only its count. */
  facets?: FacetUse;
}

/** The whole catalogue's collection, as a store's automated "all products" collection. */
export const ALL_COLLECTION = 'all';

const COLLECTION_SORT: Record<SortKey, { sortKey: Extract<ListingSource, { kind: 'collection' }>['sortKey']; reverse: boolean }> = {
  relevance: { sortKey: null, reverse: false },
  'price-low': { sortKey: 'PRICE', reverse: false },
  'price-high': { sortKey: 'PRICE', reverse: true },
  newest: { sortKey: 'CREATED', reverse: true },
  'created-desc': { sortKey: 'CREATED', reverse: true },
  created: { sortKey: 'CREATED', reverse: false },
  popularity: { sortKey: 'BEST_SELLING', reverse: false },
  title: { sortKey: 'TITLE', reverse: false },
  'title-desc': { sortKey: 'TITLE', reverse: true },
  // Not a collection order: `vendor` is listed through the products connection (toListingRequest).
  vendor: { sortKey: 'TITLE', reverse: false },
};

/** A search sorts by relevance or price only (SearchSortKeys); the other orders are not offered while searching. */
const SEARCH_SORT: Partial<Record<SortKey, { sortKey: 'PRICE' | 'RELEVANCE'; reverse: boolean }>> = {
  relevance: { sortKey: 'RELEVANCE', reverse: false },
  'price-low': { sortKey: 'PRICE', reverse: false },
  'price-high': { sortKey: 'PRICE', reverse: true },
};

/** Sort options a listing can offer: all of them, or, while a search is on, those a search can answer. */
export const sortsFor = <S extends { key: SortKey }>(sorts: readonly S[], searching: boolean): S[] =>
  searching ? sorts.filter((s) => s.key in SEARCH_SORT) : [...sorts];

const eq = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A `?type=` value as a Storefront product type: a header slug (`mens-leather-jackets`) or the type itself. */
export const productTypeOf = (value: string): string => findSubtype(value)?.productType ?? value;

/**
 * The shopper's choices within what the page allows. A product has one type, so "this tab's types AND
 * the chosen ones" is their overlap; with none in common, the shopper's choice wins (the tab is the
 * wider frame they can see and change). Tags work the same way for a tab of tags and the chosen styles.
 */
function narrow(chosen: readonly string[], allowed: readonly string[] | undefined): readonly string[] {
  if (!allowed || allowed.length === 0) return chosen;
  if (chosen.length === 0) return allowed;
  const overlap = chosen.filter((c) => allowed.some((a) => eq(a, c)));
  return overlap.length > 0 ? overlap : chosen;
}

/** The ProductFilter list of the shopper's filters within the page's scope; each kind's values are OR-ed by the API. */
export function toProductFilters(f: ListingFilters, scope: ListingScope, source: 'collection' | 'search'): ListingFilterInput[] {
  // The collection holds the page's types already; a search or the `all` collection needs them said.
  const pageTypes = scope.tabTypes && scope.tabTypes.length > 0
    ? scope.tabTypes
    : source === 'search' || scope.collection === null ? scope.productTypes : [];
  const isStyle = (value: string) => !findSubtype(value) && (scope.styleTags ?? []).some((tag) => eq(tag, value));
  const filters: ListingFilterInput[] = [];
  for (const type of narrow(f.types.filter((t) => !isStyle(t)).map(productTypeOf), pageTypes)) filters.push({ productType: type });
  const styles = [...f.styles, ...f.types.filter(isStyle).map((t) => t.toLowerCase())];
  for (const tag of narrow(styles, scope.tabTags)) filters.push({ tag });
  for (const vendor of f.vendors) filters.push({ productVendor: vendor });
  for (const value of f.sizes) filters.push({ variantOption: { name: 'size', value } });
  for (const value of f.colors) filters.push({ variantOption: { name: 'color', value } });
  if (f.priceMin !== null || f.priceMax !== null) {
    // An open side is null: the API reads it as unbounded.
    filters.push({ price: { min: f.priceMin, max: f.priceMax } });
  }
  if (f.inStock) filters.push({ available: true });
  if (f.onSale) filters.push({ productMetafield: { ...OFFER_METAFIELDS.onSale, value: 'true' } });
  if (f.freeShipping) filters.push({ productMetafield: { ...OFFER_METAFIELDS.freeShipping, value: 'true' } });
  return filters;
}

/** The Storefront request for the page a URL shows: source, filters, order and the products of the page. */
export function toListingRequest(state: ListingState, scope: ListingScope): ListingPageRequest {
  const typed = scope.searchOnServer === false ? null : toStorefrontSearch(state.search);
  const words = scope.query ? (typed ? `(${scope.query}) AND ${typed}` : scope.query) : typed;
  const offset = (Math.max(1, state.page) - 1) * scope.pageSize;
  // 'Load More' appends pages to the one the bar shows: one request, at most the API's 250.
  const size = Math.min((1 + Math.max(0, state.more)) * scope.pageSize, 250);
  // Only the list view shows a product's excerpt: a grid's page does not carry them.
  const excerpts = state.view === 'list';
  if (state.sort === 'vendor') {
    // Only the products connection orders by brand. It takes a search query, not filters: the one
    // listing offering this order (the catalog) filters by category and words only, both said here.
    const types = narrow(state.types.map(productTypeOf), scope.productTypes).map((t) => `product_type:"${t.replace(/["\\]/g, '')}"`);
    const query = [types.length > 0 ? `(${types.join(' OR ')})` : '', typed ?? ''].filter(Boolean).join(' AND ') || null;
    return { source: { kind: 'products', query, sortKey: 'VENDOR' }, reverse: false, filters: [], offset, size, excerpts };
  }
  if (words) {
    const order = SEARCH_SORT[state.sort] ?? SEARCH_SORT.relevance!;
    return { source: { kind: 'search', query: words, sortKey: order.sortKey }, reverse: order.reverse, filters: toProductFilters(state, scope, 'search'), offset, size, excerpts };
  }
  const order = COLLECTION_SORT[state.sort];
  return {
    source: { kind: 'collection', handle: scope.collection ?? ALL_COLLECTION, sortKey: order.sortKey },
    reverse: order.reverse,
    filters: toProductFilters(state, scope, 'collection'),
    offset,
    size,
    excerpts,
  };
}
