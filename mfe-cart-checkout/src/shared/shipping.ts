import { FREE_SHIPPING_THRESHOLD, formatMoney, qualifiesForFreeShipping } from '@tjb/cart-bus';

/**
 * The flat rate the gateway charges under the free-shipping threshold (gateway `STANDARD_SHIPPING_CENTS`).
 * The spec only says 'Calculated at checkout'; the shopper is told the real figure before paying.
 */
export const STANDARD_SHIPPING = 9.99;

export const SHIPPING_TEXT = {
  free: 'FREE',
  later: 'Calculated at checkout',
} as const;

export function shippingLabel(subtotal: number): string {
  return qualifiesForFreeShipping(subtotal) ? SHIPPING_TEXT.free : SHIPPING_TEXT.later;
}

/** "Add $12.50 more for free shipping" style nudge; null once the cart qualifies or is empty. */
export function amountToFreeShipping(subtotal: number): number | null {
  if (subtotal <= 0 || qualifiesForFreeShipping(subtotal)) return null;
  return Math.round((FREE_SHIPPING_THRESHOLD - subtotal) * 100) / 100;
}

export function freeShippingNudge(subtotal: number): string | null {
  const left = amountToFreeShipping(subtotal);
  return left === null ? null : `Add ${formatMoney(left)} more for free shipping.`;
}
