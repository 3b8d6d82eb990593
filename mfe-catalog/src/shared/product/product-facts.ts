import type { StorefrontImage, StorefrontListingProduct, StorefrontListingVariant, StorefrontProduct, StorefrontVariant } from '@tjb/storefront';

/** A whole product, as the product page has it. */
export type Product = StorefrontProduct;
export type Variant = StorefrontVariant;
/** A product as lists have it; what the facts below read, so a whole product fits them too. */
export type ListingProduct = StorefrontListingProduct;
export type ListingVariant = StorefrontListingVariant;

const amount = (value: string | null | undefined): number => {
  const n = value === null || value === undefined ? NaN : Number(value);
  return Number.isFinite(n) ? n : 0;
};

export const firstVariant = <V extends ListingVariant>(p: { variants: V[] }): V | undefined => p.variants[0];

/** The price a card shows: the first variant's, else the lowest (spec 000 §2.7). */
export const cardPrice = (p: ListingProduct): number => amount(firstVariant(p)?.price ?? p.priceRange.minVariantPrice);
export const cardCompareAt = (p: ListingProduct): number | null => {
  const compare = firstVariant(p)?.compareAtPrice;
  return compare ? amount(compare) : null;
};

export const hasTag = (p: ListingProduct, tag: string): boolean => p.tags.some((t) => t.toLowerCase() === tag.toLowerCase());

/** On sale: some variant's compare-at price is above its price. */
export const isOnSale = (p: ListingProduct): boolean => p.variants.some((v) => v.compareAtPrice !== null && amount(v.compareAtPrice) > amount(v.price));

export const isAvailable = (p: ListingProduct): boolean => p.availableForSale || p.variants.some((v) => v.availableForSale);

export const hasFreeShipping = (p: ListingProduct): boolean => hasTag(p, 'free-shipping');

/** A list's products carry only the featured image; a whole product falls back to its first image. */
export const productImage = (p: ListingProduct & { images?: StorefrontImage[] }): StorefrontImage | null => p.featuredImage ?? p.images?.[0] ?? null;

/** Values of one variant option (Size, Color …), case-insensitive on the name, in first-seen order. */
export function optionValues(p: ListingProduct, name: string): string[] {
  const wanted = name.toLowerCase();
  const values = new Set<string>();
  for (const v of p.variants) for (const o of v.selectedOptions) if (o.name.toLowerCase() === wanted) values.add(o.value);
  return [...values];
}

export const createdTime = (p: ListingProduct): number => {
  const t = Date.parse(p.createdAt);
  return Number.isFinite(t) ? t : 0;
};
