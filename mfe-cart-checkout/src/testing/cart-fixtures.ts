import type { AddToCartInput, CartItem } from '@tjb/cart-bus';

export const helmetInput = {
  shopifyProductId: 'gid://shopify/Product/1',
  shopifyVariantId: 'gid://shopify/ProductVariant/11',
  price: '120.00',
  quantity: 1,
  productData: { title: 'Road Captain Helmet', handle: 'road-captain-helmet', image: null, productType: 'helmets' },
  variantData: { title: 'M / Black', selectedOptions: [{ name: 'Size', value: 'M' }, { name: 'Color', value: 'Black' }] },
} satisfies AddToCartInput;

export const patchInput = {
  shopifyProductId: 'gid://shopify/Product/2',
  shopifyVariantId: 'gid://shopify/ProductVariant/21',
  price: '12.50',
  quantity: 1,
  productData: { title: 'Eagle Back Patch', handle: 'eagle-back-patch', image: null, productType: 'patches' },
  variantData: { title: 'Default Title', selectedOptions: [{ name: 'Title', value: 'Default Title' }] },
} satisfies AddToCartInput;

/** A stored cart line as the bus keeps it. */
export function cartLine(input: AddToCartInput & { quantity?: number }): CartItem {
  return {
    id: `${input.shopifyProductId}-${input.shopifyVariantId ?? 'default'}`,
    shopifyProductId: input.shopifyProductId,
    shopifyVariantId: input.shopifyVariantId ?? null,
    quantity: input.quantity ?? 1,
    price: input.price,
    productData: { image: null, productType: '', ...input.productData },
    variantData: { title: '', selectedOptions: [], ...input.variantData },
  };
}
