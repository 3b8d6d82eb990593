import { CART_CREATE_MUTATION, CART_LINES_ADD_MUTATION, CART_LINES_REMOVE_MUTATION, CART_LINES_UPDATE_MUTATION } from './mutations/cart';
import { CART_QUERY } from './queries/cart';
import { COLLECTION_BY_HANDLE_QUERY, COLLECTIONS_QUERY } from './queries/collections';
import { PRODUCT_BY_HANDLE_QUERY } from './queries/product';
import { ALL_LISTING_PRODUCTS_QUERY, ALL_PRODUCTS_QUERY, CATEGORY_SHOWCASE_QUERY, FEATURED_PRODUCTS_QUERY, PRODUCTS_QUERY } from './queries/products';

/** Every GraphQL document the apps send; the gateway tests validate each against both schemas. */
export const ALL_DOCUMENTS: Readonly<Record<string, string>> = {
  Products: PRODUCTS_QUERY,
  AllProducts: ALL_PRODUCTS_QUERY,
  AllProductsForListing: ALL_LISTING_PRODUCTS_QUERY,
  FeaturedProducts: FEATURED_PRODUCTS_QUERY,
  CategoryShowcase: CATEGORY_SHOWCASE_QUERY,
  ProductByHandle: PRODUCT_BY_HANDLE_QUERY,
  Collections: COLLECTIONS_QUERY,
  CollectionByHandle: COLLECTION_BY_HANDLE_QUERY,
  Cart: CART_QUERY,
  CartCreate: CART_CREATE_MUTATION,
  CartLinesAdd: CART_LINES_ADD_MUTATION,
  CartLinesUpdate: CART_LINES_UPDATE_MUTATION,
  CartLinesRemove: CART_LINES_REMOVE_MUTATION,
};
