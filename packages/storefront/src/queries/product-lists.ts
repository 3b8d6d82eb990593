/**
 * What the internal analysis pages need of every product, nothing more (a full product is ~20x the
 * size).
 */
export const PRODUCT_SUMMARIES_QUERY = /* GraphQL */ `
  query ProductSummaries($first: Int!, $after: String, $query: String) {
    products(first: $first, after: $after, query: $query) {
      nodes { id title handle productType vendor priceRange { minVariantPrice { amount currencyCode } } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

/**
 * Ids only, 250 a page: the cheapest way to count what a search query matches (the Storefront API has
 * no count field).
 */
export const PRODUCT_IDS_QUERY = /* GraphQL */ `
  query ProductIds($first: Int!, $after: String, $query: String) {
    products(first: $first, after: $after, query: $query) {
      nodes { id }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

/** Ids and featured images of up to 250 products: a card's count and its picture, in one light query. */
export const BUNDLE_CATEGORY_CARD_QUERY = /* GraphQL */ `
  query BundleCategoryCard($query: String!) {
    products(first: 250, query: $query) {
      nodes { id featuredImage { url altText } }
    }
  }
`;
