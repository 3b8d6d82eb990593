import { formatMoney } from '@tjb/cart-bus';
import type { CartTotals } from '@tjb/pricing';
// Checkout-only rule, not re-exported by the shared cart-bus (home's first load does not need it).
import { centsToFreeShipping } from '@tjb/pricing';

export const SHIPPING_TEXT = { free: 'FREE' } as const;

/** The shipping line as charged: 'FREE' (from $99, or nothing to ship), else the flat rate. */
export function shippingLabel(totals: Pick<CartTotals, 'shipping'>): string {
  return totals.shipping === 0 ? SHIPPING_TEXT.free : formatMoney(totals.shipping);
}

/** "Add $12.50 more for free shipping"; null once the merchandise qualifies or there is none. */
export function freeShippingNudge(totals: Pick<CartTotals, 'merchandise'>): string | null {
  const left = centsToFreeShipping(Math.round(totals.merchandise * 100));
  return left === null ? null : `Add ${formatMoney(left / 100)} more for free shipping.`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Mon, Nov 30", as Intl.DateTimeFormat('en-US', { weekday, month: 'short', day, timeZone: 'UTC' }) writes
 * it (shipping.test.ts compares the two). Not Intl itself: this module is evaluated with the cart and
 * checkout, and the first DateTimeFormat loads ICU's locale data, ~7 ms of main thread on a desktop CPU
 * at start-up, one long task on a phone, for a date shown only on the order confirmation.
 */
function deliveryDay(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

/**
 * "Mon, Nov 30 – Wed, Dec 2": the delivery window the gateway worked out from the shipping rule
 * (@tjb/pricing's business days from the order date), written for the shopper. Days are UTC dates.
 */
export function deliveryEstimateText(estimate: { earliest: string; latest: string }): string {
  const day = deliveryDay;
  return estimate.earliest === estimate.latest ? day(estimate.earliest) : `${day(estimate.earliest)} – ${day(estimate.latest)}`;
}
