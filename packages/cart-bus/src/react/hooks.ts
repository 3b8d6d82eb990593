import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { BusHandler } from '../bus';
import { addToCart, clearCart, removeFromCart, setCartQuantity } from '../cart-store';
import type { BusEventType } from '../protocol';
import { recordRecentlyViewed } from '../recent-store';
import { closeCartPanel, onBusEvent, openCartPanel, toggleCartPanel } from '../ui-store';
import { isInWishlistItems } from '../wishlist';
import { toggleWishlist } from '../wishlist-store';
import {
  cartItemsAtom,
  cartPanelOpenAtom,
  cartItemCountAtom,
  lastOrderAtom,
  recentlyViewedAtom,
  wishlistItemsAtom,
} from './atoms';

const noSubscription = () => () => undefined;

/**
 * True while the component renders on the server or hydrates server HTML, then false (React renders the
 * component again at once). The server has no storage, so during hydration the hooks below give what
 * the server rendered (an empty cart, no wishlist), and the stored state one render later: the HTML
 * and the first render match, whichever component hydrates whenever.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => true);
}

const NO_ITEMS: never[] = [];

export function useCart() {
  const hydrating = useHydrating();
  const items = useAtomValue(cartItemsAtom);
  const itemCount = useAtomValue(cartItemCountAtom);
  return {
    items: hydrating ? NO_ITEMS : items,
    /** Units in the cart; the money figures are @tjb/pricing's `computeCartTotals(items)`. */
    itemCount: hydrating ? 0 : itemCount,
    addToCart,
    setQuantity: setCartQuantity,
    remove: removeFromCart,
    clear: clearCart,
  };
}

export function useWishlist() {
  const hydrating = useHydrating();
  const stored = useAtomValue(wishlistItemsAtom);
  const items = hydrating ? NO_ITEMS : stored;
  const has = useCallback((productId: string) => isInWishlistItems(items, productId), [items]);
  return { items, has, toggle: toggleWishlist };
}

export function useRecentlyViewed() {
  const hydrating = useHydrating();
  const items = useAtomValue(recentlyViewedAtom);
  return { items: hydrating ? NO_ITEMS : items, record: recordRecentlyViewed };
}

export function useLastOrder() {
  const hydrating = useHydrating();
  const order = useAtomValue(lastOrderAtom);
  return hydrating ? null : order;
}

export function useCartPanel() {
  const isOpen = useAtomValue(cartPanelOpenAtom);
  return { isOpen, open: openCartPanel, close: closeCartPanel, toggle: toggleCartPanel };
}

/** Subscribes for the component's lifetime; the latest handler is called without re-subscribing. */
export function useBusEvent<T extends BusEventType>(type: T, handler: BusHandler<T>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onBusEvent(type, (event) => latest.current(event)), [type]);
}
