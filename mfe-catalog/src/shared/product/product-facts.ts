import type {
  StorefrontImage, StorefrontListingImage, StorefrontListingProduct, StorefrontListingVariant, StorefrontProduct, StorefrontVariant,
} from '@tjb/storefront';

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

/**
 * The price a card shows: its variant's (the first for sale, the one Add to Cart adds and the product
 * page starts on), else the lowest.
 */
export const cardPrice = (p: ListingProduct): number => amount(p.variant?.price ?? p.priceRange.minVariantPrice);
export const cardCompareAt = (p: ListingProduct): number | null => {
  const compare = p.variant?.compareAtPrice;
  return compare ? amount(compare) : null;
};

/** Sold out when not even the card's variant, the first for sale, can be bought (or there is none). */
export const isSoldOut = (p: ListingProduct): boolean => !p.variant?.availableForSale;

/** More than one variant (or a store that did not count them): the shopper chooses in the quick pick. */
export const needsPick = (p: ListingProduct): boolean => p.variantCount !== 1;

export const hasTag = (p: ListingProduct, tag: string): boolean => p.tags.some((t) => t.toLowerCase() === tag.toLowerCase());

export const hasFreeShipping = (p: ListingProduct): boolean => hasTag(p, 'free-shipping');

/** A list's products carry only the featured image; a whole product falls back to its first image. */
export const productImage = (p: ListingProduct & { images?: StorefrontImage[] }): StorefrontListingImage | null => p.featuredImage ?? p.images?.[0] ?? null;
