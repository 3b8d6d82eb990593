import { CART_FRAGMENT } from '../fragments/cart';
import { document } from '../fragments/compose';

export const CART_QUERY = document(/* GraphQL */ `
  query Cart($id: ID!) {
    cart(id: $id) { ...StorefrontCart }
  }
`, CART_FRAGMENT);
