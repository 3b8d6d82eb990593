import { document } from '../fragments/compose';
import { LISTING_PRODUCT_FRAGMENT } from '../fragments/listing-product';
import { PRODUCT_FRAGMENT } from '../fragments/product';

const PAGE_INFO = 'pageInfo { hasNextPage endCursor }';

export const PRODUCTS_QUERY = document(/* GraphQL */ `
  query Products($first: Int!, $after: String, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean) {
    products(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) {
      nodes { ...StorefrontProduct }
      ${PAGE_INFO}
    }
  }
`, PRODUCT_FRAGMENT);

/** Same shape as Products; its own name puts it in the gateway's all-products cache bucket (10/30 min). */
export const ALL_PRODUCTS_QUERY = document(/* GraphQL */ `
  query AllProducts($first: Int!, $after: String, $query: String) {
    products(first: $first, after: $after, query: $query) {
      nodes { ...StorefrontProduct }
      ${PAGE_INFO}
    }
  }
`, PRODUCT_FRAGMENT);

/** AllProducts with the product-list fragment; the name keeps it in the same cache bucket. */
export const ALL_LISTING_PRODUCTS_QUERY = document(/* GraphQL */ `
  query AllProductsForListing($first: Int!, $after: String, $query: String) {
    products(first: $first, after: $after, query: $query) {
      nodes { ...StorefrontListingProduct }
      ${PAGE_INFO}
    }
  }
`, LISTING_PRODUCT_FRAGMENT);

/**
 * Products as product cards need them (StorefrontListingProduct), chosen by a search query: home's
 * featured carousel, a product's related products. The whole product put 54 KB of JSON into home's HTML
 * for twelve cards, and a product page parsed 24 whole products to show four related ones.
 */
export const LISTING_PRODUCTS_QUERY = document(/* GraphQL */ `
  query ListingProducts($first: Int!, $query: String) {
    products(first: $first, query: $query) {
      nodes { ...StorefrontListingProduct }
    }
  }
`, LISTING_PRODUCT_FRAGMENT);

/** Light query for category cards: how many products and the first image. */
export const CATEGORY_SHOWCASE_QUERY = /* GraphQL */ `
  query CategoryShowcase($query: String!) {
    products(first: 250, query: $query) {
      nodes { id featuredImage { url altText } }
    }
  }
`;
