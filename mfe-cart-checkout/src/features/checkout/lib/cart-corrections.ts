import { getCart, getDefaultBus, setCartQuantity } from '@tjb/cart-bus';
import type { PriceChange, UnavailableLine } from '../api/process-payment';

/**
 * Takes the server's new prices into the browser cart once the shopper accepts them. The bus has no
 * "reprice" operation, so the repriced cart is published as a whole (it is validated like any other).
 */
export function acceptPriceChanges(changes: readonly PriceChange[]): void {
  const byId = new Map(changes.map((change) => [change.id, change.newPrice]));
  const items = getCart().map((item) => {
    const price = byId.get(item.id);
    return price === undefined ? item : { ...item, price };
  });
  getDefaultBus().publish({ type: 'cart:changed', v: 1, items });
}

/** Lowers each short line to what is in stock (0 removes it). */
export function acceptAvailability(lines: readonly UnavailableLine[]): void {
  for (const line of lines) setCartQuantity(line.id, Math.max(0, line.available));
}
