import { addToCart, showToast, TOASTS } from '@tjb/cart-bus';
import { BUNDLE_TOASTS } from '../../../shared/toasts';
import type { BundleEntry } from './bundle-reducer';
import { dispatchBundle } from './bundle-store';

/**
 * Spec 001 §4: every unit goes to the cart as a quantity-1 add through the shared cart bus (the cart's
 * own rule then joins units of one variant into one line), then the bundle empties.
 * Returns false, and keeps the bundle, when the cart refused a unit.
 */
export function addBundleToCart(entries: readonly BundleEntry[]): boolean {
  let units = 0;
  for (const { product, quantity } of entries) {
    for (let i = 0; i < quantity; i += 1) {
      const added = addToCart({
        shopifyProductId: product.id,
        shopifyVariantId: product.variantId,
        quantity: 1,
        price: product.price,
        productData: { title: product.title, handle: product.handle, image: product.image, productType: product.productType },
        variantData: { title: product.variantTitle, selectedOptions: product.selectedOptions },
      });
      if (!added.ok) {
        showToast(TOASTS.addToCartFailed);
        return false;
      }
      units += 1;
    }
  }
  dispatchBundle({ type: 'clear' });
  showToast(BUNDLE_TOASTS.bundleAddedToCart(units));
  return true;
}
