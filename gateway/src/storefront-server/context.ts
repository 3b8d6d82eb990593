import type { Catalog } from '../catalog/types';
import type { CartStore } from './cart/cart-store';
import type { StockView } from './stock';

/** What every resolver of one request can reach. */
export interface StorefrontContext {
  catalog: Catalog;
  stock: StockView;
  carts: CartStore;
  /** Origin the client sees (from X-Forwarded-* or Host), for absolute image and checkout URLs. */
  origin: string;
}
