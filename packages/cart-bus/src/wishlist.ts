/** Wishlist rules (spec 001 §3–§4): not in the list adds, in the list removes. Pure. */
import { z } from 'zod';
import { describeIssues, imageSchema, isoDateSchema, priceSchema, type WishlistEntry } from './schemas';

export const wishlistInputSchema = z.object(
  {
    shopifyProductId: z.string().trim().min(1, 'shopifyProductId is required'),
    productData: z.object(
      {
        title: z.string().trim().min(1, 'productData.title is required'),
        handle: z.string().trim().min(1, 'productData.handle is required'),
        image: imageSchema.optional().transform((image) => image ?? null),
        productType: z.string().default(''),
        price: priceSchema,
      },
      { error: 'productData is required' },
    ),
    createdAt: isoDateSchema.optional(),
  },
  { error: 'wishlist entry must be an object' },
);
export type WishlistInput = z.input<typeof wishlistInputSchema>;

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
  const parsed = wishlistInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: `Cannot update wishlist: ${describeIssues(parsed.error)}` };
  const { shopifyProductId, productData, createdAt } = parsed.data;
  if (isInWishlistItems(items, shopifyProductId)) {
    return { ok: true, inWishlist: false, items: items.filter((e) => e.shopifyProductId !== shopifyProductId) };
  }
  const entry: WishlistEntry = { shopifyProductId, productData, createdAt: createdAt ?? now.toISOString() };
  return { ok: true, inWishlist: true, items: [entry, ...items] };
}
