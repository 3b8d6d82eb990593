import type { StorefrontClient } from '../client';
import type {
  CollectionListingQuery, ProductCollectionSortKeys, ProductFilter, ProductSortKeys, ProductsListingQuery, SearchListingQuery, SearchSortKeys,
} from '../generated/operation-types';
import { COLLECTION_LISTING_QUERY, PRODUCTS_LISTING_QUERY, SEARCH_LISTING_QUERY } from '../queries/listing';
import { reshapeListingProduct } from '../reshape';
import type { StorefrontError, StorefrontListingProduct, StorefrontResult } from '../types';

/** One ProductFilter as a listing sends it: only the keys it sets (the generated input type lists them all). */
export type ListingFilterInput = Partial<ProductFilter>;

/** Where a listing's products come from: a collection (a category, or `all`), or a shopper's search. */
export type ListingSource =
  | { kind: 'collection'; handle: string; sortKey: ProductCollectionSortKeys | null }
  | { kind: 'search'; query: string; sortKey: SearchSortKeys | null }
  /** The catalogue by search syntax, for an order collections and search lack (VENDOR); no facets, no count. */
  | { kind: 'products'; query: string | null; sortKey: ProductSortKeys | null };

export interface ListingPageRequest {
  source: ListingSource;
  filters: readonly ListingFilterInput[];
  reverse: boolean;
  /** Products before the page (page N of size s starts at (N - 1) * s). */
  offset: number;
  /** Products on the page: a page, or a page and the ones 'Load More' appended (at most 250). */
  size: number;
  /** Each product with the excerpt of its description (StorefrontListingExcerpt), which only a list view shows. */
  excerpts: boolean;
}

type Facets = NonNullable<CollectionListingQuery['collection']>['products']['filters'];
export type ListingFacet = NonNullable<Facets>[number];

export interface ListingPage {
  /** False when the collection does not exist in the store. */
  found: boolean;
  products: StorefrontListingProduct[];
  facets: ListingFacet[];
  hasNextPage: boolean;
  /** Products before the page: the offset asked for, or a lower one when the list is shorter. */
  offset: number;
  /** Search answers a total; a collection's products do not (Shopify has no count there). */
  totalCount: number | null;
}

/** The Storefront API's page size limit: a cursor walk moves this far per request. */
const STEP = 250;
/** A walk stops here (25,000 products in): a deeper `?page=` shows the furthest page it reached. */
export const MAX_WALK_STEPS = 100;

interface Answer {
  found: boolean;
  /** How many products the answer held (ids only, in a walk). */
  length: number;
  nodes: StorefrontListingProduct[];
  facets: ListingFacet[];
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number | null;
}

