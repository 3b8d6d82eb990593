// A wishlist entry names a product, not a variant; moving it to the cart needs the variants to choose from.
// Only the variants: ProductByHandle would fetch the whole product page's data.
export const WISHLIST_PRODUCT_VARIANTS_QUERY = /* GraphQL */ `
  query WishlistProductVariants($handle: String!) {
    product(handle: $handle) {
      id
      variants(first: 10) {
        nodes { id title availableForSale price { amount } selectedOptions { name value } }
      }
    }
  }
`;
