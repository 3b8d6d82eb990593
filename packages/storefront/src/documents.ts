import { CART_CREATE_MUTATION, CART_LINES_ADD_MUTATION, CART_LINES_REMOVE_MUTATION, CART_LINES_UPDATE_MUTATION } from './mutations/cart';
import { CHECKOUT_CART_CREATE_MUTATION } from './mutations/checkout';
import { CART_QUERY } from './queries/cart';
import { COLLECTION_BY_HANDLE_QUERY, COLLECTIONS_QUERY } from './queries/collections';
import { PRODUCT_BY_HANDLE_QUERY } from './queries/product';
import { PRODUCT_VARIANTS_QUERY } from './queries/product-variants';
import { DISCOVER_PRODUCTS_QUERY, OFFERS_QUERY } from './queries/offers';
import { BUNDLE_CATEGORY_CARD_QUERY, PRODUCT_IDS_QUERY, PRODUCT_SUMMARIES_QUERY } from './queries/product-lists';
import { ALL_LISTING_PRODUCTS_QUERY, ALL_PRODUCTS_QUERY, CATEGORY_SHOWCASE_QUERY, LISTING_PRODUCTS_QUERY, PRODUCTS_QUERY } from './queries/products';
import { COLLECTION_LISTING_QUERY, PRODUCTS_LISTING_QUERY, SEARCH_LISTING_QUERY } from './queries/listing';
import { PREDICTIVE_SEARCH_QUERY } from './queries/search';
import { SHOP_DIAGNOSTICS_QUERY } from './queries/shop';
import { SITEMAP_PRODUCT_PAGE_QUERY, SITEMAP_PRODUCT_PAGES_QUERY } from './queries/sitemap';
import { WISHLIST_PRODUCT_VARIANTS_QUERY } from './queries/wishlist';

export { LISTING_EXCERPT_LENGTH } from './fragments/listing-product';
export { CHECKOUT_CART_CREATE_MUTATION, type CheckoutCartCreateData } from './mutations/checkout';
export { DISCOVER_PRODUCTS_QUERY, OFFERS_QUERY, type DiscoveredProductNode, type OffersQueryData } from './queries/offers';
// The result and variables types of every document above, generated from the official schema (codegen/).
export type * from './generated/operation-types';
export { BUNDLE_CATEGORY_CARD_QUERY, PRODUCT_IDS_QUERY, PRODUCT_SUMMARIES_QUERY } from './queries/product-lists';
export { PREDICTIVE_SEARCH_QUERY } from './queries/search';
export { SHOP_DIAGNOSTICS_QUERY } from './queries/shop';
export { SITEMAP_PRODUCT_PAGE_QUERY, SITEMAP_PRODUCT_PAGES_QUERY, type SitemapProductPageData, type SitemapProductPagesData } from './queries/sitemap';
export { WISHLIST_PRODUCT_VARIANTS_QUERY } from './queries/wishlist';

/**
 * Every GraphQL document the shop sends (remotes, gateway and bench); the gateway tests validate each
 * against both schemas. Hydrogen's own documents stay with the embedded server's tests: they are what
 * another client sends, not what this shop sends.
 */
export const ALL_DOCUMENTS: Readonly<Record<string, string>> = {
  Products: PRODUCTS_QUERY,
  AllProducts: ALL_PRODUCTS_QUERY,
  AllProductsForListing: ALL_LISTING_PRODUCTS_QUERY,
  CollectionListing: COLLECTION_LISTING_QUERY,
  SearchListing: SEARCH_LISTING_QUERY,
  ProductsListing: PRODUCTS_LISTING_QUERY,
  ListingProducts: LISTING_PRODUCTS_QUERY,
  CategoryShowcase: CATEGORY_SHOWCASE_QUERY,
  ProductByHandle: PRODUCT_BY_HANDLE_QUERY,
  ProductVariants: PRODUCT_VARIANTS_QUERY,
  Collections: COLLECTIONS_QUERY,
  CollectionByHandle: COLLECTION_BY_HANDLE_QUERY,
  Cart: CART_QUERY,
  CartCreate: CART_CREATE_MUTATION,
  CartLinesAdd: CART_LINES_ADD_MUTATION,
  CartLinesUpdate: CART_LINES_UPDATE_MUTATION,
  CartLinesRemove: CART_LINES_REMOVE_MUTATION,
  ProductSummaries: PRODUCT_SUMMARIES_QUERY,
  ProductIds: PRODUCT_IDS_QUERY,
  BundleCategoryCard: BUNDLE_CATEGORY_CARD_QUERY,
  WishlistProductVariants: WISHLIST_PRODUCT_VARIANTS_QUERY,
  PredictiveSearch: PREDICTIVE_SEARCH_QUERY,
  ShopDiagnostics: SHOP_DIAGNOSTICS_QUERY,
  Offers: OFFERS_QUERY,
  CheckoutCartCreate: CHECKOUT_CART_CREATE_MUTATION,
  BenchDiscover: DISCOVER_PRODUCTS_QUERY,
  SitemapProductPages: SITEMAP_PRODUCT_PAGES_QUERY,
  SitemapProductPage: SITEMAP_PRODUCT_PAGE_QUERY,
};
