import type { Toast } from '@tjb/cart-bus';

/** The spec's success toast (001 §8), word for word. */
export const MESSAGE_SENT_TOAST: Toast = {
  title: 'Message Sent!',
  description: "Thank you for contacting us. We'll get back to you within 24 hours.",
  variant: 'success',
};
