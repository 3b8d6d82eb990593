/** React bindings for @tjb/cart-bus. Works with jotai's default store or any <Provider>. */
export {
  cartItemsAtom,
  cartPanelOpenAtom,
  cartItemCountAtom,
  lastOrderAtom,
  recentlyViewedAtom,
  wishlistItemsAtom,
} from './atoms';
export { useBrowserStore, useBusEvent, useCart, useCartPanel, useHydrating, useLastOrder, useRecentlyViewed, useWishlist } from './hooks';
