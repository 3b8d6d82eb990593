import { fragment } from './compose';
import { IMAGE_FRAGMENT } from './image';
import { MONEY_FRAGMENT } from './money';

export const LISTING_VARIANT_FRAGMENT = fragment('StorefrontListingVariant', /* GraphQL */ `
  fragment StorefrontListingVariant on ProductVariant {
    id
    title
    availableForSale
    price { ...StorefrontMoney }
    compareAtPrice { ...StorefrontMoney }
    selectedOptions { name value }
  }
`, [MONEY_FRAGMENT]);

/**
 * A product as product lists need it (StorefrontListingProduct): a category page holds every product of
 * its category in its HTML, and the whole-product fragment's description HTML, ten images and ten
 * variants with stock, SKU and image made that ~570 KB for the helmets. Variants are still ten (spec 001
 * §9), since filters and quick add read their options and prices.
 */
export const LISTING_PRODUCT_FRAGMENT = fragment('StorefrontListingProduct', /* GraphQL */ `
  fragment StorefrontListingProduct on Product {
    id
    title
    handle
    description
    productType
    vendor
    tags
    createdAt
    availableForSale
    options { name values }
    featuredImage { ...StorefrontImage }
    variants(first: 10) { nodes { ...StorefrontListingVariant } }
    priceRange {
      minVariantPrice { ...StorefrontMoney }
      maxVariantPrice { ...StorefrontMoney }
    }
    compareAtPriceRange {
      maxVariantPrice { ...StorefrontMoney }
    }
  }
`, [IMAGE_FRAGMENT, MONEY_FRAGMENT, LISTING_VARIANT_FRAGMENT]);
