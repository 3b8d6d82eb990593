/**
 * Paths the API's logger censors on top of the gateway logger's own list: card fields and email
 * addresses wherever a request body, a checkout or an error might carry them. The code never logs
 * bodies; this is the net under that rule.
 */
const CARD_AND_CONTACT_FIELDS = ['cardNumber', 'cvv', 'expiryDate', 'cardholderName', 'email', 'number'];

export const API_REDACT_PATHS: string[] = [
  'paymentInfo',
  'shippingInfo',
  'billingInfo',
  'req.body',
  'body',
  ...CARD_AND_CONTACT_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
];
