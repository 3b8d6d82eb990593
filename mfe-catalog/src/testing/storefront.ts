import { createStorefrontClient, type StorefrontListingVariant, type StorefrontProduct } from '@tjb/storefront';
import { mockStorefront, type StorefrontAnswer, type StorefrontCall, type StorefrontResolver } from '@tjb/test-support';
import { setStorefrontClient } from '../shared/api/storefront-client';

const money = (amount: string) => ({ amount, currencyCode: 'USD' });

/** The wire shape of a product, as the gateway would answer it. */
export function toWire(p: StorefrontProduct) {
  const image = (i: { id: string; src: string; altText: string | null; width: number | null; height: number | null } | null) =>
    i ? { id: i.id, url: i.src, altText: i.altText, width: i.width, height: i.height } : null;
  const variant = (v: StorefrontListingVariant) => ({
    id: v.id, title: v.title, availableForSale: v.availableForSale,
    price: money(v.price), compareAtPrice: v.compareAtPrice ? money(v.compareAtPrice) : null, selectedOptions: v.selectedOptions,
  });
  return {
    id: p.id, title: p.title, handle: p.handle, description: p.description, descriptionHtml: p.descriptionHtml,
    productType: p.productType, vendor: p.vendor, tags: p.tags, createdAt: p.createdAt, availableForSale: p.availableForSale,
    options: p.options, featuredImage: image(p.featuredImage), images: { nodes: p.images.map(image) },
    variantsCount: { count: p.variants.length, precision: 'EXACT' },
    selectedOrFirstAvailableVariant: p.variant ? variant(p.variant) : null,
    variants: { nodes: p.variants.map((v) => ({ ...variant(v), sku: v.sku, quantityAvailable: v.quantityAvailable, image: image(v.image) })) },
    priceRange: { minVariantPrice: money(p.priceRange.minVariantPrice) },
    compareAtPriceRange: { maxVariantPrice: money(p.compareAtPrice) },
  };
}

/** The quick pick's ProductVariants answer for this product (null: no product has the handle). */
export const productVariantsAnswer = (p: StorefrontProduct | null) => ({ product: p && toWire(p) });

/**
 * The catalogue's product-list operations: each asks for `products(...)`, and a test's catalogue answers
 * them all alike (each reads the fields its document asks for).
 */
const PRODUCT_LIST_OPERATIONS = ['Products', 'AllProducts', 'AllProductsForListing', 'ListingProducts', 'CategoryShowcase', 'ProductIds', 'ProductSummaries'];

/** The same answer for every product-list operation, for answerStorefront. */
export const productLists = (answer: StorefrontResolver | StorefrontAnswer): Record<string, StorefrontResolver | StorefrontAnswer> =>
  Object.fromEntries(PRODUCT_LIST_OPERATIONS.map((name) => [name, answer]));

/**
 * Answers the remote's Storefront queries by operation name, on the shared fake network
 * (@tjb/test-support's MSW): the remote's real client sends real requests. A resolver that throws is
 * a network failure. Returns the recorded requests (operation, query, variables, headers).
 */
export function answerStorefront(answers: Record<string, StorefrontResolver | StorefrontAnswer>) {
  // No retries (a failure is a test's answer, not a blip) and no logging of the failures tests script.
  setStorefrontClient(createStorefrontClient({ origin: 'http://shop.test', retries: 0, onError: () => undefined }));
  return mockStorefront(answers);
}

/** The listing operations: a page of a collection, a search or the whole catalogue, and the walk to a page's cursor. */
const LISTING_OPERATIONS = ['CollectionListing', 'SearchListing', 'ProductsListing', 'ProductIds'];

/**
 * One function answers every listing request (it reads the query and variables it needs, as
 * listingAnswer does), on the shared fake network. Returns the recorded requests.
 */
export function answerListings(answer: (call: StorefrontCall) => StorefrontAnswer) {
  const resolve: StorefrontResolver = (_variables, call) => answer(call);
  return answerStorefront(Object.fromEntries(LISTING_OPERATIONS.map((name) => [name, resolve])));
}

/** Answers every products(...) query with these products, filtered by nothing. */
export const productsAnswer = (products: StorefrontProduct[]) => ({
  products: { nodes: products.map(toWire), pageInfo: { hasNextPage: false, endCursor: null } },
});

export interface ListingAnswer {
  /** Every product the request matches, in order: the answer is the page its `first`/`after` ask for. */
  products: StorefrontProduct[];
  /** The Storefront's `filters` answer (facet groups with counts and inputs). */
  facets?: Array<{ id: string; label: string; type: 'LIST' | 'PRICE_RANGE' | 'BOOLEAN'; values: Array<{ label: string; count: number; input: string }> }>;
}

/**
 * The answer of a CollectionListing or SearchListing request, as the Storefront shapes it, paged by
 * cursor (`cursor-<position>`). The walk to a page's cursor (`withProducts: false`) gets ids only, and
 * each product has its excerpt only when the request asks (`withExcerpt`, a list view).
 */
export function listingAnswer(body: { query: string; variables: Record<string, unknown> }, answer: ListingAnswer) {
  const { first, after, withProducts, withExcerpt } = body.variables as { first: number; after: string | null; withProducts: boolean; withExcerpt?: boolean };
  const start = after ? Number(after.replace('cursor-', '')) : 0;
  const page = answer.products.slice(start, start + first);
  const node = (p: StorefrontProduct) => ({ ...toWire(p), ...(withExcerpt ? { excerpt: p.excerpt ?? p.description } : {}) });
  const connection = {
    ...(withProducts ? { nodes: page.map(node) } : { ids: page.map((p) => ({ id: p.id })) }),
    pageInfo: { hasNextPage: start + page.length < answer.products.length, endCursor: page.length > 0 ? `cursor-${start + page.length}` : null },
  };
  if (body.query.includes('query SearchListing')) {
    return { search: { totalCount: answer.products.length, ...connection, ...(withProducts ? { productFilters: answer.facets ?? [] } : {}) } };
  }
  return { collection: { id: 'gid://shopify/Collection/1', products: { ...connection, ...(withProducts ? { filters: answer.facets ?? [] } : {}) } } };
}

/** A facet group as the Storefront answers it: `[label, count, ProductFilter input]` per value. */
export function facetGroup(id: string, values: Array<[string, number, object]>, type: 'LIST' | 'PRICE_RANGE' | 'BOOLEAN' = 'LIST') {
  return { id, label: id, type, values: values.map(([label, count, input]) => ({ label, count, input: JSON.stringify(input) })) };
}
