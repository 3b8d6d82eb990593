/** Cart operations for any remote: read the current cart, apply a rule, publish the result. */
import {
  addCartItem,
  removeCartItem,
  setCartItemQuantity,
  type AddToCartInput,
  type AddToCartResult,
  type CartResult,
} from './cart';
import { getDefaultBus } from './default-bus';
import { STORAGE_KEYS } from './protocol';
import type { CartItem } from './schemas';

export function getCart(): CartItem[] {
  return getDefaultBus().read(STORAGE_KEYS.cart);
}

function publishCart(items: CartItem[]): CartResult {
  const published = getDefaultBus().publish({ type: 'cart:changed', v: 1, items });
  return published.ok ? { ok: true, items } : published;
}

/** Returns the resulting line (with the raised quantity when the line already existed) or a clear error. */
export function addToCart(input: AddToCartInput): AddToCartResult {
  const added = addCartItem(getCart(), input);
  if (!added.ok) return added;
  const published = publishCart(added.items);
  return published.ok ? added : published;
}

/** Quantity 0 or below removes the line. */
export function setCartQuantity(id: string, quantity: number): CartResult {
  const next = setCartItemQuantity(getCart(), id, quantity);
  return next.ok ? publishCart(next.items) : next;
}

export function removeFromCart(id: string): CartResult {
  return publishCart(removeCartItem(getCart(), id));
}

export function clearCart(): CartResult {
  return publishCart([]);
}
