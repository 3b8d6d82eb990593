import { cardSummary, type CheckoutRequest, type PaymentInfo } from '@tjb/forms';
import type { Offers } from '../catalog/offers';
import type { PostalAddress } from '../db';
import type { PaymentMethodDetails } from '../payments/payment-provider';
import { resolveAdjustments, totalsWith } from './adjustments';
import { chargeAndRecord, type OrderDeps } from './charge-order';
import { giftCardLineData } from './issue-gift-cards';
import type { Outcome } from './outcome';
import { priceCart, unavailableMessage } from './pricing';
import { DESIGN_NOT_STORED_MESSAGE, unstoredDesignLines } from '../designs/ordered-designs';

export const GIFT_CARD_RECIPIENT_MESSAGE = 'A gift card needs the recipient\'s name and a valid email address, and the sender\'s name.';

export const PRICES_CHANGED_MESSAGE = 'Some prices in your cart have changed. Please review the new prices and try again.';

export function paymentMethodDetails(info: PaymentInfo): PaymentMethodDetails {
  return info.paymentMethod === 'paypal'
    ? { type: 'paypal' }
    : { type: 'card', number: info.cardNumber, expiryDate: info.expiryDate, cvv: info.cvv, cardholderName: info.cardholderName };
}

/** What may be kept about a payment: the method, and for a card its brand and last four digits. */
export function paymentRecord(info: PaymentInfo, processor: string) {
  if (info.paymentMethod === 'paypal') return { method: 'paypal' as const, cardBrand: null, cardLast4: null, processor };
  const { brand, last4 } = cardSummary(info.cardNumber);
  return { method: 'credit-card' as const, cardBrand: brand, cardLast4: last4, processor };
}

/** The request as its Idempotency-Key fingerprint sees it: card data reduced to what may be kept. */
export function checkoutFingerprintSource(request: CheckoutRequest) {
  const { paymentInfo, ...rest } = request;
  return { ...rest, payment: paymentRecord(paymentInfo, ''), expiry: paymentInfo.paymentMethod === 'paypal' ? null : paymentInfo.expiryDate };
}

/**
 * Checkout (spec 001 §5, §7): re-price every line from the store the shopper sees, refuse what cannot be sold,
 * then charge and record the order.
 */
export async function placeOrder(
  deps: OrderDeps & { offers: Offers },
  sessionKey: string,
  request: CheckoutRequest,
): Promise<Outcome> {
  const priced = await priceCart(deps.offers, request.cartItems);
  if (priced.unavailable.length > 0) {
    return { status: 409, body: { success: false, message: unavailableMessage(priced.unavailable), unavailable: priced.unavailable } };
  }
  if (priced.priceChanges.length > 0) {
    return { status: 409, body: { success: false, message: PRICES_CHANGED_MESSAGE, priceChanges: priced.priceChanges } };
  }
  const unstored = await unstoredDesignLines(deps.db, sessionKey, priced.lines);
  if (unstored.length > 0) return { status: 409, body: { success: false, message: DESIGN_NOT_STORED_MESSAGE, lines: unstored } };

  const recipients = priced.lines.map((line) =>
    line.resolved.kind === 'gift-card' ? giftCardLineData(line.display) ?? 'missing' : null,
  );
  if (recipients.includes('missing')) return { status: 400, body: { success: false, message: GIFT_CARD_RECIPIENT_MESSAGE, field: 'cartItems' } };
  const adjustments = await resolveAdjustments(deps.db, priced.lines, request);
  if (!adjustments.ok) return { status: 400, body: { success: false, message: adjustments.message, field: adjustments.field } };
  const totals = totalsWith(priced.lines, adjustments);
  const { shippingInfo, billingInfo } = request;
  const shippingAddress: PostalAddress = {
    firstName: shippingInfo.firstName,
    lastName: shippingInfo.lastName,
    address1: shippingInfo.address1,
    address2: shippingInfo.address2,
    city: shippingInfo.city,
    state: shippingInfo.state,
    zip: shippingInfo.zip,
    country: shippingInfo.country,
    phone: shippingInfo.phone,
  };
  const { sameAsShipping, ...billingFields } = billingInfo;
  const outcome = await chargeAndRecord(
    deps,
    {
      kind: 'merchandise',
      sessionKey,
      email: shippingInfo.email,
      shippingAddress,
      billingAddress: sameAsShipping ? { ...shippingAddress, phone: undefined } : billingFields,
      lines: priced.lines.map((line, index) => ({
        productId: line.productId,
        variantId: line.variantId,
        title: line.display.productData.title,
        variantTitle: line.display.variantData.title,
        image: line.display.productData.image,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        tracksStock: line.tracksStock,
        giftCard: recipients[index] === 'missing' ? null : (recipients[index] ?? null),
      })),
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      shippingCents: totals.shippingCents,
      totalCents: totals.totalCents,
      discount: adjustments.discount ? { code: adjustments.discount.code, cents: totals.discountCents } : null,
      giftCard: adjustments.giftCard ? { codeHash: adjustments.giftCard.codeHash } : null,
      payment: paymentRecord(request.paymentInfo, deps.payments.name),
    },
    paymentMethodDetails(request.paymentInfo),
    (view) => `Order ${view.name} has been created successfully`,
  );
  if (outcome.status === 201) {
    // The order now holds what the server cart held.
    await deps.db.clearCart(sessionKey);
    const stocked = [...new Set(priced.lines.filter((line) => line.tracksStock).map((line) => line.productId))];
    if (stocked.length > 0) deps.onStockTaken?.(stocked);
  }
  return outcome;
}