async function ask(client: StorefrontClient, req: ListingPageRequest, first: number, after: string | null, withProducts: boolean): Promise<Answer | StorefrontError> {
  const { source } = req;
  const withExcerpt = withProducts && req.excerpts;
  const common = { first, after, filters: req.filters, reverse: req.reverse, withProducts, withExcerpt, sortKey: source.sortKey };
  const operation = source.kind === 'collection' ? 'CollectionListing' : source.kind === 'search' ? 'SearchListing' : 'ProductsListing';
  const { data, error } = source.kind === 'collection'
    ? await client.query<CollectionListingQuery>(COLLECTION_LISTING_QUERY, { ...common, handle: source.handle })
    : source.kind === 'search'
      ? await client.query<SearchListingQuery>(SEARCH_LISTING_QUERY, { ...common, query: source.query })
      // The products connection takes no ProductFilter: its query says what a listing filters.
      : await client.query<ProductsListingQuery>(PRODUCTS_LISTING_QUERY, { first, after, reverse: req.reverse, withProducts, withExcerpt, sortKey: source.sortKey, query: source.query });
  if (error || data === null) {
    const failure: StorefrontError = error ?? { kind: 'graphql', message: 'No data returned' };
    client.reportError(failure, operation);
    return failure;
  }
  if ('collection' in data) {
    const products = data.collection?.products;
    if (!products) return { found: false, length: 0, nodes: [], facets: [], hasNextPage: false, endCursor: null, totalCount: 0 };
    return {
      found: true, length: (products.nodes ?? products.ids ?? []).length, nodes: (products.nodes ?? []).map(reshapeListingProduct), facets: products.filters ?? [],
      hasNextPage: products.pageInfo.hasNextPage, endCursor: products.pageInfo.endCursor, totalCount: null,
    };
  }
  if ('products' in data) {
    const { products } = data;
    return {
      found: true, length: (products.nodes ?? products.ids ?? []).length, nodes: (products.nodes ?? []).map(reshapeListingProduct), facets: [],
      hasNextPage: products.pageInfo.hasNextPage, endCursor: products.pageInfo.endCursor, totalCount: null,
    };
  }
  const { search } = data;
  return {
    found: true,
    length: (search.nodes ?? search.ids ?? []).length,
    // Only products were asked for (`types: [PRODUCT]`); anything else would be an empty object.
    nodes: (search.nodes ?? []).flatMap((n) => (isProduct(n) ? [reshapeListingProduct(n)] : [])),
    facets: search.productFilters ?? [],
    hasNextPage: search.pageInfo.hasNextPage,
    endCursor: search.pageInfo.endCursor,
    totalCount: search.totalCount,
  };
}

type SearchNode = NonNullable<SearchListingQuery['search']['nodes']>[number];
const isProduct = (n: SearchNode): n is Exclude<SearchNode, Record<PropertyKey, never>> => 'id' in n;

const isError = <T extends object>(a: T | StorefrontError): a is StorefrontError => 'kind' in a;

/** The cursor after `offset` products, walking with page info only; `reached` is how far the list goes. */
async function cursorAt(client: StorefrontClient, req: ListingPageRequest, offset: number): Promise<{ after: string | null; reached: number } | StorefrontError> {
  let after: string | null = null;
  let reached = 0;
  for (let step = 0; reached < offset && step < MAX_WALK_STEPS; step += 1) {
    const answer = await ask(client, req, Math.min(STEP, offset - reached), after, false);
    if (isError(answer)) return answer;
    if (!answer.found || !answer.endCursor || answer.length === 0) break;
    after = answer.endCursor;
    reached += answer.length;
    if (!answer.hasNextPage) break;
  }
  return { after, reached };
}

/**
 * One page of a listing, as the Storefront API pages: by cursor. Page N is reached by walking the
 * cursors of the products before it with page info only (a few hundred bytes per 250 products), then
 * asking for the page itself with its products and facets. This works against a real store, keeps
 * `?page=N` links, and the browser never receives a product it does not show.
 */
export async function getListingPage(client: StorefrontClient, req: ListingPageRequest): Promise<StorefrontResult<ListingPage>> {
  const empty: ListingPage = { found: true, products: [], facets: [], hasNextPage: false, offset: 0, totalCount: 0 };
  const fail = (error: StorefrontError): StorefrontResult<ListingPage> => ({ ok: false, data: empty, error });
  const size = Math.min(Math.max(1, Math.trunc(req.size)), STEP);
  let offset = Math.max(0, Math.trunc(req.offset));
  let walk = await cursorAt(client, req, offset);
  if (isError(walk)) return fail(walk);
  if (walk.reached < offset) {
    // A page past the end (an old link, fewer products now): the last page there is instead.
    offset = walk.reached === 0 ? 0 : Math.floor((walk.reached - 1) / size) * size;
    walk = await cursorAt(client, req, offset);
    if (isError(walk)) return fail(walk);
  }
  const page = await ask(client, req, size, walk.after, true);
  if (isError(page)) return fail(page);
  return {
    ok: true,
    data: { found: page.found, products: page.nodes, facets: page.facets, hasNextPage: page.hasNextPage, offset, totalCount: page.totalCount },
  };
}
