import { TOASTS, addToCart, isInWishlist, showToast, toggleWishlist, type WishlistEntry } from '@tjb/cart-bus';
import { useState } from 'react';
import { getProductVariants, type ProductVariant } from '../api/get-product-variants';

export type MoveState = { status: 'idle' } | { status: 'loading' } | { status: 'choose'; variants: ProductVariant[] };

/**
 * Wishlist → cart. A product with one buyable variant moves at once; with several, the shopper picks
 * one (a size, a colour) first. Moving takes the entry off the wishlist.
 */
export function useMoveToCart(entry: WishlistEntry) {
  const [state, setState] = useState<MoveState>({ status: 'idle' });

  const add = (variant: ProductVariant) => {
    const result = addToCart({
      shopifyProductId: entry.shopifyProductId,
      shopifyVariantId: variant.id,
      price: variant.price,
      quantity: 1,
      productData: { title: entry.productData.title, handle: entry.productData.handle, image: entry.productData.image, productType: entry.productData.productType },
      variantData: { title: variant.title, selectedOptions: variant.selectedOptions },
    });
    if (!result.ok) {
      showToast(TOASTS.addToCartFailed);
      setState({ status: 'idle' });
      return;
    }
    // A toggle: only when it is still saved (another tab may have removed it meanwhile).
    if (isInWishlist(entry.shopifyProductId)) toggleWishlist(entry);
    showToast(TOASTS.addedToCart(entry.productData.title));
  };

  const start = async () => {
    setState({ status: 'loading' });
    const result = await getProductVariants(entry.productData.handle, entry.shopifyProductId);
    if (!result.ok) {
      showToast(TOASTS.addToCartFailed);
      setState({ status: 'idle' });
      return;
    }
    const available = result.variants.filter((v) => v.availableForSale);
    if (available.length === 0) {
      showToast(TOASTS.outOfStock);
      setState({ status: 'idle' });
    } else if (available.length === 1 && available[0]) {
      add(available[0]);
    } else {
      setState({ status: 'choose', variants: available });
    }
  };

  return { state, start, add, cancel: () => setState({ status: 'idle' }) };
}
