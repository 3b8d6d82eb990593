/**
 * The words shoppers see when a form is refused. The quoted spec texts (001 §5, 000 §8) are kept
 * exactly; the rest fill gaps the spec leaves ("not shown") in the same voice.
 */
export const FORM_MESSAGES = {
  shippingRequired: 'Missing Information: Please fill in all required shipping fields.',
  billingRequired: 'Please fill in all required billing fields.',
  paymentRequired: 'Please fill in all payment information',
  invalidCardNumber: 'Please enter a valid card number',
  invalidExpiry: 'Please enter a valid expiry date (MM/YY)',
  invalidCvv: 'Please enter a valid CVV',
  cartEmpty: 'Please add items to your cart before checkout.',
  requiredFields: 'Please fill in all required fields',
  emailRequired: 'Please enter your email address.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPaymentMethod: 'Please choose credit card or PayPal.',
  invalidCartItem: 'Your cart contains an item we could not read. Please remove it and add it again.',
  invalidQuantity: 'Quantity must be a whole number from 1 to 999.',
  tooManyCartLines: 'Your cart has too many different items. Please check out in smaller orders.',
  invalidContactCategory: 'Please choose one of the listed topics.',
  tooLong: 'Please shorten your entry.',
  chooseOption: 'Please choose the option you want first.',
} as const;
