// Server-side documents: the gateway prices orders with Offers and the bench finds products to measure
// with DiscoverProducts. quantityAvailable needs the token's unauthenticated_read_product_inventory
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

/** A variant with its price and stock, as both documents above select it. */
export interface StockVariantNode {
  id: string;
  title: string;
  availableForSale: boolean;
  quantityAvailable: number | null;
  price: { amount: string };
  selectedOptions: Array<{ name: string; value: string }>;
}

/** A product of `Offers`: `nodes(ids:)` answers null for an unknown id and `{}` for a node that is not a product. */
export interface OffersProductNode {
  id?: string;
  handle: string;
  title: string;
  productType: string;
  images: { nodes: Array<{ id: string; url: string }> };
  variants: { nodes: Array<StockVariantNode & { image: { id: string } | null }> };
}

export interface OffersQueryData {
  nodes: Array<OffersProductNode | null>;
}

/** A product of `BenchDiscover`. */
export interface DiscoveredProductNode {
  id: string;
  handle: string;
  title: string;
  productType: string;
  featuredImage: { url: string } | null;
  variants: { nodes: StockVariantNode[] };
}
