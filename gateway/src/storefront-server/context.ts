import type { Catalog, CatalogImage, CatalogProduct, CatalogVariant } from '../catalog/types';
import type { CartStore } from './cart/cart-store';
import type { StockView } from './stock';

/** What every resolver of one request can reach. */
export interface StorefrontContext {
  catalog: Catalog;
  stock: StockView;
  carts: CartStore;
  /** Origin the client sees (from X-Forwarded-* or Host), for absolute image and checkout URLs. */
  origin: string;
  /** Date.now() past which the request's resolvers stop working and fail with a timeout. */
  deadline?: number;
  /** Filled by the product resolvers during the request (see resolvers/product.ts). */
  memo?: RequestMemo;
}

/**
 * Per request: the product each variant on the page came from, and each product's images by id.
 * A page of 24 products reads them ~250 times, and generated products build their images on every
 * read. Kept on the request's own context (not in a module-level WeakMap) so that long-lived tables
 * never point at short-lived objects, which would make every young-generation collection slower.
 */
export interface RequestMemo {
  owners: Map<CatalogVariant, CatalogProduct>;
  images: Map<CatalogProduct, { list: CatalogImage[]; byId: Map<string, CatalogImage> }>;
}
