import * as v from 'valibot';
import { emailField, fieldIssue, formObject, optionalText, requiredText } from './fields';
import { FORM_MESSAGES } from './messages';
import { paymentInfoSchema } from './payment';
import { isValidPostalCode, postalCodeMessage } from './postal-codes';

const shippingRequired = (max: number) => requiredText(FORM_MESSAGES.shippingRequired, max);
// Blank reads as US. The default runs before the length check, so a long country still reaches the
// postal-code check as typed (a transformation after a failed check would skip it).
const countryField = () =>
  v.nullish(
    v.pipe(v.string(FORM_MESSAGES.tooLong), v.trim(), v.transform((country: string) => country || 'US'), v.maxLength(56, FORM_MESSAGES.tooLong)),
    'US',
  );

/** Checkout step 1 (001 §3, §5): phone and address2 are optional; country defaults to US. */
export const shippingInfoSchema = v.pipe(
  formObject(
    {
      firstName: shippingRequired(100),
      lastName: shippingRequired(100),
      email: emailField(FORM_MESSAGES.shippingRequired),
      phone: optionalText(40),
      address1: shippingRequired(200),
      address2: optionalText(200),
      city: shippingRequired(100),
      state: shippingRequired(100),
      zip: shippingRequired(20),
      country: countryField(),
    },
    FORM_MESSAGES.shippingRequired,
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const shipping = dataset.value;
    if (!isValidPostalCode(shipping.zip, shipping.country)) addIssue(fieldIssue(shipping, 'zip', postalCodeMessage(shipping.country)));
  }),
);
export type ShippingInfo = v.InferOutput<typeof shippingInfoSchema>;
export type ShippingInfoInput = v.InferInput<typeof shippingInfoSchema>;

const BILLING_REQUIRED_FIELDS = ['firstName', 'lastName', 'address1', 'city', 'state', 'zip'] as const;

/** Checkout step 2: the shipping address fields without email and phone, unless billing is the same. */
export const billingInfoSchema = v.pipe(
  formObject(
    {
      sameAsShipping: v.optional(v.boolean(FORM_MESSAGES.billingRequired), true),
      firstName: optionalText(100),
      lastName: optionalText(100),
      address1: optionalText(200),
      address2: optionalText(200),
      city: optionalText(100),
      state: optionalText(100),
      zip: optionalText(20),
      country: countryField(),
    },
    FORM_MESSAGES.billingRequired,
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const billing = dataset.value;
    if (billing.sameAsShipping) return;
    // Each blank field gets its issue, so the form can mark every one.
    const missing = BILLING_REQUIRED_FIELDS.filter((field) => billing[field] === '');
    for (const field of missing) addIssue(fieldIssue(billing, field, FORM_MESSAGES.billingRequired));
    if (missing.length === 0 && !isValidPostalCode(billing.zip, billing.country)) {
      addIssue(fieldIssue(billing, 'zip', postalCodeMessage(billing.country)));
    }
  }),
);
export type BillingInfo = v.InferOutput<typeof billingInfoSchema>;
export type BillingInfoInput = v.InferInput<typeof billingInfoSchema>;

// Money as Shopify writes it: "24.99". A number is accepted too, since older carts stored numbers.
const MONEY_TEXT = /^\d{1,7}(\.\d{1,2})?$/;
const idText = v.pipe(
  v.string(FORM_MESSAGES.invalidCartItem),
  v.trim(),
  v.minLength(1, FORM_MESSAGES.invalidCartItem),
  v.maxLength(300, FORM_MESSAGES.invalidCartItem),
);
const maxText = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** A cart line as the browser sends it (000 §3). The server re-prices it and rebuilds the display data. */
export const cartItemInputSchema = formObject(
  {
    id: v.optional(v.pipe(v.string(FORM_MESSAGES.invalidCartItem), v.maxLength(700, FORM_MESSAGES.invalidCartItem))),
    shopifyProductId: idText,
    shopifyVariantId: v.nullish(idText, null),
    quantity: v.pipe(
      v.number(FORM_MESSAGES.invalidQuantity),
      v.safeInteger(FORM_MESSAGES.invalidQuantity),
      v.minValue(1, FORM_MESSAGES.invalidQuantity),
      v.maxValue(999, FORM_MESSAGES.invalidQuantity),
    ),
    price: v.pipe(
      v.union(
        [v.pipe(v.string(), v.trim()), v.pipe(v.number(), v.minValue(0), v.transform((n: number) => n.toFixed(2)))],
        FORM_MESSAGES.invalidCartItem,
      ),
      v.regex(MONEY_TEXT, FORM_MESSAGES.invalidCartItem),
    ),
    productData: v.optional(
      v.partial(
        formObject(
          {
            title: maxText(300),
            handle: maxText(300),
            image: v.nullish(maxText(2048)),
            productType: v.nullish(maxText(200)),
          },
          FORM_MESSAGES.invalidCartItem,
        ),
      ),
    ),
    variantData: v.nullish(
      formObject(
        {
          title: v.optional(maxText(300)),
          selectedOptions: v.optional(v.pipe(v.array(formObject({ name: maxText(100), value: maxText(300) })), v.maxLength(20))),
        },
        FORM_MESSAGES.invalidCartItem,
      ),
    ),
  },
  FORM_MESSAGES.invalidCartItem,
);
export type CartItemInput = v.InferInput<typeof cartItemInputSchema>;
export type CartItemPayload = v.InferOutput<typeof cartItemInputSchema>;

export const MAX_CART_LINES = 100;

export const cartItemsSchema = v.pipe(
  v.array(cartItemInputSchema, FORM_MESSAGES.cartEmpty),
  v.minLength(1, FORM_MESSAGES.cartEmpty),
  v.maxLength(MAX_CART_LINES, FORM_MESSAGES.tooManyCartLines),
);

/** A discount or gift card code as typed; blank means none. The gateway judges whether it is valid. */
const optionalCode = () =>
  v.pipe(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))), v.transform((code?: string) => code || undefined));

/** The codes the shopper applied at checkout, and the cart they apply to (POST /api/checkout/quote). */
export const checkoutQuoteSchema = formObject({
  cartItems: cartItemsSchema,
  discountCode: optionalCode(),
  giftCardCode: optionalCode(),
});
export type CheckoutQuoteRequest = v.InferOutput<typeof checkoutQuoteSchema>;

/** The body of POST /api/shopify/process-payment (001 §7). */
export const checkoutRequestSchema = formObject({
  cartItems: cartItemsSchema,
  discountCode: optionalCode(),
  giftCardCode: optionalCode(),
  shippingInfo: shippingInfoSchema,
  billingInfo: v.optional(billingInfoSchema, { sameAsShipping: true }),
  paymentInfo: paymentInfoSchema,
});
export type CheckoutRequest = v.InferOutput<typeof checkoutRequestSchema>;
export type CheckoutRequestInput = v.InferInput<typeof checkoutRequestSchema>;
