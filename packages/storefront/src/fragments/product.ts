import { fragment } from './compose';
import { IMAGE_FRAGMENT } from './image';
import { MONEY_FRAGMENT } from './money';
import { VARIANT_FRAGMENT } from './variant';

/** Spec 001 §9: images 10 and variants 10 per product in queries. */
export const PRODUCT_FRAGMENT = fragment('StorefrontProduct', /* GraphQL */ `
  fragment StorefrontProduct on Product {
    id
    title
    handle
    description
    descriptionHtml
    productType
    vendor
    tags
    createdAt
    availableForSale
    options { name values }
    featuredImage { ...StorefrontImage }
    images(first: 10) { nodes { ...StorefrontImage } }
    variants(first: 10) { nodes { ...StorefrontVariant } }
    priceRange {
      minVariantPrice { ...StorefrontMoney }
      maxVariantPrice { ...StorefrontMoney }
    }
    compareAtPriceRange {
      maxVariantPrice { ...StorefrontMoney }
    }
  }
`, [IMAGE_FRAGMENT, MONEY_FRAGMENT, VARIANT_FRAGMENT]);
