import { CART_FRAGMENT, CART_USER_ERROR_FRAGMENT, CART_WARNING_FRAGMENT } from '../fragments/cart';
import { document } from '../fragments/compose';

const PAYLOAD = `cart { ...StorefrontCart } userErrors { ...StorefrontCartUserError } warnings { ...StorefrontCartWarning }`;
const FRAGMENTS = [CART_FRAGMENT, CART_USER_ERROR_FRAGMENT, CART_WARNING_FRAGMENT];

export const CART_CREATE_MUTATION = document(/* GraphQL */ `
  mutation CartCreate($input: CartInput!) {
    cartCreate(input: $input) { ${PAYLOAD} }
  }
`, ...FRAGMENTS);

export const CART_LINES_ADD_MUTATION = document(/* GraphQL */ `
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) {
    cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} }
  }
`, ...FRAGMENTS);

export const CART_LINES_UPDATE_MUTATION = document(/* GraphQL */ `
  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} }
  }
`, ...FRAGMENTS);

export const CART_LINES_REMOVE_MUTATION = document(/* GraphQL */ `
  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${PAYLOAD} }
  }
`, ...FRAGMENTS);
