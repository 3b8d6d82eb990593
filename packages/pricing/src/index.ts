/**
 * @tjb/pricing: money and the shop's pricing rules for the browser and the gateway alike. Plain
 * TypeScript without dependencies. Browser code reaches it through the shared `@tjb/cart-bus` (one copy
 * per page); the gateway imports it directly.
 */
export { PRICE_PATTERN, centsToAmount, formatCents, formatMoney, groupThousands, priceToCents } from './money';
export {
  CUSTOM_PRODUCTION_TIME,
  FREE_SHIPPING_THRESHOLD,
  FREE_SHIPPING_THRESHOLD_CENTS,
  NEWSLETTER_DISCOUNT_BASIS_POINTS,
  STANDARD_SHIPPING_CENTS,
  TAX_BASIS_POINTS,
  TAX_RATE,
  centsToFreeShipping,
  discountCents,
  qualifiesForFreeShipping,
  shippingCents,
  taxCents,
} from './rules';
export { GIFT_CARD_MAX_CENTS, GIFT_CARD_MIN_CENTS, giftCardAmountCents, isGiftCardProductId, normalizeCode } from './gift-cards';
export { computeCartTotals, computeOrderTotals, type CartTotals, type OrderAdjustments, type OrderTotals, type PricedLineInput } from './order-totals';
export { DELIVERY_BUSINESS_DAYS, DOMESTIC_COUNTRY, addBusinessDays, deliveryBusinessDays, deliveryWindow } from './delivery';
