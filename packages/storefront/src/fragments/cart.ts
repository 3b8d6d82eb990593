import { fragment } from './compose';
import { IMAGE_FRAGMENT } from './image';
import { MONEY_FRAGMENT } from './money';

export const CART_FRAGMENT = fragment('StorefrontCart', /* GraphQL */ `
  fragment StorefrontCart on Cart {
    id
    checkoutUrl
    totalQuantity
    note
    cost {
      subtotalAmount { ...StorefrontMoney }
      totalTaxAmount { ...StorefrontMoney }
      totalAmount { ...StorefrontMoney }
    }
    lines(first: 100) {
      nodes {
        id
        quantity
        attributes { key value }
        cost { totalAmount { ...StorefrontMoney } }
        merchandise {
          ... on ProductVariant {
            id
            title
            selectedOptions { name value }
            price { ...StorefrontMoney }
            image { ...StorefrontImage }
            product { id handle title productType }
          }
        }
      }
    }
  }
`, [MONEY_FRAGMENT, IMAGE_FRAGMENT]);

export const CART_USER_ERROR_FRAGMENT = fragment('StorefrontCartUserError', /* GraphQL */ `
  fragment StorefrontCartUserError on CartUserError { code field message }
`);

export const CART_WARNING_FRAGMENT = fragment('StorefrontCartWarning', /* GraphQL */ `
  fragment StorefrontCartWarning on CartWarning { code message target }
`);
