import { closeCartPanel, getCart, isCartPanelOpen, onBusEvent, showToast, type ToastInput } from '@tjb/cart-bus';
import { SIDE_CART } from '@tjb/mf-config';
import { afterPageSettled } from '@tjb/ui';
import { startTransition, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../next-task';
import { RemoteSlot } from '../remotes/remote-slot';

export const CART_PANEL_UNAVAILABLE: ToastInput = {
  title: 'The cart could not open',
  description: 'Your items are kept in this browser. Please try again in a moment.',
  variant: 'destructive',
};

/**
 * The side cart lives in the cart remote and opens itself on the bus's cart-panel events. It is mounted
 * on the first of them (or the first cart change) rather than on every first paint, so pages that never
 * touch the cart never load the cart remote. A cart that already holds lines mounts it once the page has
 * settled, because the panel also keeps the server cart mirrored (not again after a failed load). The open
 * flag lives on the window, so a panel mounted by the event that asked for it still opens. If the cart
 * remote cannot be loaded, a shopper who asked for the panel is told so, and the next request tries again.
 */
export function CartPanelHost() {
  const [mounted, setMounted] = useState(() => isCartPanelOpen());
  // Once the remote failed to load, only the shopper's next request tries again: mounting it by itself
  // for a cart that holds lines would ask for a remote that is down, fail, and ask again without end.
  const failed = useRef(false);
  useEffect(() => {
    if (mounted) return;
    let live = true;
    // After the next paint and as a transition: loading and running the cart remote must not lengthen
    // the add-to-cart click that asked for it (its scripts are only prefetched until then).
    const mount = () => void afterNextPaint().then(() => live && startTransition(() => setMounted(true)));
    const unsubscribes = (['cart-panel:open', 'cart-panel:toggle', 'cart:changed'] as const).map((type) => onBusEvent(type, mount));
    // Asked for while unmounted and not yet listening (between a failed load and this effect): the open
    // flag says so, and the request is not lost.
    if (isCartPanelOpen()) mount();
    else if (getCart().length > 0 && !failed.current) void afterPageSettled().then(() => live && mount());
    return () => {
      live = false;
      unsubscribes.forEach((unsubscribe) => unsubscribe());
    };
  }, [mounted]);
  const unavailable = () => {
    failed.current = true;
    if (isCartPanelOpen()) {
      closeCartPanel(); // else the next toggle would ask for it closed
      showToast(CART_PANEL_UNAVAILABLE);
    }
    setMounted(false);
  };
  return mounted ? <RemoteSlot remote={SIDE_CART.remote} module={SIDE_CART.module} kind="overlay" onUnavailable={unavailable} /> : null;
}
