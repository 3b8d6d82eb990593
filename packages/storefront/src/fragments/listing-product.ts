import { fragment } from './compose';
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
 * How much of a description a list card carries: the list layout clamps it to three lines, about 95
 * characters a line at 1280 px, so 300 fill them.
 */
export const LISTING_EXCERPT_LENGTH = 300;

/**
 * The start of a product's description, which only a card in a listing's list view shows. The listing
 * documents spread it under `@include(if: $withExcerpt)`: a grid (every listing's first view) carried
 * 24 unread excerpts in the HTML of /all-products, ~4.5 KB. An alias, so a whole product can ask for
 * all of its description.
 */
export const LISTING_EXCERPT_FRAGMENT = fragment('StorefrontListingExcerpt', /* GraphQL */ `
  fragment StorefrontListingExcerpt on Product {
    excerpt: description(truncateAt: ${LISTING_EXCERPT_LENGTH})
  }
`);

/**
 * A product as product lists need it (StorefrontListingProduct): what a card shows and needs at first.
 * A listing's page holds its products in its HTML for hydration, and ten variants a product with their
 * options and prices were half of that (a first visit to /shop/helmets passed 100 KB). A card prices and
 * adds one variant, the first for sale (Shopify's `selectedOrFirstAvailableVariant`), and knows from
 * `variantsCount` whether the shopper must choose; the quick pick asks for the rest when it opens
 * (ProductVariants). The excerpt of the description is asked for apart (StorefrontListingExcerpt), and the
 * image is what a card draws: its address and size (a card's image has an empty alt, since the
 * title beside it names the product). Of the price range only the lowest price: a card without a
 * variant shows it, and nothing shows the highest.
 */
export const LISTING_PRODUCT_FRAGMENT = fragment('StorefrontListingProduct', /* GraphQL */ `
  fragment StorefrontListingProduct on Product {
    id
    title
    handle
    productType
    vendor
    tags
    availableForSale
    featuredImage { url width height }
    variantsCount { count }
    selectedOrFirstAvailableVariant { ...StorefrontListingVariant }
    priceRange { minVariantPrice { ...StorefrontMoney } }
  }
`, [MONEY_FRAGMENT, LISTING_VARIANT_FRAGMENT]);
