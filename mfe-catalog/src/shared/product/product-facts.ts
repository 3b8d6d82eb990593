import type { StorefrontImage, StorefrontProduct, StorefrontVariant } from '@tjb/storefront';

export type Product = StorefrontProduct;
export type Variant = StorefrontVariant;

const amount = (value: string | null | undefined): number => {
  const n = value === null || value === undefined ? NaN : Number(value);
  return Number.isFinite(n) ? n : 0;
};

export const firstVariant = (p: Product): Variant | undefined => p.variants[0];

/** The price a card shows: the first variant's, else the lowest (spec 000 §2.7). */
export const cardPrice = (p: Product): number => amount(firstVariant(p)?.price ?? p.priceRange.minVariantPrice);
export const cardCompareAt = (p: Product): number | null => {
  const compare = firstVariant(p)?.compareAtPrice;
  return compare ? amount(compare) : null;
};

export const hasTag = (p: Product, tag: string): boolean => p.tags.some((t) => t.toLowerCase() === tag.toLowerCase());

/** On sale: some variant's compare-at price is above its price. */
export const isOnSale = (p: Product): boolean => p.variants.some((v) => v.compareAtPrice !== null && amount(v.compareAtPrice) > amount(v.price));

export const isAvailable = (p: Product): boolean => p.availableForSale || p.variants.some((v) => v.availableForSale);

export const hasFreeShipping = (p: Product): boolean => hasTag(p, 'free-shipping');

export const productImage = (p: Product): StorefrontImage | null => p.featuredImage ?? p.images[0] ?? null;

/** Values of one variant option (Size, Color …), case-insensitive on the name, in first-seen order. */
export function optionValues(p: Product, name: string): string[] {
  const wanted = name.toLowerCase();
  const values = new Set<string>();
  for (const v of p.variants) for (const o of v.selectedOptions) if (o.name.toLowerCase() === wanted) values.add(o.value);
  return [...values];
}

export const createdTime = (p: Product): number => {
  const t = Date.parse(p.createdAt);
  return Number.isFinite(t) ? t : 0;
};
