import { document } from '../fragments/compose';
import { PRODUCT_FRAGMENT } from '../fragments/product';

export const PRODUCT_BY_HANDLE_QUERY = document(/* GraphQL */ `
  query ProductByHandle($handle: String!) {
    product(handle: $handle) { ...StorefrontProduct }
  }
`, PRODUCT_FRAGMENT);
