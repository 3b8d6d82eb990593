export { createStorefrontClient, PLACEHOLDER_PUBLIC_TOKEN } from './client';
export { createRenderStorefrontClient } from './render-client';
export { DEFAULT_API_VERSION, storefrontEndpoint } from './endpoint';
export { deferredStorefrontClient, type DeferredStorefrontClient } from './deferred-client';
export { remoteStorefront, StorefrontLoadError, unwrap, type RemoteStorefront } from './remote-client';
export type { QueryOptions, StorefrontClient, StorefrontClientOptions } from './client';
export { STOREFRONT_CACHE_HEADER, type StorefrontCache } from './cache-policy';
export * from './types';
export {
  reshapeCollection, reshapeImage, reshapeListingProduct, reshapeListingVariant, reshapeProduct, reshapeProductVariants, reshapeVariant,
} from './reshape';
export { buildCategoryQuery } from './helpers/category-query';
export {
  getListingPage, MAX_WALK_STEPS, type ListingFacet, type ListingFilterInput, type ListingPage, type ListingPageRequest, type ListingSource,
} from './helpers/listing-page';
export {
  getAllListingProducts, getAllProducts, getFeaturedProducts, getProducts, getProductsByCategory, getProductsPage, searchProductsByType,
  type ProductSortKey, type ProductsOptions,
} from './helpers/products';
export { getCollectionByHandle, getCollections, getProductByHandle } from './helpers/collections';
export { getProductVariants } from './helpers/product-variants';
export { fallbackCategoryImage, getCategoryShowcase } from './helpers/showcase';
export * from './category-map';
export { ALL_DOCUMENTS } from './documents';
export { CART_CREATE_MUTATION, CART_LINES_ADD_MUTATION, CART_LINES_REMOVE_MUTATION, CART_LINES_UPDATE_MUTATION } from './mutations/cart';
export { CART_QUERY } from './queries/cart';
