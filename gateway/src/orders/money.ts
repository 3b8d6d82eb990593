/** Money on the wire is a decimal string ("24.99"), as Shopify writes it; inside, integer cents. */

/** Flat 8% of the subtotal (spec 000 §9 'Tax (estimate)'). Integer basis points keep it exact. */
export const TAX_BASIS_POINTS = 800;
/** Free shipping from $99 (spec 001 §9, checkout). */
export const FREE_SHIPPING_THRESHOLD_CENTS = 9_900;
/** Below the threshold the spec shows 'Calculated at checkout'; the shop charges this flat standard rate. */
export const STANDARD_SHIPPING_CENTS = 999;

export function formatCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Dollars as a number rounded to cents, matching `computeCartTotals` in @tjb/cart-bus. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** "24.99" → 2499, from the digits rather than through a float. Null for anything else. */
export function parsePriceCents(price: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(price.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function taxCents(subtotalCents: number): number {
  return Math.round((subtotalCents * TAX_BASIS_POINTS) / 10_000);
}

export function shippingCents(subtotalCents: number, needsShipping: boolean): number {
  if (!needsShipping || subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS) return 0;
  return STANDARD_SHIPPING_CENTS;
}
