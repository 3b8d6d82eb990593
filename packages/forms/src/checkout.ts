import { z } from 'zod/mini';
import { emailField, optionalText, requiredText } from './fields';
import { FORM_MESSAGES } from './messages';
import { paymentInfoSchema } from './payment';
import { isValidPostalCode, postalCodeMessage } from './postal-codes';
import './locale';

const shippingRequired = (max: number) => requiredText(FORM_MESSAGES.shippingRequired, max);
const countryField = () => z.pipe(optionalText(56), z.transform((country: string) => country || 'US'));

/** Checkout step 1 (001 §3, §5): phone and address2 are optional; country defaults to US. */
export const shippingInfoSchema = z.object(
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
  { error: FORM_MESSAGES.shippingRequired },
).check(
  z.superRefine((shipping, ctx) => {
    if (!isValidPostalCode(shipping.zip, shipping.country)) {
      ctx.addIssue({ code: 'custom', message: postalCodeMessage(shipping.country), path: ['zip'] });
    }
  }),
);
export type ShippingInfo = z.output<typeof shippingInfoSchema>;
export type ShippingInfoInput = z.input<typeof shippingInfoSchema>;

const BILLING_REQUIRED_FIELDS = ['firstName', 'lastName', 'address1', 'city', 'state', 'zip'] as const;

/** Checkout step 2: the shipping address fields without email and phone, unless billing is the same. */
export const billingInfoSchema = z
  .object(
    {
      sameAsShipping: z._default(z.boolean({ error: FORM_MESSAGES.billingRequired }), true),
      firstName: optionalText(100),
      lastName: optionalText(100),
      address1: optionalText(200),
      address2: optionalText(200),
      city: optionalText(100),
      state: optionalText(100),
      zip: optionalText(20),
      country: countryField(),
    },
    { error: FORM_MESSAGES.billingRequired },
  )
  .check(
    z.superRefine((billing, ctx) => {
      if (billing.sameAsShipping) return;
      // Each blank field gets its issue, so the form can mark every one.
      const missing = BILLING_REQUIRED_FIELDS.filter((field) => billing[field] === '');
      for (const field of missing) ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.billingRequired, path: [field] });
      if (missing.length === 0 && !isValidPostalCode(billing.zip, billing.country)) {
        ctx.addIssue({ code: 'custom', message: postalCodeMessage(billing.country), path: ['zip'] });
      }
    }),
  );
export type BillingInfo = z.output<typeof billingInfoSchema>;
export type BillingInfoInput = z.input<typeof billingInfoSchema>;

// Money as Shopify writes it: "24.99". A number is accepted too, since older carts stored numbers.
const MONEY_TEXT = /^\d{1,7}(\.\d{1,2})?$/;
const idText = z
  .string({ error: FORM_MESSAGES.invalidCartItem })
  .check(z.trim(), z.minLength(1, { error: FORM_MESSAGES.invalidCartItem }), z.maxLength(300, { error: FORM_MESSAGES.invalidCartItem }));
const maxText = (max: number) => z.string().check(z.maxLength(max));

/** A cart line as the browser sends it (000 §3). The server re-prices it and rebuilds the display data. */
export const cartItemInputSchema = z.object(
  {
    id: z.optional(z.string({ error: FORM_MESSAGES.invalidCartItem }).check(z.maxLength(700, { error: FORM_MESSAGES.invalidCartItem }))),
    shopifyProductId: idText,
    shopifyVariantId: z.pipe(z.nullish(idText), z.transform((id: string | null | undefined) => id ?? null)),
    quantity: z
      .int({ error: FORM_MESSAGES.invalidQuantity })
      .check(z.gte(1, { error: FORM_MESSAGES.invalidQuantity }), z.lte(999, { error: FORM_MESSAGES.invalidQuantity })),
    price: z
      .union(
        [z.string().check(z.trim()), z.pipe(z.number().check(z.nonnegative()), z.transform((n: number) => n.toFixed(2)))],
        { error: FORM_MESSAGES.invalidCartItem },
      )
      .check(z.refine((price) => MONEY_TEXT.test(price), { error: FORM_MESSAGES.invalidCartItem })),
    productData: z.optional(
      z.partial(
        z.object(
          {
            title: maxText(300),
            handle: maxText(300),
            image: z.nullish(maxText(2048)),
            productType: z.nullish(maxText(200)),
          },
          { error: FORM_MESSAGES.invalidCartItem },
        ),
      ),
    ),
    variantData: z.nullish(
      z.object(
        {
          title: z.optional(maxText(300)),
          selectedOptions: z.optional(
            z.array(z.object({ name: maxText(100), value: maxText(300) })).check(z.maxLength(20)),
          ),
        },
        { error: FORM_MESSAGES.invalidCartItem },
      ),
    ),
  },
  { error: FORM_MESSAGES.invalidCartItem },
);
export type CartItemInput = z.input<typeof cartItemInputSchema>;
export type CartItemPayload = z.output<typeof cartItemInputSchema>;

export const MAX_CART_LINES = 100;

export const cartItemsSchema = z
  .array(cartItemInputSchema, { error: FORM_MESSAGES.cartEmpty })
  .check(z.minLength(1, { error: FORM_MESSAGES.cartEmpty }), z.maxLength(MAX_CART_LINES, { error: FORM_MESSAGES.tooManyCartLines }));

/** A discount or gift card code as typed; blank means none. The gateway judges whether it is valid. */
const optionalCode = () => z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(64))), z.transform((code?: string) => code || undefined));

/** The codes the shopper applied at checkout, and the cart they apply to (POST /api/checkout/quote). */
export const checkoutQuoteSchema = z.object({
  cartItems: cartItemsSchema,
  discountCode: optionalCode(),
  giftCardCode: optionalCode(),
});
export type CheckoutQuoteRequest = z.output<typeof checkoutQuoteSchema>;

/** The body of POST /api/shopify/process-payment (001 §7). */
export const checkoutRequestSchema = z.object({
  cartItems: cartItemsSchema,
  discountCode: optionalCode(),
  giftCardCode: optionalCode(),
  shippingInfo: shippingInfoSchema,
  billingInfo: z.prefault(billingInfoSchema, { sameAsShipping: true }),
  paymentInfo: paymentInfoSchema,
});
export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;
export type CheckoutRequestInput = z.input<typeof checkoutRequestSchema>;
