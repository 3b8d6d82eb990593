/** Wishlist rules (spec 001 §3–§4): not in the list adds, in the list removes. Pure. */
import { z } from 'zod/mini';
import { describeIssues, imageSchema, isoDateSchema, priceSchema, type WishlistEntry } from './schemas';

export const wishlistInputSchema = z.object(
  {
    shopifyProductId: z.string().check(z.trim(), z.minLength(1, 'shopifyProductId is required')),
    productData: z.object(
      {
        title: z.string().check(z.trim(), z.minLength(1, 'productData.title is required')),
        handle: z.string().check(z.trim(), z.minLength(1, 'productData.handle is required')),
        image: z.pipe(
          z.optional(imageSchema),
          z.transform((image: string | null | undefined) => image ?? null),
        ),
        productType: z._default(z.string(), ''),
        price: priceSchema,
      },
      { error: 'productData is required' },
    ),
    createdAt: z.optional(isoDateSchema),
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
