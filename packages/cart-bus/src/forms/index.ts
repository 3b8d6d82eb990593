/**
 * @tjb/cart-bus/forms: the form rules the browser forms and the gateway share, so a shopper sees the
 * same message from the form as from the server. zod/mini (see ./locale.ts); no React, no DOM.
 */
export { FORM_MESSAGES } from './messages';
export {
  cardSummary,
  detectCardBrand,
  isExpired,
  isValidCardNumber,
  isValidCvv,
  isValidExpiry,
  normalizeCardNumber,
  parseExpiry,
  passesLuhn,
  type CardBrand,
} from './card';
export { CARD_NUMBER_MAX_DIGITS, applyMask, caretAfterDigits, maskCardNumber, maskCvv, maskExpiry } from './masks';
export { createAttemptKeys, randomKey, type AttemptKeys } from './attempt-keys';
export { emailField, firstIssueMessage, optionalText, requiredText, validateForm, type FormResult } from './fields';
export {
  PAYMENT_METHODS,
  bundleVisualizationPaymentSchema,
  paymentInfoSchema,
  type BundleVisualizationPaymentInput,
  type CardDetails,
  type PaymentInfo,
  type PaymentInfoInput,
  type PaymentMethod,
} from './payment';
export {
  MAX_CART_LINES,
  billingInfoSchema,
  cartItemInputSchema,
  cartItemsSchema,
  checkoutQuoteSchema,
  checkoutRequestSchema,
  type CheckoutQuoteRequest,
  shippingInfoSchema,
  type BillingInfo,
  type BillingInfoInput,
  type CartItemInput,
  type CartItemPayload,
  type CheckoutRequest,
  type CheckoutRequestInput,
  type ShippingInfo,
  type ShippingInfoInput,
} from './checkout';
export {
  CONTACT_CATEGORIES,
  contactMessageSchema,
  newsletterSignupSchema,
  type ContactCategory,
  type ContactMessage,
  type ContactMessageInput,
  type NewsletterSignup,
} from './contact';
