import * as v from 'valibot';
import {
  FORM_MESSAGES,
  isValidPostalCode,
  postalCodeMessage,
  billingInfoSchema,
  bundleVisualizationPaymentSchema,
  checkoutRequestSchema,
  paymentInfoSchema,
  shippingInfoSchema,
  validateForm,
} from './index';

const shipping = {
  firstName: 'Tina', lastName: 'Jones', email: 'Tina@Example.com', phone: '', address1: '12 Main St', address2: '',
  city: 'Fayetteville', state: 'AR', zip: '72701', country: 'US',
};
const card = { paymentMethod: 'credit-card', cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123', cardholderName: 'Tina Jones' };
const message = (schema: Parameters<typeof validateForm>[0], data: unknown) => {
  const result = validateForm(schema, data);
  return result.ok ? 'ok' : result.message;
};

describe('checkout form rules (spec 001 §5)', () => {
  it('when a required shipping field is blank or whitespace, then the spec message is given', () => {
    for (const field of ['firstName', 'lastName', 'email', 'address1', 'city', 'state', 'zip']) {
      expect(message(shippingInfoSchema, { ...shipping, [field]: '   ' })).toBe(FORM_MESSAGES.shippingRequired);
    }
    expect(message(shippingInfoSchema, { ...shipping, zip: 72701 })).toBe(FORM_MESSAGES.shippingRequired);
    expect(message(shippingInfoSchema, null)).toBe(FORM_MESSAGES.shippingRequired);
  });

  it('when phone and address2 are left out, then shipping passes with country US and a lower-cased email', () => {
    const result = validateForm(shippingInfoSchema, { ...shipping, phone: undefined, address2: null, country: '' });
    expect(result).toEqual({ ok: true, data: { ...shipping, email: 'tina@example.com', phone: '', address2: '', country: 'US' } });
  });

  it('when the email is not an address, then the shopper is told so', () => {
    expect(message(shippingInfoSchema, { ...shipping, email: 'tina@' })).toBe(FORM_MESSAGES.invalidEmail);
  });

  it('when billing is the same as shipping, then no billing fields are needed; otherwise they are', () => {
    expect(message(billingInfoSchema, { sameAsShipping: true })).toBe('ok');
    expect(message(billingInfoSchema, { sameAsShipping: false, firstName: 'Tina' })).toBe(FORM_MESSAGES.billingRequired);
    const { email: _e, phone: _p, ...address } = shipping;
    expect(message(billingInfoSchema, { sameAsShipping: false, ...address })).toBe('ok');
  });

  it('when card fields are missing, malformed or fail Luhn, then each gets the spec message in the spec order', () => {
    expect(message(paymentInfoSchema, { ...card, cvv: '' })).toBe(FORM_MESSAGES.paymentRequired);
    expect(message(paymentInfoSchema, { ...card, cardNumber: 4242424242424242 })).toBe(FORM_MESSAGES.paymentRequired);
    expect(message(paymentInfoSchema, { ...card, cardNumber: '4242 4242 4242' })).toBe(FORM_MESSAGES.invalidCardNumber);
    expect(message(paymentInfoSchema, { ...card, cardNumber: '4242 4242 4242 4241' })).toBe(FORM_MESSAGES.invalidCardNumber);
    expect(message(paymentInfoSchema, { ...card, expiryDate: '1234' })).toBe(FORM_MESSAGES.invalidExpiry);
    expect(message(paymentInfoSchema, { ...card, expiryDate: '13/34' })).toBe(FORM_MESSAGES.invalidExpiry);
    expect(message(paymentInfoSchema, { ...card, cvv: '12' })).toBe(FORM_MESSAGES.invalidCvv);
    expect(message(paymentInfoSchema, { ...card, cvv: '12a' })).toBe(FORM_MESSAGES.invalidCvv);
  });

  it('when the card is valid, then its digits come out without spaces; PayPal needs no card at all', () => {
    expect(validateForm(paymentInfoSchema, card)).toEqual({
      ok: true,
      data: { paymentMethod: 'credit-card', cardNumber: '4242424242424242', expiryDate: '12/34', cvv: '123', cardholderName: 'Tina Jones' },
    });
    expect(validateForm(paymentInfoSchema, { paymentMethod: 'paypal' })).toEqual({ ok: true, data: { paymentMethod: 'paypal' } });
    expect(message(paymentInfoSchema, { ...card, paymentMethod: 'bitcoin' })).toBe(FORM_MESSAGES.invalidPaymentMethod);
  });

  it('when the whole checkout is posted, then the first problem in form order is reported', () => {
    const item = { shopifyProductId: 'gid://shopify/Product/1', shopifyVariantId: 'gid://shopify/ProductVariant/1', quantity: 1, price: '24.99' };
    const body = { cartItems: [item], shippingInfo: shipping, billingInfo: { sameAsShipping: true }, paymentInfo: card };
    expect(message(checkoutRequestSchema, body)).toBe('ok');
    expect(message(checkoutRequestSchema, { ...body, cartItems: [] })).toBe(FORM_MESSAGES.cartEmpty);
    expect(message(checkoutRequestSchema, { ...body, cartItems: [{ ...item, quantity: 0 }] })).toBe(FORM_MESSAGES.invalidQuantity);
    expect(message(checkoutRequestSchema, { ...body, cartItems: [{ ...item, price: '-1' }] })).toBe(FORM_MESSAGES.invalidCartItem);
    expect(message(checkoutRequestSchema, { ...body, shippingInfo: undefined, paymentInfo: {} })).toBe(FORM_MESSAGES.shippingRequired);
    expect(message(checkoutRequestSchema, { ...body, paymentInfo: { ...card, cvv: '1' } })).toBe(FORM_MESSAGES.invalidCvv);
  });

  it('when the Bundle Studio payment form is posted, then it follows the same card rules', () => {
    const { paymentMethod: _m, ...fields } = card;
    expect(message(bundleVisualizationPaymentSchema, fields)).toBe('ok');
    expect(message(bundleVisualizationPaymentSchema, { ...fields, cardholderName: ' ' })).toBe(FORM_MESSAGES.paymentRequired);
  });
});

describe('postal codes for the chosen country', () => {
  it.each([
    ['US', '72701', true], ['US', '72701-1234', true], ['US', '7270', false], ['US', 'K1A 0B1', false],
    ['CA', 'K1A 0B1', true], ['CA', 'k1a0b1', true], ['CA', '72701', false], ['CA', 'D1A 0B1', false],
    ['GB', 'SW1A 1AA', true], ['GB', 'M1 1AE', true], ['GB', '12345', false],
    ['IE', 'D02 X285', true], ['IE', 'D6W 1234', true], ['IE', 'X', false],
    ['NL', '1012 AB', true], ['NL', '0123 AB', false],
    ['AU', '2000', true], ['AU', '20000', false],
    ['DE', '10115', true], ['FR', '7500', false], ['MX', '06600', true], ['NZ', '6011', true],
  ])('when the country is %s and the code is %s, then valid is %s', (country, zip, valid) => {
    expect(isValidPostalCode(zip, country)).toBe(valid);
    const result = message(shippingInfoSchema, { ...shipping, country, zip });
    expect(result).toBe(valid ? 'ok' : postalCodeMessage(country));
  });

  it('when a shipping ZIP does not fit, then the message names the field and gives an example; blank is still "missing"', () => {
    expect(validateForm(shippingInfoSchema, { ...shipping, zip: '123' })).toEqual({
      ok: false, field: 'zip', message: 'Please enter a valid ZIP code (e.g. 72701 or 72701-1234).',
    });
    expect(message(shippingInfoSchema, { ...shipping, zip: ' ' })).toBe(FORM_MESSAGES.shippingRequired);
  });

  it('when separate billing has a postal code of another country, then billing is refused the same way', () => {
    const { email: _e, phone: _p, ...address } = shipping;
    expect(message(billingInfoSchema, { sameAsShipping: false, ...address, country: 'CA' })).toBe(postalCodeMessage('CA'));
    expect(message(billingInfoSchema, { sameAsShipping: false, ...address, country: 'CA', zip: 'M5V 2T6' })).toBe('ok');
    expect(message(billingInfoSchema, { sameAsShipping: true, zip: 'nonsense' })).toBe('ok');
  });
});

describe('every field with a problem is named', () => {
  const fields = (schema: Parameters<typeof validateForm>[0], data: unknown) => {
    const result = v.safeParse(schema, data);
    return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
  };

  it('when several card fields are wrong, then each has its issue and the first is still the spec order', () => {
    expect(fields(paymentInfoSchema, { ...card, cvv: '', expiryDate: '13/34', cardNumber: '4242' })).toEqual([
      `cvv: ${FORM_MESSAGES.paymentRequired}`,
      `cardNumber: ${FORM_MESSAGES.invalidCardNumber}`,
      `expiryDate: ${FORM_MESSAGES.invalidExpiry}`,
    ]);
  });

  it('when several billing fields are blank, then each is named', () => {
    expect(fields(billingInfoSchema, { sameAsShipping: false, firstName: 'T', lastName: 'J', address1: 'a', state: 'AR' })).toEqual([
      `city: ${FORM_MESSAGES.billingRequired}`,
      `zip: ${FORM_MESSAGES.billingRequired}`,
    ]);
  });
});
