import { cardSummary, type CheckoutRequest, type PaymentInfo } from '@tjb/cart-bus/forms';
import { computeOrderTotals } from '@tjb/pricing';
import type { Catalog } from '../catalog/types';
import type { PostalAddress } from '../db';
import type { PaymentMethodDetails } from '../payments/payment-provider';
import { chargeAndRecord, type OrderDeps } from './charge-order';
import type { Outcome } from './outcome';
import { priceCart, unavailableMessage } from './pricing';

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
 * Checkout (spec 001 §5, §7): re-price every line from the catalogue, refuse what cannot be sold,
 * then charge and record the order.
 */
export async function placeOrder(
  deps: OrderDeps & { catalog: Catalog },
  sessionKey: string,
  request: CheckoutRequest,
): Promise<Outcome> {
  const priced = await priceCart(deps.catalog, deps.db, request.cartItems);
  if (priced.unavailable.length > 0) {
    return { status: 409, body: { success: false, message: unavailableMessage(priced.unavailable), unavailable: priced.unavailable } };
  }
  if (priced.priceChanges.length > 0) {
    return { status: 409, body: { success: false, message: PRICES_CHANGED_MESSAGE, priceChanges: priced.priceChanges } };
  }

  const totals = computeOrderTotals(priced.lines);
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
      lines: priced.lines.map((line) => ({
        productId: line.productId,
        variantId: line.variantId,
        title: line.display.productData.title,
        variantTitle: line.display.variantData.title,
        image: line.display.productData.image,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        tracksStock: line.tracksStock,
      })),
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      shippingCents: totals.shippingCents,
      totalCents: totals.totalCents,
      payment: paymentRecord(request.paymentInfo, deps.payments.name),
    },
    paymentMethodDetails(request.paymentInfo),
    (view) => `Order ${view.name} has been created successfully`,
  );
  // The order now holds what the server cart held.
  if (outcome.status === 201) await deps.db.clearCart(sessionKey);
  return outcome;
}
