import type { AddToCartInput } from '../cart';
import type { CartItem } from '../schemas';
import type { WishlistInput } from '../wishlist';

export function cartInput(overrides: Partial<AddToCartInput> = {}): AddToCartInput {
  return {
    shopifyProductId: 'gid://shopify/Product/1',
    shopifyVariantId: 'gid://shopify/ProductVariant/11',
    quantity: 1,
    price: '24.99',
    productData: { title: 'Road Captain Vest', handle: 'road-captain-vest', image: null, productType: 'Vests' },
    variantData: { title: 'L / Black', selectedOptions: [{ name: 'Size', value: 'L' }] },
    ...overrides,
  };
}

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 'p1-v1',
    shopifyProductId: 'p1',
    shopifyVariantId: 'v1',
    quantity: 1,
    price: '10.00',
    productData: { title: 'Gloves', handle: 'gloves', image: 'https://cdn.shopify.com/g.jpg', productType: 'Gloves' },
    variantData: { title: 'M', selectedOptions: [{ name: 'Size', value: 'M' }] },
    ...overrides,
  };
}

export function wishlistInput(productId = 'p1', title = 'Gloves'): WishlistInput {
  return {
    shopifyProductId: productId,
    productData: { title, handle: title.toLowerCase(), image: null, productType: 'Gloves', price: '19.99' },
  };
}
