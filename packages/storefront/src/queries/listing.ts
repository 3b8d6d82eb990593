import { document, fragment } from '../fragments/compose';
import { LISTING_EXCERPT_FRAGMENT, LISTING_PRODUCT_FRAGMENT } from '../fragments/listing-product';

/**
 * A facet group as Storefront answers it; each value's `input` is the ProductFilter JSON to send back.
 * A value's own id is not asked for: a listing finds a value by its label or its input, and the ids
 * (`filter.p.product_type.mens-leather-jackets`) were a fifth of a search page's facets.
 */
const LISTING_FACET_FRAGMENT = fragment('ListingFacet', /* GraphQL */ `
  fragment ListingFacet on Filter {
    id
    label
    type
    values { label count input }
  }
`);

// The listing documents (conventions §17): one page of a listing with the filters, sort and cursor it
// shows. With `$withProducts: false` the same document answers only ids and `pageInfo`: that is how a
// `?page=N` link reaches its cursor (helpers/listing-page.ts), with the ids of the products before it
// (to know where a short list ends) but none of their data. `$withExcerpt` adds each product's excerpt,
// which only the list view shows.

/** A collection's products: a category page, a tab, or `all` for the whole catalogue. */
export const COLLECTION_LISTING_QUERY = document(/* GraphQL */ `
  query CollectionListing(
    $handle: String!, $first: Int!, $after: String, $filters: [ProductFilter!],
    $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $withProducts: Boolean!, $withExcerpt: Boolean!
  ) {
    collection(handle: $handle) {
      id
      products(first: $first, after: $after, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
        nodes @include(if: $withProducts) { ...StorefrontListingProduct ...StorefrontListingExcerpt @include(if: $withExcerpt) }
        ids: nodes @skip(if: $withProducts) { id }
        pageInfo { hasNextPage endCursor }
        filters @include(if: $withProducts) { ...ListingFacet }
      }
    }
  }
`, LISTING_PRODUCT_FRAGMENT, LISTING_EXCERPT_FRAGMENT, LISTING_FACET_FRAGMENT);

/** A shopper's search, narrowed by filters (a category's product types among them). */
export const SEARCH_LISTING_QUERY = document(/* GraphQL */ `
  query SearchListing(
    $query: String!, $first: Int!, $after: String, $filters: [ProductFilter!],
    $sortKey: SearchSortKeys, $reverse: Boolean, $withProducts: Boolean!, $withExcerpt: Boolean!
  ) {
    search(query: $query, first: $first, after: $after, productFilters: $filters, sortKey: $sortKey, reverse: $reverse, types: [PRODUCT]) {
      totalCount
      nodes @include(if: $withProducts) { ... on Product { ...StorefrontListingProduct ...StorefrontListingExcerpt @include(if: $withExcerpt) } }
      ids: nodes @skip(if: $withProducts) { ... on Product { id } }
      pageInfo { hasNextPage endCursor }
      productFilters @include(if: $withProducts) { ...ListingFacet }
    }
  }
`, LISTING_PRODUCT_FRAGMENT, LISTING_EXCERPT_FRAGMENT, LISTING_FACET_FRAGMENT);

/**
 * The catalogue by a Storefront search query, for an order only the products connection has (by
 * brand, `VENDOR`); it answers no facets and no count.
 */
export const PRODUCTS_LISTING_QUERY = document(/* GraphQL */ `
  query ProductsListing(
    $query: String, $first: Int!, $after: String, $sortKey: ProductSortKeys, $reverse: Boolean, $withProducts: Boolean!, $withExcerpt: Boolean!
  ) {
    products(query: $query, first: $first, after: $after, sortKey: $sortKey, reverse: $reverse) {
      nodes @include(if: $withProducts) { ...StorefrontListingProduct ...StorefrontListingExcerpt @include(if: $withExcerpt) }
      ids: nodes @skip(if: $withProducts) { id }
      pageInfo { hasNextPage endCursor }
    }
  }
`, LISTING_PRODUCT_FRAGMENT, LISTING_EXCERPT_FRAGMENT);
