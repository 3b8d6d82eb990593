import { addToCart, showToast, TOASTS, type AddToCartInput } from '@tjb/cart-bus';
import type { StorefrontImage } from '@tjb/storefront';
import { productImage, type ListingProduct, type ListingVariant } from './product-facts';

/** The variant's own image when it has one (a whole product's variants do; a list's carry none). */
type AddableVariant = ListingVariant & { image?: StorefrontImage | null };

export function cartInputFor(product: ListingProduct, variant: AddableVariant, quantity: number): AddToCartInput {
  return {
    shopifyProductId: product.id,
    shopifyVariantId: variant.id,
    quantity,
    price: variant.price,
    productData: {
      title: product.title,
      handle: product.handle,
      image: variant.image?.src ?? productImage(product)?.src ?? null,
      productType: product.productType,
    },
    variantData: { title: variant.title, selectedOptions: variant.selectedOptions },
  };
}

export type AddOutcome = 'added' | 'no-variant' | 'unavailable' | 'failed';

/** Adds one variant through the shared cart bus and says so with the spec's toast. */
export function addVariantToCart(product: ListingProduct, variant: AddableVariant | undefined, quantity = 1): AddOutcome {
  if (!variant) {
    showToast(TOASTS.noVariants);
    return 'no-variant';
  }
  if (!variant.availableForSale) {
    showToast(TOASTS.outOfStock);
    return 'unavailable';
  }
  const result = addToCart(cartInputFor(product, variant, quantity));
  if (!result.ok) {
    console.error('[mfe-catalog] add to cart failed:', result.error);
    showToast(TOASTS.addToCartFailed);
    return 'failed';
  }
  showToast(TOASTS.addedToCart(product.title));
  return 'added';
}
