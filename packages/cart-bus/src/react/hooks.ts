import { useAtomValue } from 'jotai';
import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
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
 * True while the component renders on the server or hydrates server HTML, then false. The server has no
 * storage, so during hydration the hooks below give what the server rendered (an empty cart, no
 * wishlist), and the stored state one render later: the HTML and the first render match, whichever
 * component hydrates whenever. A component the browser renders itself is never hydrating.
 *
 * Only React knows whether a render hydrates: it reads a store's server snapshot then, and only then.
 * The switch after hydration is a transition. Were the client snapshot simply `false`, React would see
 * the store differ from what was hydrated and render every component using this hook again at once,
 * synchronously, in the task that runs the page's effects: on a product listing, the header's cart and
 * each card's wishlist heart in one task that does not yield. So a hydrated component's client snapshot
 * stays `true` until its own effect switches it, in a render that yields.
 */
export function useHydrating(): boolean {
  const hydrated = useRef(false);
  const [switched, setSwitched] = useState(false);
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => hydrated.current && !switched,
    () => {
      hydrated.current = true;
      return true;
    },
  );
  useEffect(() => {
    if (hydrating) startTransition(() => setSwitched(true));
  }, [hydrating]);
  return hydrating;
}

/**
 * `useSyncExternalStore` for a store only the browser knows (storage, the window's width): a hydrating
 * component reads `serverSnapshot`, as the server did, and the store from the transition useHydrating
 * switches in. Reading the store as soon as hydration ends would make React render the component again
 * at once, synchronously, in the task that runs the page's effects, wherever the two answers differ.
 */
export function useBrowserStore<T>(subscribe: (onChange: () => void) => () => void, snapshot: () => T, serverSnapshot: () => T): T {
  const hydrating = useHydrating();
  return useSyncExternalStore(subscribe, hydrating ? serverSnapshot : snapshot, serverSnapshot);
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
