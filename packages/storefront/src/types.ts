/**
 * Wire types (what the Storefront API answers for our fragments) and the app types the UI gets.
 * The UI never sees `edges`/`nodes`, MoneyV2 objects or nullable lists: reshape.ts converts.
 */
export interface WireMoney { amount: string; currencyCode: string }
export interface WireImage { id: string | null; url: string; altText: string | null; width: number | null; height: number | null }
export interface WireVariant {
  id: string;
  title: string;
  sku: string | null;
  availableForSale: boolean;
  quantityAvailable: number | null;
  price: WireMoney;
  compareAtPrice: WireMoney | null;
  selectedOptions: Array<{ name: string; value: string }>;
  image: WireImage | null;
}
/** The product fields the wire and the app shapes share unchanged. */
export interface ProductScalars {
  id: string;
  title: string;
  handle: string;
  description: string;
  descriptionHtml: string;
  productType: string;
  vendor: string;
  tags: string[];
  createdAt: string;
  availableForSale: boolean;
  options: Array<{ name: string; values: string[] }>;
}

export interface WireProduct extends ProductScalars {
  featuredImage: WireImage | null;
  images: { nodes: WireImage[] };
  variants: { nodes: WireVariant[] };
  priceRange: { minVariantPrice: WireMoney; maxVariantPrice: WireMoney };
  compareAtPriceRange: { maxVariantPrice: WireMoney };
}
export interface WireCollection {
  id: string;
  title: string;
  handle: string;
  description: string;
  image: WireImage | null;
  products?: { nodes: WireProduct[]; pageInfo?: WirePageInfo };
}
export interface WirePageInfo { hasNextPage: boolean; endCursor: string | null }

export interface StorefrontImage {
  id: string;
  src: string;
  altText: string | null;
  width: number | null;
  height: number | null;
}

export interface StorefrontVariant {
  id: string;
  title: string;
  sku: string | null;
  /** Decimal amount as text, e.g. "29.99". */
  price: string;
  compareAtPrice: string | null;
  currencyCode: string;
  availableForSale: boolean;
  quantityAvailable: number;
  selectedOptions: Array<{ name: string; value: string }>;
  image: StorefrontImage | null;
}

export interface StorefrontProduct extends ProductScalars {
  images: StorefrontImage[];
  variants: StorefrontVariant[];
  priceRange: { minVariantPrice: string; maxVariantPrice: string; currencyCode: string };
  /** Highest compare-at price, "0" when no variant has one. */
  compareAtPrice: string;
  featuredImage: StorefrontImage | null;
}

export interface StorefrontCollection {
  id: string;
  title: string;
  handle: string;
  description: string;
  image: StorefrontImage | null;
  products: StorefrontProduct[];
}

export interface CategoryShowcaseEntry {
  slug: string;
  name: string;
  href: string;
  description: string;
  featured: boolean;
  /** Products found (at most 250). */
  count: number;
  image: { src: string; altText: string | null };
}

/** Why a call failed: the UI words it ('Error loading products from Shopify'); logs keep `message`. */
export type StorefrontErrorKind = 'network' | 'http' | 'throttled' | 'graphql' | 'invalid-input';
export interface StorefrontError { kind: StorefrontErrorKind; message: string; status?: number }

/**
 * What every helper answers. It never throws: `data` is always usable (an empty list or null),
 * and `ok: false` lets the UI tell "could not load" from "no products".
 */
export type StorefrontResult<T> = { ok: true; data: T } | { ok: false; data: T; error: StorefrontError };
