import type {
  ProductsQuery, ProductVariantsQuery, StorefrontCollectionFragment, StorefrontListingProductFragment, StorefrontProductFragment,
} from './generated/operation-types';

/**
 * The app types the UI gets. What the Storefront API answers is typed by the generated operation and
 * fragment types (src/generated, from the documents): a document that stops asking for a field makes
 * every reshape that reads it fail to compile. The UI never sees `edges`/`nodes`, MoneyV2 objects or
 * nullable lists: reshape.ts converts.
 */

/** The product fields the answer and the app shapes of a product list share unchanged. */
export type ListingProductScalars = Pick<
  StorefrontListingProductFragment,
  'id' | 'title' | 'handle' | 'productType' | 'vendor' | 'tags' | 'availableForSale'
>;
/** The product fields the answer and the app shapes of a whole product share unchanged. */
export type ProductScalars = ListingProductScalars & Pick<StorefrontProductFragment, 'description' | 'descriptionHtml' | 'createdAt' | 'options'>;

/** A collection as the collection queries answer it: the fragment and the products asked beside it. */
export type CollectionAnswer = StorefrontCollectionFragment & { products: { nodes: StorefrontProductFragment[] } };

/** Where a page of products ends, as the API answers it. */
export type StorefrontPageInfo = ProductsQuery['products']['pageInfo'];

export interface StorefrontImage {
  id: string;
  src: string;
  altText: string | null;
  width: number | null;
  height: number | null;
}

/** An image as a product list has it: what a card draws (its alt is empty: the title beside it names the product). */
export type StorefrontListingImage = Pick<StorefrontImage, 'src' | 'width' | 'height'>;

/** A variant as a product list has it: enough to price, filter and quick-add it. */
export interface StorefrontListingVariant {
  id: string;
  title: string;
  /** Decimal amount as text, e.g. "29.99". */
  price: string;
  compareAtPrice: string | null;
  currencyCode: string;
  availableForSale: boolean;
  selectedOptions: Array<{ name: string; value: string }>;
}

export interface StorefrontVariant extends StorefrontListingVariant {
  sku: string | null;
  quantityAvailable: number;
  image: StorefrontImage | null;
}

/**
 * A product as a product list has it (category, shop, search and catalogue pages, home's rows): what a
 * card shows and needs at first. One variant, not all of them: the one the card prices and adds; a
 * product with more has the quick pick ask for them (StorefrontProductVariants).
 */
export interface StorefrontListingProduct extends ListingProductScalars {
  /**
   * The start of the description, for a card in a listing's list view: only a listing asked with
   * `excerpts` (ListingPageRequest) has it; a grid shows none.
   */
  excerpt?: string;
  /** The first variant for sale, else the first one (`selectedOrFirstAvailableVariant`); null without variants. */
  variant: StorefrontListingVariant | null;
  /**
   * How many variants the product has (`variantsCount`): more than one, and the shopper chooses. Null
   * when the store does not say (the field is nullable): then the quick pick asks, rather than the card
   * adding a variant nobody chose.
   */
  variantCount: number | null;
  /** The lowest price (a card without a variant shows it); the highest is not asked for, as nothing shows it. */
  priceRange: { minVariantPrice: string; currencyCode: string };
  featuredImage: StorefrontListingImage | null;
}

/** A whole product (the product page): a list's fields and the whole description, gallery and variants. */
export interface StorefrontProduct extends ProductScalars, StorefrontListingProduct {
  featuredImage: StorefrontImage | null;
  images: StorefrontImage[];
  variants: StorefrontVariant[];
  /** Highest compare-at price, "0" when no variant has one. */
  compareAtPrice: string;
}

/** What choosing a variant needs of a product: its options and its variants (ProductVariants). */
export interface StorefrontProductVariants extends Pick<NonNullable<ProductVariantsQuery['product']>, 'id' | 'options'> {
  variants: StorefrontListingVariant[];
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
