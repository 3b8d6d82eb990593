import { fragment } from './compose';
import { IMAGE_FRAGMENT } from './image';
import { LISTING_PRODUCT_FRAGMENT } from './listing-product';
import { MONEY_FRAGMENT } from './money';
import { VARIANT_FRAGMENT } from './variant';

/**
 * A whole product: a list's fields (StorefrontListingProductFragment) and the product page's whole
 * description, featured image (with its id and alt text), options, gallery and whole variants. Spec 001 §9: images 10 and variants 10 per product
 * in queries.
 */
export const PRODUCT_FRAGMENT = fragment('StorefrontProduct', /* GraphQL */ `
  fragment StorefrontProduct on Product {
    ...StorefrontListingProduct
    description
    descriptionHtml
    featuredImage { ...StorefrontImage }
    createdAt
    options { name values }
    images(first: 10) { nodes { ...StorefrontImage } }
    variants(first: 10) { nodes { ...StorefrontVariant } }
    compareAtPriceRange {
      maxVariantPrice { ...StorefrontMoney }
    }
  }
`, [LISTING_PRODUCT_FRAGMENT, IMAGE_FRAGMENT, MONEY_FRAGMENT, VARIANT_FRAGMENT]);
