/**
 * @tjb/cart-bus: the cart, wishlist and recently-viewed rules and the typed bus that lets separately
 * deployed remotes share them. Plain TypeScript; React hooks live in `@tjb/cart-bus/react`.
 */
export {
  BUS_EVENT_NAME,
  PERSISTENT_EVENT_KEYS,
  PROTOCOL_VERSION,
  RECENTLY_VIEWED_LIMIT,
  STORAGE_KEYS,
  parseBusEvent,
  parseStoredValue,
  validateBusEvent,
  type BusEvent,
  type BusEventOf,
  type BusEventType,
  type CartChangedEvent,
  type CartPanelCloseEvent,
  type CartPanelOpenEvent,
  type CartPanelToggleEvent,
  type MemoryBusEvent,
  type OrderPlacedEvent,
  type PersistentBusEvent,
  type RecentChangedEvent,
  type StorageKey,
  type StoredValues,
  type ToastShowEvent,
  type ValidationResult,
  type WishlistChangedEvent,
} from './protocol';
export type { CartItem, LastOrder, RecentlyViewedEntry, Toast, ToastVariant, WishlistEntry } from './schemas';
export { createBus, type Bus, type BusHandler, type BusOptions, type PublishResult, type Unsubscribe } from './bus';
export { getDefaultBus } from './default-bus';
// Money and pricing rules are @tjb/pricing's; the browser reaches them through this shared singleton so
// every remote on a page runs one copy of them. Named, not `export *`: a shared module ships whole, and
// the server-only rules (codes, discounts) have no business in home's first load.
export {
  FREE_SHIPPING_THRESHOLD,
  formatMoney,
  groupThousands,
  isGiftCardProductId,
  priceToCents,
} from '@tjb/pricing';
export {
  addCartItem,
  cartItemCount,
  cartLineId,
  removeCartItem,
  setCartItemQuantity,
  type AddToCartInput,
  type AddToCartResult,
  type CartResult,
} from './cart';
export { isInWishlistItems, toggleWishlistEntry, type WishlistInput, type WishlistToggleResult } from './wishlist';
export {
  recordRecentlyViewedEntry,
  type RecentlyViewedInput,
  type RecentlyViewedResult,
} from './recently-viewed';
export { TOASTS } from './toasts';
/** The page's localStorage, or undefined where storage is blocked (reading `window.localStorage` can throw): every remote's own keys go through it. */
export { resolveLocalStorage } from './safe-storage';
export { addToCart, clearCart, getCart, removeFromCart, setCartQuantity } from './cart-store';
export { getWishlist, isInWishlist, toggleWishlist } from './wishlist-store';
export { getRecentlyViewed, recordRecentlyViewed } from './recent-store';
export { getLastOrder, saveLastOrder, type LastOrderInput, type SaveLastOrderResult } from './order-store';
export {
  closeCartPanel,
  isCartPanelOpen,
  onBusEvent,
  openCartPanel,
  showToast,
  toggleCartPanel,
  type ToastInput,
} from './ui-store';
