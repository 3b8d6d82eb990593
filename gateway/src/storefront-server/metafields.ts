import type { CatalogProduct } from '../catalog/types';

/**
 * The product metafields the embedded catalogue sets, derived from the product itself so they can
 * never disagree with what a card shows. A real store keeps the same two (namespace `tjb`) and turns
 * them on as filters in Search & Discovery: that is how a listing asks Shopify for "On Sale" and
 * "Free Shipping", which no built-in ProductFilter expresses (docs/spec-deviations.md).
 */
export const LISTING_METAFIELD_NAMESPACE = 'tjb';

export const PRODUCT_METAFIELDS: ReadonlyArray<{ key: string; label: string; test: (p: CatalogProduct) => boolean }> = [
  // On sale as a card shows it: some variant's compare-at price is above its price.
  { key: 'on_sale', label: 'On sale', test: (p) => p.variants.some((v) => v.compareAtPriceCents !== null && v.compareAtPriceCents > v.priceCents) },
  { key: 'free_shipping', label: 'Free shipping', test: (p) => p.tags.some((t) => t.toLowerCase() === 'free-shipping') },
];

/** The value of one of the product's metafields (`"true"`/`"false"` booleans), null when it has none by that name. */
export function productMetafieldValue(product: CatalogProduct, namespace: string, key: string): string | null {
  if (namespace !== LISTING_METAFIELD_NAMESPACE) return null;
  const field = PRODUCT_METAFIELDS.find((f) => f.key === key);
  return field ? String(field.test(product)) : null;
}
