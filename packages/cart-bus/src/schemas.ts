// zod/mini, not classic zod: its functions tree-shake, so a remote that only reads the bus ships a fraction of
// zod. The form rules in forms/ use it too (react-hook-form's resolver and the gateway accept zod 4 core types).
import { z } from 'zod/mini';

// Classic zod installs the English messages on first use; mini installs none, and every message we do not
// write ourselves would read "Invalid input". Same rule as classic: a locale someone chose wins.
if (!z.config().localeError) z.config(z.locales.en());

// Shopify sends money as decimal strings ("24.99"); keeping them as strings avoids float drift until we
// sum them in integer cents. No sign, currency symbol or separator; nine whole digits keeps cents safe.
export const NUMERIC_STRING = /^\d{1,9}(\.\d+)?$/;

const nonEmpty = (what: string) =>
  z.string({ error: `${what} must be a string` }).check(z.minLength(1, `${what} is required`));

export const priceSchema = z
  .string({ error: 'price must be a string like "24.99"' })
  .check(z.regex(NUMERIC_STRING, 'price must be a non-negative numeric string like "24.99"'));

// Images come from the Shopify CDN or from our own assets; anything else (javascript:, blobs from another
// origin's writer) has no business in a cart line.
export const imageSchema = z.nullable(
  z.string().check(z.regex(/^(https?:\/\/|\/)/, 'image must be an http(s) URL or a root-relative path')),
);

export const isoDateSchema = z.iso.datetime({ offset: true, error: 'must be an ISO date-time' });

export const quantitySchema = z.int({ error: 'quantity must be a whole number' }).check(z.gte(1, 'quantity must be at least 1'));

export const selectedOptionSchema = z.object({ name: z.string(), value: z.string() });

export const cartItemSchema = z.object({
  id: nonEmpty('id'),
  shopifyProductId: nonEmpty('shopifyProductId'),
  shopifyVariantId: z.nullable(nonEmpty('shopifyVariantId')),
  quantity: quantitySchema,
  price: priceSchema,
  productData: z.object({
    title: nonEmpty('productData.title'),
    handle: nonEmpty('productData.handle'),
    image: imageSchema,
    productType: z.string(),
  }),
  variantData: z.object({
    title: z.string(),
    selectedOptions: z.array(selectedOptionSchema),
  }),
});

export const wishlistEntrySchema = z.object({
  shopifyProductId: nonEmpty('shopifyProductId'),
  productData: z.object({
    title: nonEmpty('productData.title'),
    handle: nonEmpty('productData.handle'),
    image: imageSchema,
    productType: z.string(),
    price: priceSchema,
  }),
  createdAt: isoDateSchema,
});

export const recentlyViewedEntrySchema = z.object({
  handle: nonEmpty('handle'),
  title: nonEmpty('title'),
  image: imageSchema,
  price: priceSchema,
  productType: z.string(),
  viewedAt: isoDateSchema,
});

export const lastOrderSchema = z.object({
  name: nonEmpty('name'),
  total: z.optional(priceSchema),
  placedAt: isoDateSchema,
});

export const toastSchema = z.object({
  title: nonEmpty('title'),
  description: z.optional(z.string()),
  variant: z.enum(['default', 'success', 'destructive']),
  durationMs: z.optional(z.int().check(z.positive())),
});

export type CartItem = z.infer<typeof cartItemSchema>;
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;
export type RecentlyViewedEntry = z.infer<typeof recentlyViewedEntrySchema>;
export type LastOrder = z.infer<typeof lastOrderSchema>;
export type Toast = z.infer<typeof toastSchema>;
export type ToastVariant = Toast['variant'];

/** Turns zod issues into one readable sentence for callers and logs. */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
