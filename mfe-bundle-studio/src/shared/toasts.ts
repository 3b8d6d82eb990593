import type { Toast } from '@tjb/cart-bus';
import { BUNDLE_EMPTY_MESSAGE } from '@tjb/forms';

/** The Bundle Studio's toasts, titles word for word from spec 001 §8. */
export const BUNDLE_TOASTS = {
  addedToBundle: (title: string): Toast => ({ title: 'Added to Bundle!', description: `${title} has been added to your bundle.`, variant: 'success' }),
  bundleAddedToCart: (units: number): Toast => ({
    title: 'Bundle Added to Cart!',
    description: `${units} ${units === 1 ? 'item has' : 'items have'} been added to your cart.`,
    variant: 'success',
  }),
  emptyBundle: { title: 'Empty Bundle', description: BUNDLE_EMPTY_MESSAGE, variant: 'destructive' },
  paymentSuccessful: (order: string): Toast => ({
    title: 'Payment Successful!',
    description: `Order ${order}: your Bundle Visualization is now available.`,
    variant: 'success',
  }),
} as const satisfies Record<string, Toast | ((arg: never) => Toast)>;
