import type { BenchDiscoverQuery, OffersQuery } from '../generated/operation-types';

// Server-side documents: the gateway prices orders with Offers and the bench finds products to measure
// with BenchDiscover. quantityAvailable needs the token's unauthenticated_read_product_inventory
// scope; without it Shopify answers null and only availableForSale tells stock.

export const OFFERS_QUERY = /* GraphQL */ `
  query Offers($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Product {
        id
        handle
        title
        productType
        images(first: 20) { nodes { id url } }
        variants(first: 100) {
          nodes {
            id
            title
            availableForSale
            quantityAvailable
            price { amount }
            selectedOptions { name value }
            image { id }
          }
        }
      }
    }
  }
`;

export const DISCOVER_PRODUCTS_QUERY = /* GraphQL */ `
  query BenchDiscover($query: String!) {
    products(first: 50, query: $query, sortKey: BEST_SELLING) {
      nodes {
        id handle title productType featuredImage { url }
        variants(first: 20) { nodes { id title availableForSale quantityAvailable price { amount } selectedOptions { name value } } }
      }
    }
  }
`;

/** What `Offers` answers: `nodes(ids:)` holds null for an unknown id and `{}` for a node that is not a product. */
export type OffersQueryData = OffersQuery;

/** A product of `BenchDiscover`. */
export type DiscoveredProductNode = BenchDiscoverQuery['products']['nodes'][number];
