import { fragment } from './compose';
import { IMAGE_FRAGMENT } from './image';
import { LISTING_VARIANT_FRAGMENT } from './listing-product';

/** A whole variant: a list's fields (StorefrontListingVariantFragment) and the product page's stock, SKU and image. */
export const VARIANT_FRAGMENT = fragment('StorefrontVariant', /* GraphQL */ `
  fragment StorefrontVariant on ProductVariant {
    ...StorefrontListingVariant
    sku
    quantityAvailable
    image { ...StorefrontImage }
  }
`, [LISTING_VARIANT_FRAGMENT, IMAGE_FRAGMENT]);
