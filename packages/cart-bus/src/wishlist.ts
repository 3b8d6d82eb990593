/** Wishlist rules (spec 001 §3–§4): not in the list adds, in the list removes. Pure. */
import * as v from 'valibot';
import { describeIssues, imageSchema, isoDateSchema, priceSchema, requiredText, type WishlistEntry } from './schemas';

export const wishlistInputSchema = v.object(
  {
    shopifyProductId: requiredText('shopifyProductId'),
    productData: v.object(
      {
        title: requiredText('productData.title'),
        handle: requiredText('productData.handle'),
        image: v.optional(imageSchema, null),
        productType: v.optional(v.string(), ''),
        price: priceSchema,
      },
      'productData is required',
    ),
    createdAt: v.optional(isoDateSchema),
  },
  'wishlist entry must be an object',
);
export type WishlistInput = v.InferInput<typeof wishlistInputSchema>;

export type WishlistToggleResult =
  | { ok: true; items: WishlistEntry[]; inWishlist: boolean }
  | { ok: false; error: string };

export function isInWishlistItems(items: readonly WishlistEntry[], productId: string): boolean {
  return items.some((entry) => entry.shopifyProductId === productId);
}

/** Newest first, so a wishlist page shows what was just saved at the top. */
export function toggleWishlistEntry(
  items: readonly WishlistEntry[],
  input: WishlistInput,
  now: Date = new Date(),
): WishlistToggleResult {
  const parsed = v.safeParse(wishlistInputSchema, input);
  if (!parsed.success) return { ok: false, error: `Cannot update wishlist: ${describeIssues(parsed.issues)}` };
  const { shopifyProductId, productData, createdAt } = parsed.output;
  if (isInWishlistItems(items, shopifyProductId)) {
    return { ok: true, inWishlist: false, items: items.filter((e) => e.shopifyProductId !== shopifyProductId) };
  }
  const entry: WishlistEntry = { shopifyProductId, productData, createdAt: createdAt ?? now.toISOString() };
  return { ok: true, inWishlist: true, items: [entry, ...items] };
}
