import { fragment } from './compose';
import { IMAGE_FRAGMENT } from './image';
import { LISTING_PRODUCT_FRAGMENT } from './listing-product';
import { VARIANT_FRAGMENT } from './variant';

/**
 * A whole product: a list's fields (StorefrontListingProductFragment) and the product page's description HTML, gallery
 * and whole variants. The variants field is the list's (same arguments), so GraphQL merges the two
 * selections. Spec 001 §9: images 10 and variants 10 per product in queries.
 */
export const PRODUCT_FRAGMENT = fragment('StorefrontProduct', /* GraphQL */ `
  fragment StorefrontProduct on Product {
    ...StorefrontListingProduct
    descriptionHtml
    images(first: 10) { nodes { ...StorefrontImage } }
    variants(first: 10) { nodes { ...StorefrontVariant } }
  }
`, [LISTING_PRODUCT_FRAGMENT, IMAGE_FRAGMENT, VARIANT_FRAGMENT]);
