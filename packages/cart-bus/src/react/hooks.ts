import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
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
  cartTotalsAtom,
  lastOrderAtom,
  recentlyViewedAtom,
  wishlistItemsAtom,
} from './atoms';

export function useCart() {
  const items = useAtomValue(cartItemsAtom);
  const totals = useAtomValue(cartTotalsAtom);
  return { items, totals, addToCart, setQuantity: setCartQuantity, remove: removeFromCart, clear: clearCart };
}

export function useWishlist() {
  const items = useAtomValue(wishlistItemsAtom);
  const has = useCallback((productId: string) => isInWishlistItems(items, productId), [items]);
  return { items, has, toggle: toggleWishlist };
}

export function useRecentlyViewed() {
  const items = useAtomValue(recentlyViewedAtom);
  return { items, record: recordRecentlyViewed };
}

export function useLastOrder() {
  return useAtomValue(lastOrderAtom);
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
