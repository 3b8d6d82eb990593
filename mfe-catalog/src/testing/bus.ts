import { onBusEvent, type Toast } from '@tjb/cart-bus';

/** Collects the toasts shown while a test runs. */
export function recordToasts(): { toasts: Toast[]; stop: () => void } {
  const toasts: Toast[] = [];
  const stop = onBusEvent('toast:show', (event) => {
    toasts.push(event.toast);
  });
  return { toasts, stop };
}
