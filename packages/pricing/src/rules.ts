/**
 * The shop's pricing rules (spec 000 §9, 001 "Checkout"), in integer cents. The checkout shows what
 * these compute and the gateway charges what they compute, from the same code.
 */

/** Flat 8% of the taxable subtotal ('Tax (estimate)'); basis points keep the arithmetic in integers. */
export const TAX_BASIS_POINTS = 800;
/** Free shipping from a merchandise subtotal of $99 (the cart summary's figure; see docs/spec-deviations.md). */
export const FREE_SHIPPING_THRESHOLD_CENTS = 99_00;
/** Under the threshold the shop charges a flat standard rate (the spec shows only 'Calculated at checkout'). */
export const STANDARD_SHIPPING_CENTS = 9_99;
/** The newsletter's "15% off your first order". */
export const NEWSLETTER_DISCOUNT_BASIS_POINTS = 1_500;

/** Custom apparel is made to order in this time (the designer's figure; see docs/spec-deviations.md). */
export const CUSTOM_PRODUCTION_TIME = '3-5 business days';

/** Dollar figures for texts ("On orders of $99 or more"). */
export const FREE_SHIPPING_THRESHOLD = FREE_SHIPPING_THRESHOLD_CENTS / 100;
export const TAX_RATE = TAX_BASIS_POINTS / 10_000;

const basisPointsOf = (cents: number, basisPoints: number) => Math.round((cents * basisPoints) / 10_000);

export function taxCents(taxableCents: number): number {
  return basisPointsOf(Math.max(0, taxableCents), TAX_BASIS_POINTS);
}

/** Nothing to ship (only gift cards) costs nothing; otherwise free from the threshold, else the flat rate. */
export function shippingCents(merchandiseCents: number): number {
  if (merchandiseCents <= 0 || merchandiseCents >= FREE_SHIPPING_THRESHOLD_CENTS) return 0;
  return STANDARD_SHIPPING_CENTS;
}

export function qualifiesForFreeShipping(merchandiseCents: number): boolean {
  return merchandiseCents >= FREE_SHIPPING_THRESHOLD_CENTS;
}

/** How much more merchandise earns free shipping; null once it does or when there is none. */
export function centsToFreeShipping(merchandiseCents: number): number | null {
  if (merchandiseCents <= 0 || qualifiesForFreeShipping(merchandiseCents)) return null;
  return FREE_SHIPPING_THRESHOLD_CENTS - merchandiseCents;
}

export function discountCents(merchandiseCents: number, basisPoints: number): number {
  return Math.min(merchandiseCents, basisPointsOf(Math.max(0, merchandiseCents), basisPoints));
}
