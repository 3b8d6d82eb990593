import { isGiftCardProductId } from './gift-cards';
import { centsToAmount, priceToCents } from './money';
import { discountCents, shippingCents, taxCents } from './rules';

export interface PricedLineInput {
  productId: string;
  unitPriceCents: number;
  quantity: number;
}

export interface OrderAdjustments {
  /** A validated discount code's rate, applied to the merchandise subtotal (never to gift cards). */
  discountBasisPoints?: number;
  /** The balance of a validated gift card the shopper pays with; it covers up to the whole total. */
  giftCardBalanceCents?: number;
}

export interface OrderTotals {
  /** Everything but gift cards: what is taxed, shipped and discounted. */
  merchandiseCents: number;
  giftCardsCents: number;
  /** merchandise + gift cards, as the summary's Subtotal line. */
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  /** subtotal − discount + tax + shipping: the order's value. */
  totalCents: number;
  /** Taken from the shopper's gift card. */
  giftCardAppliedCents: number;
  /** total − gift card: what the payment method is charged. */
  amountDueCents: number;
  itemCount: number;
}

/**
 * The one computation of an order's figures. Shipping follows the merchandise subtotal before any
 * discount (the threshold the summary advertises); tax is on merchandise after the discount.
 */
export function computeOrderTotals(lines: readonly PricedLineInput[], adjustments: OrderAdjustments = {}): OrderTotals {
  let merchandiseCents = 0;
  let giftCardsCents = 0;
  let itemCount = 0;
  for (const line of lines) {
    const amount = line.unitPriceCents * line.quantity;
    if (isGiftCardProductId(line.productId)) giftCardsCents += amount;
    else merchandiseCents += amount;
    itemCount += line.quantity;
  }
  const discount = adjustments.discountBasisPoints ? discountCents(merchandiseCents, adjustments.discountBasisPoints) : 0;
  const tax = taxCents(merchandiseCents - discount);
  const shipping = shippingCents(merchandiseCents);
  const subtotalCents = merchandiseCents + giftCardsCents;
  const totalCents = subtotalCents - discount + tax + shipping;
  const giftCardAppliedCents = Math.min(totalCents, Math.max(0, adjustments.giftCardBalanceCents ?? 0));
  return {
    merchandiseCents,
    giftCardsCents,
    subtotalCents,
    discountCents: discount,
    taxCents: tax,
    shippingCents: shipping,
    totalCents,
    giftCardAppliedCents,
    amountDueCents: totalCents - giftCardAppliedCents,
    itemCount,
  };
}

/** A cart's totals in dollars, as the cart and the server cart show them. */
export type CartTotals = { subtotal: number; merchandise: number; tax: number; shipping: number; total: number; itemCount: number };

/** A cart's totals from its lines' price strings, through the order rules: the cart shows what checkout charges. */
export function computeCartTotals(lines: ReadonlyArray<{ shopifyProductId: string; price: string; quantity: number }>): CartTotals {
  const totals = computeOrderTotals(lines.map((line) => ({ productId: line.shopifyProductId, unitPriceCents: priceToCents(line.price) ?? 0, quantity: line.quantity })));
  return {
    subtotal: centsToAmount(totals.subtotalCents),
    merchandise: centsToAmount(totals.merchandiseCents),
    tax: centsToAmount(totals.taxCents),
    shipping: centsToAmount(totals.shippingCents),
    total: centsToAmount(totals.totalCents),
    itemCount: totals.itemCount,
  };
}
