import { fragment } from './compose';
import { IMAGE_FRAGMENT } from './image';
import { MONEY_FRAGMENT } from './money';

export const VARIANT_FRAGMENT = fragment('StorefrontVariant', /* GraphQL */ `
  fragment StorefrontVariant on ProductVariant {
    id
    title
    sku
    availableForSale
    quantityAvailable
    price { ...StorefrontMoney }
    compareAtPrice { ...StorefrontMoney }
    selectedOptions { name value }
    image { ...StorefrontImage }
  }
`, [MONEY_FRAGMENT, IMAGE_FRAGMENT]);
