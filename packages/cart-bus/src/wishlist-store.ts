import { getDefaultBus } from './default-bus';
import { STORAGE_KEYS } from './protocol';
import type { WishlistEntry } from './schemas';
import { isInWishlistItems, toggleWishlistEntry, type WishlistInput } from './wishlist';

export function getWishlist(): WishlistEntry[] {
  return getDefaultBus().read(STORAGE_KEYS.wishlist);
}

export function isInWishlist(productId: string): boolean {
  return isInWishlistItems(getWishlist(), productId);
}

/**
 * Adds when absent, removes when present, and broadcasts so every heart on the page refreshes.
 * Returns true when the product is now in the wishlist. Bad input changes nothing and is logged.
 */
export function toggleWishlist(entry: WishlistInput): boolean {
  const result = toggleWishlistEntry(getWishlist(), entry);
  if (!result.ok) {
    console.error(`[cart-bus] ${result.error}`);
    return typeof entry?.shopifyProductId === 'string' && isInWishlist(entry.shopifyProductId);
  }
  const published = getDefaultBus().publish({ type: 'wishlist:changed', v: 1, items: result.items });
  if (!published.ok) {
    console.error(`[cart-bus] ${published.error}`);
    return !result.inWishlist;
  }
  return result.inWishlist;
}
