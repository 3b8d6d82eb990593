import type { StorefrontClient } from '../client';
import type { StorefrontCache } from '../cache-policy';
import { ALL_LISTING_PRODUCTS_QUERY, ALL_PRODUCTS_QUERY, LISTING_PRODUCTS_QUERY, PRODUCTS_QUERY } from '../queries/products';
import { reshapeListingProduct, reshapeProduct } from '../reshape';
import type { AllProductsForListingQuery, AllProductsQuery, ListingProductsQuery, ProductsQuery } from '../generated/operation-types';
import type { StorefrontListingProduct, StorefrontPageInfo, StorefrontProduct, StorefrontResult } from '../types';
import { buildCategoryQuery } from './category-query';
import { invalidInput, pageSize, run } from './run';

export type ProductSortKey = 'ID' | 'TITLE' | 'PRICE' | 'CREATED_AT' | 'UPDATED_AT' | 'VENDOR' | 'PRODUCT_TYPE' | 'BEST_SELLING' | 'RELEVANCE';

export interface ProductsOptions {
  first?: number;
  after?: string | null;
  query?: string | null;
  sortKey?: ProductSortKey;
  reverse?: boolean;
}

const PAGE = 250;
const MAX_PAGES = 20;

/** One page of products with its cursor, for paged lists. */
export function getProductsPage(client: StorefrontClient, opts: ProductsOptions = {}): Promise<StorefrontResult<{ products: StorefrontProduct[]; pageInfo: StorefrontPageInfo }>> {
  return run(client, 'Products', PRODUCTS_QUERY, {
    first: pageSize(opts.first, PAGE), after: opts.after ?? null, query: opts.query ?? null, sortKey: opts.sortKey ?? null, reverse: opts.reverse ?? false,
  }, (w: ProductsQuery) => ({ products: w.products.nodes.map(reshapeProduct), pageInfo: w.products.pageInfo }), { products: [], pageInfo: { hasNextPage: false, endCursor: null } }, { cache: 'short' });
}

/** getProducts (spec 001 §7): the first 250 products by default, optionally a search query. */
export async function getProducts(client: StorefrontClient, opts: ProductsOptions = {}): Promise<StorefrontResult<StorefrontProduct[]>> {
  const page = await getProductsPage(client, opts);
  return page.ok ? { ok: true, data: page.data.products } : { ok: false, data: [], error: page.error };
}

/**
 * getAllProducts: pages of 250 following the cursor until there is no next page or a short page,
 * at most 20 pages. A failing page keeps what came before and reports the error.
 */
export function getAllProducts(client: StorefrontClient, opts: { query?: string | null; maxPages?: number } = {}): Promise<StorefrontResult<StorefrontProduct[]>> {
  return followPages<AllProductsQuery, StorefrontProduct>(client, 'AllProducts', ALL_PRODUCTS_QUERY, reshapeProduct, opts);
}

/** getAllProducts for product lists: the same pages, each product as a list needs it (StorefrontListingProduct). */
export function getAllListingProducts(
  client: StorefrontClient,
  opts: { query?: string | null; maxPages?: number } = {},
): Promise<StorefrontResult<StorefrontListingProduct[]>> {
  return followPages<AllProductsForListingQuery, StorefrontListingProduct>(client, 'AllProductsForListing', ALL_LISTING_PRODUCTS_QUERY, reshapeListingProduct, opts);
}

/** A query answering one page of products with its cursor (AllProducts, AllProductsForListing). */
type ProductPages = { products: { nodes: unknown[]; pageInfo: StorefrontPageInfo } };

async function followPages<Q extends ProductPages, T>(
  client: StorefrontClient,
  operation: string,
  query: string,
  reshape: (node: Q['products']['nodes'][number]) => T,
  opts: { query?: string | null; maxPages?: number },
): Promise<StorefrontResult<T[]>> {
  const all: T[] = [];
  let after: string | null = null;
  for (let page = 0; page < Math.min(opts.maxPages ?? MAX_PAGES, MAX_PAGES); page += 1) {
    const answer: StorefrontResult<{ products: T[]; pageInfo: StorefrontPageInfo }> = await run(
      client, operation, query, { first: PAGE, after, query: opts.query ?? null },
      (w: Q) => ({ products: w.products.nodes.map(reshape), pageInfo: w.products.pageInfo }),
      { products: [], pageInfo: { hasNextPage: false, endCursor: null } },
      // The whole catalogue changes slowly and costs up to 20 pages to ask again (spec 001 §9: 10 / 30 min).
      { cache: 'long' },
    );
    if (!answer.ok) return { ok: false, data: all, error: answer.error };
    all.push(...answer.data.products);
    if (!answer.data.pageInfo.hasNextPage || answer.data.products.length < PAGE || !answer.data.pageInfo.endCursor) break;
    after = answer.data.pageInfo.endCursor;
  }
  return { ok: true, data: all };
}

/** getFeaturedProducts: 12 tagged `featured`, else the first products so the carousel is never empty; as cards need them. */
export async function getFeaturedProducts(client: StorefrontClient, opts: { first?: number } = {}): Promise<StorefrontResult<StorefrontListingProduct[]>> {
  const first = pageSize(opts.first, 12);
  const ask = (query: string | null) =>
    listingProducts(client, { first, query }, 'long');
  const featured = await ask('tag:featured');
  if (!featured.ok || featured.data.length > 0) return featured;
  return ask(null);
}

/** Products chosen by a search query, as product cards need them. */
function listingProducts(client: StorefrontClient, variables: { first: number; query: string | null }, cache: StorefrontCache): Promise<StorefrontResult<StorefrontListingProduct[]>> {
  return run(client, 'ListingProducts', LISTING_PRODUCTS_QUERY, variables, (w: ListingProductsQuery) => w.products.nodes.map(reshapeListingProduct), [] as StorefrontListingProduct[], { cache });
}

/** searchProducts by product type (spec: 20 by default), as product cards need them. */
export function searchProductsByType(client: StorefrontClient, productType: string, opts: { first?: number } = {}): Promise<StorefrontResult<StorefrontListingProduct[]>> {
  const type = productType.trim();
  if (!type) return Promise.resolve(invalidInput(client, 'ListingProducts', 'a product type is required', []));
  return listingProducts(client, { first: pageSize(opts.first, 20), query: `product_type:"${type.replace(/["\\]/g, '')}"` }, 'short');
}

/** The products of a category page (its mapped product types OR-ed), optionally one subtype. */
export function getProductsByCategory(
  client: StorefrontClient,
  category: string,
  opts: { type?: string | null; first?: number; sortKey?: ProductSortKey; reverse?: boolean } = {},
): Promise<StorefrontResult<StorefrontProduct[]>> {
  const query = buildCategoryQuery(category, opts.type);
  if (!query) return Promise.resolve(invalidInput(client, 'Products', `unknown category "${category}"`, []));
  return getProducts(client, { first: pageSize(opts.first, PAGE), query, sortKey: opts.sortKey, reverse: opts.reverse });
}
