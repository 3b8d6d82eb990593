import type { CheckoutCartCreateMutation } from '../generated/operation-types';

// The gateway's hosted checkout: a Storefront cart made only for its checkoutUrl, so card data never
// touches the shop's servers on that path. Named apart from the shop's CartCreate, which asks for the
// whole cart.
export const CHECKOUT_CART_CREATE_MUTATION = /* GraphQL */ `
  mutation CheckoutCartCreate($input: CartInput!) {
    cartCreate(input: $input) {
      cart { id checkoutUrl }
      userErrors { field message }
    }
  }
`;

export type CheckoutCartCreateData = CheckoutCartCreateMutation;
