/**
 * @tjb/forms: the form rules the browser forms and the gateway share, so a shopper sees the
 * same message from the form as from the server. Valibot; no React, no DOM.
 */
export { FORM_MESSAGES } from './messages';
export { POSTAL_RULES, isValidPostalCode, postalCodeMessage } from './postal-codes';
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
export {
  EMAIL_PATTERN,
  emailField,
  firstIssueField,
  firstIssueMessage,
  formObject,
  optionalText,
  requiredText,
  validateForm,
  type FormResult,
} from './fields';
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
  BUNDLE_CATEGORY_IDS,
  BUNDLE_EMPTY_MESSAGE,
  BUNDLE_MAX_ITEMS,
  BUNDLE_MAX_QUANTITY,
  bundleVisualizationInputSchema,
  type BundleCategoryId,
  type BundleVisualizationInput,
  type BundleVisualizationItem,
} from './bundle-visualization';
export {
  CONTACT_CATEGORIES,
  contactMessageSchema,
  STYLING_CATEGORY,
  type ContactRequest,
  newsletterSignupSchema,
  type ContactCategory,
  type ContactMessage,
  type ContactMessageInput,
  type NewsletterSignup,
} from './contact';
export { backInStockRequestSchema, type BackInStockRequest } from './back-in-stock';
