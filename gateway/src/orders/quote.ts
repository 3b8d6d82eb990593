import type { CheckoutQuoteRequest } from '@tjb/forms';
import type { Offers } from '../catalog/offers';
import type { Database } from '../db';
import { quoteView, resolveAdjustments, totalsWith } from './adjustments';
import type { Outcome } from './outcome';
import { priceCart } from './pricing';

/**
 * The checkout's figures with the shopper's codes applied, priced like the order itself (the store's
 * prices, the same rules). A bad code is 400 `{ message, field }` and nothing is reserved.
 */
export async function quoteCheckout(deps: { db: Database; offers: Offers }, request: CheckoutQuoteRequest): Promise<Outcome> {
  const priced = await priceCart(deps.offers, request.cartItems);
  const adjustments = await resolveAdjustments(deps.db, priced.lines, request);
  if (!adjustments.ok) return { status: 400, body: { message: adjustments.message, field: adjustments.field } };
  return { status: 200, body: { quote: quoteView(totalsWith(priced.lines, adjustments), adjustments) } };
}
