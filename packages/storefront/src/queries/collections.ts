import { COLLECTION_FRAGMENT } from '../fragments/collection';
import { document } from '../fragments/compose';
import { PRODUCT_FRAGMENT } from '../fragments/product';

export const COLLECTIONS_QUERY = document(/* GraphQL */ `
  query Collections($first: Int!, $productsFirst: Int!) {
    collections(first: $first) {
      nodes {
        ...StorefrontCollection
        products(first: $productsFirst) { nodes { ...StorefrontProduct } }
      }
    }
  }
`, COLLECTION_FRAGMENT, PRODUCT_FRAGMENT);

export const COLLECTION_BY_HANDLE_QUERY = document(/* GraphQL */ `
  query CollectionByHandle($handle: String!, $first: Int!, $after: String) {
    collection(handle: $handle) {
      ...StorefrontCollection
      products(first: $first, after: $after) {
        nodes { ...StorefrontProduct }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
`, COLLECTION_FRAGMENT, PRODUCT_FRAGMENT);
