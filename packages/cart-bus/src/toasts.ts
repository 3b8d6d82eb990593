/**
 * Toast texts that belong to the cart and wishlist rules, word for word from the spec (000 §5, §8 and
 * 001 §5, §8). Other toasts stay with the remote that owns the screen. Where the spec gives no body,
 * the body follows the 'Added to Cart' pattern.
 */
import type { Toast } from './schemas';

export const TOASTS = {
  addedToCart: (title: string): Toast => ({
    title: 'Added to Cart',
    description: `${title} has been added to your cart.`,
    variant: 'success',
  }),
  itemRemoved: { title: 'Item Removed', description: 'Item has been removed from your cart.', variant: 'success' },
  cartCleared: { title: 'Cart Cleared', variant: 'success' },
  cartEmpty: {
    title: 'Cart Empty',
    description: 'Please add items to your cart before checkout.',
    variant: 'destructive',
  },
  outOfStock: { title: 'Out of Stock', description: 'This product is currently unavailable.', variant: 'destructive' },
  noVariants: { title: 'Error', description: 'This product has no available variants.', variant: 'destructive' },
  /** 001 §8 wording (catalogue, product cards, bundle). */
  addToCartFailed: {
    title: 'Error',
    description: 'Failed to add item to cart. Please try again.',
    variant: 'destructive',
  },
  /** 000 §8 gives this shorter wording for the same failure; kept for the screens that spec describes. */
  addToCartFailedShort: { title: 'Error', description: 'Failed to add item to cart.', variant: 'destructive' },
  signInRequired: {
    title: 'Please sign in',
    description: 'You need to sign in to add items to your cart.',
    variant: 'destructive',
  },
  /** A Contact Us message or a styling request was sent (001 §8). */
  messageSent: { title: 'Message Sent!', description: "Thank you for contacting us. We'll get back to you within 24 hours.", variant: 'success' },
  addedToWishlist: (title: string): Toast => ({
    title: 'Added to Wishlist',
    description: `${title} has been added to your wishlist.`,
    variant: 'success',
  }),
  removedFromWishlist: (title: string): Toast => ({
    title: 'Removed from Wishlist',
    description: `${title} has been removed from your wishlist.`,
    variant: 'default',
  }),
} as const satisfies Record<string, Toast | ((title: string) => Toast)>;
