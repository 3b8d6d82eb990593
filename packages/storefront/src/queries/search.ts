/** Search as you type (Storefront `predictiveSearch`). */
export const PREDICTIVE_SEARCH_QUERY = /* GraphQL */ `
  query PredictiveSearch($query: String!, $limit: Int!) {
    predictiveSearch(query: $query, limit: $limit, types: [QUERY, PRODUCT, COLLECTION]) {
      queries { text }
      products {
        id title handle vendor productType
        featuredImage { url altText width height }
        priceRange { minVariantPrice { amount currencyCode } }
      }
      collections { id title handle }
    }
  }
`;
