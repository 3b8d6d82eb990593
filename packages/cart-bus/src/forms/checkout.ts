import { z } from 'zod';
import { emailField, optionalText, requiredText } from './fields';
import { FORM_MESSAGES } from './messages';
import { paymentInfoSchema } from './payment';

const shippingRequired = (max: number) => requiredText(FORM_MESSAGES.shippingRequired, max);

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
    country: optionalText(56).transform((country) => country || 'US'),
  },
  { error: FORM_MESSAGES.shippingRequired },
);
export type ShippingInfo = z.output<typeof shippingInfoSchema>;
export type ShippingInfoInput = z.input<typeof shippingInfoSchema>;

const BILLING_REQUIRED_FIELDS = ['firstName', 'lastName', 'address1', 'city', 'state', 'zip'] as const;

/** Checkout step 2: the shipping address fields without email and phone, unless billing is the same. */
export const billingInfoSchema = z
  .object(
    {
      sameAsShipping: z.boolean({ error: FORM_MESSAGES.billingRequired }).default(true),
      firstName: optionalText(100),
      lastName: optionalText(100),
      address1: optionalText(200),
      address2: optionalText(200),
      city: optionalText(100),
      state: optionalText(100),
      zip: optionalText(20),
      country: optionalText(56).transform((country) => country || 'US'),
    },
    { error: FORM_MESSAGES.billingRequired },
  )
  .superRefine((billing, ctx) => {
    if (billing.sameAsShipping) return;
    const missing = BILLING_REQUIRED_FIELDS.find((field) => billing[field] === '');
    if (missing) ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.billingRequired, path: [missing] });
  });
export type BillingInfo = z.output<typeof billingInfoSchema>;
export type BillingInfoInput = z.input<typeof billingInfoSchema>;

// Money as Shopify writes it: "24.99". A number is accepted too, since older carts stored numbers.
const MONEY_TEXT = /^\d{1,7}(\.\d{1,2})?$/;
const idText = z.string({ error: FORM_MESSAGES.invalidCartItem }).trim().min(1, { error: FORM_MESSAGES.invalidCartItem })
  .max(300, { error: FORM_MESSAGES.invalidCartItem });

/** A cart line as the browser sends it (000 §3). The server re-prices it and rebuilds the display data. */
export const cartItemInputSchema = z.object(
  {
    id: z.string({ error: FORM_MESSAGES.invalidCartItem }).max(700, { error: FORM_MESSAGES.invalidCartItem }).optional(),
    shopifyProductId: idText,
    shopifyVariantId: idText.nullish().transform((id) => id ?? null),
    quantity: z.int({ error: FORM_MESSAGES.invalidQuantity }).min(1, { error: FORM_MESSAGES.invalidQuantity })
      .max(999, { error: FORM_MESSAGES.invalidQuantity }),
    price: z
      .union([z.string().trim(), z.number().nonnegative().finite().transform((n) => n.toFixed(2))], { error: FORM_MESSAGES.invalidCartItem })
      .refine((price) => MONEY_TEXT.test(price), { error: FORM_MESSAGES.invalidCartItem }),
    productData: z
      .object({
        title: z.string().max(300),
        handle: z.string().max(300),
        image: z.string().max(2048).nullish(),
        productType: z.string().max(200).nullish(),
      }, { error: FORM_MESSAGES.invalidCartItem })
      .partial()
      .optional(),
    variantData: z
      .object({
        title: z.string().max(300).optional(),
        selectedOptions: z.array(z.object({ name: z.string().max(100), value: z.string().max(300) })).max(20).optional(),
      }, { error: FORM_MESSAGES.invalidCartItem })
      .nullish(),
  },
  { error: FORM_MESSAGES.invalidCartItem },
);
export type CartItemInput = z.input<typeof cartItemInputSchema>;
export type CartItemPayload = z.output<typeof cartItemInputSchema>;

export const MAX_CART_LINES = 100;

export const cartItemsSchema = z
  .array(cartItemInputSchema, { error: FORM_MESSAGES.cartEmpty })
  .min(1, { error: FORM_MESSAGES.cartEmpty })
  .max(MAX_CART_LINES, { error: FORM_MESSAGES.tooManyCartLines });

/** The body of POST /api/shopify/process-payment (001 §7). */
export const checkoutRequestSchema = z.object({
  cartItems: cartItemsSchema,
  shippingInfo: shippingInfoSchema,
  billingInfo: billingInfoSchema.prefault({ sameAsShipping: true }),
  paymentInfo: paymentInfoSchema,
});
export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;
export type CheckoutRequestInput = z.input<typeof checkoutRequestSchema>;
