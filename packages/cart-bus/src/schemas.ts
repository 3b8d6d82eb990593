// Valibot, the shop's one validation library: every page reads the bus before its first render, and
// valibot's functions are separate modules, so these schemas cost the page ~2 KB gzip where a library with
// a shared core costs ~11 KB. The form rules (@tjb/forms) and the gateway use it too.
import { PRICE_PATTERN } from '@tjb/pricing';
import * as v from 'valibot';

// Shopify sends money as decimal strings ("24.99"); kept as strings until @tjb/pricing reads them as cents.
export const NUMERIC_STRING = PRICE_PATTERN;

const nonEmpty = (what: string) => v.pipe(v.string(`${what} must be a string`), v.minLength(1, `${what} is required`));

/** A required string in input from a caller: trimmed, then not empty. */
export const requiredText = (what: string) =>
  v.pipe(v.string(`${what} must be a string`), v.trim(), v.minLength(1, `${what} is required`));

export const priceSchema = v.pipe(
  v.string('price must be a string like "24.99"'),
  v.regex(NUMERIC_STRING, 'price must be a non-negative numeric string like "24.99"'),
);

// Images come from the Shopify CDN or from our own assets; anything else (javascript:, blobs from another
// origin's writer) has no business in a cart line.
export const imageSchema = v.nullable(
  v.pipe(v.string('image must be a string'), v.regex(/^(https?:\/\/|\/)/, 'image must be an http(s) URL or a root-relative path')),
);

export const isoDateSchema = v.pipe(v.string('must be an ISO date-time'), v.isoTimestamp('must be an ISO date-time'));

export const quantitySchema = v.pipe(
  v.number('quantity must be a whole number'),
  v.safeInteger('quantity must be a whole number'),
  v.minValue(1, 'quantity must be at least 1'),
);

export const selectedOptionSchema = v.object({ name: v.string(), value: v.string() });

export const cartItemSchema = v.object({
  id: nonEmpty('id'),
  shopifyProductId: nonEmpty('shopifyProductId'),
  shopifyVariantId: v.nullable(nonEmpty('shopifyVariantId')),
  quantity: quantitySchema,
  price: priceSchema,
  productData: v.object({
    title: nonEmpty('productData.title'),
    handle: nonEmpty('productData.handle'),
    image: imageSchema,
    productType: v.string(),
  }),
  variantData: v.object({
    title: v.string(),
    selectedOptions: v.array(selectedOptionSchema),
  }),
});

export const wishlistEntrySchema = v.object({
  shopifyProductId: nonEmpty('shopifyProductId'),
  productData: v.object({
    title: nonEmpty('productData.title'),
    handle: nonEmpty('productData.handle'),
    image: imageSchema,
    productType: v.string(),
    price: priceSchema,
  }),
  createdAt: isoDateSchema,
});

export const recentlyViewedEntrySchema = v.object({
  handle: nonEmpty('handle'),
  title: nonEmpty('title'),
  image: imageSchema,
  price: priceSchema,
  productType: v.string(),
  viewedAt: isoDateSchema,
});

export const lastOrderSchema = v.object({
  name: nonEmpty('name'),
  total: v.optional(priceSchema),
  placedAt: isoDateSchema,
});

export const toastSchema = v.object({
  title: nonEmpty('title'),
  description: v.optional(v.string()),
  variant: v.picklist(['default', 'success', 'destructive']),
  durationMs: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
});

export type CartItem = v.InferOutput<typeof cartItemSchema>;
export type WishlistEntry = v.InferOutput<typeof wishlistEntrySchema>;
export type RecentlyViewedEntry = v.InferOutput<typeof recentlyViewedEntrySchema>;
export type LastOrder = v.InferOutput<typeof lastOrderSchema>;
export type Toast = v.InferOutput<typeof toastSchema>;
export type ToastVariant = Toast['variant'];

/** Turns validation issues into one readable sentence for callers and logs. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
