import type { ToastInput } from '@tjb/cart-bus';

/** Notices the server attaches when it redirects a shopper (e.g. GET /api/login → /?notice=…). */
export const NOTICES: Record<string, ToastInput> = {
  'sign-in-unavailable': {
    title: 'Sign-in is not offered',
    description: 'Shop as a guest: your cart and wishlist stay in this browser, and checkout needs no account.',
    variant: 'default',
  },
};
