import { document } from '../fragments/compose';
import { LISTING_VARIANT_FRAGMENT } from '../fragments/listing-product';

/**
 * A product's options and variants, for choosing one of them from a list (the catalogue's quick pick):
 * a listing carries one variant a product, and the rest are asked for when the shopper opens the pick.
 * Spec 001 §9: variants 10 per product in queries, as the product page.
 */
export const PRODUCT_VARIANTS_QUERY = document(/* GraphQL */ `
  query ProductVariants($handle: String!) {
    product(handle: $handle) {
      id
      options { name values }
      variants(first: 10) { nodes { ...StorefrontListingVariant } }
    }
  }
`, LISTING_VARIANT_FRAGMENT);
