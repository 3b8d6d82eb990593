import { useCart } from '@tjb/cart-bus/react';
import { computeCartTotals, type CartTotals } from '@tjb/pricing';
import { useMemo } from 'react';

/**
 * The shared cart with its money figures. The totals are worked out here, from @tjb/pricing's rules
 * (the ones the gateway charges by), rather than in the cart bus: every page loads the bus, and only
 * the cart, the side cart and checkout show totals.
 */
export function useCartWithTotals(): ReturnType<typeof useCart> & { totals: CartTotals } {
  const cart = useCart();
  const totals = useMemo(() => computeCartTotals(cart.items), [cart.items]);
  return { ...cart, totals };
}

/** "1 item", "3 items": the count in the shopper's words. */
export function itemsInCart(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'} in your cart`;
}
