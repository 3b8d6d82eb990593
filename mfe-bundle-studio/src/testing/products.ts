import type { BundleProduct } from '../shared/api/bundle-product';

/** A bundle product for tests; `id` becomes its gid, handle and title. */
export const product = (id: string, price = '10.00', extra: Partial<BundleProduct> = {}): BundleProduct => ({
  id: `gid://shopify/Product/${id}`,
  handle: `product-${id}`,
  title: `Product ${id}`,
  productType: 'Helmets',
  image: `/media/products/product-${id}/1.svg`,
  variantId: `gid://shopify/ProductVariant/${id}`,
  variantTitle: 'Default Title',
  selectedOptions: [],
  price,
  color: null,
  availableForSale: true,
  ...extra,
});
