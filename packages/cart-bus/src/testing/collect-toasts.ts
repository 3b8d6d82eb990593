import type { Toast } from '../schemas';
import { onBusEvent } from '../ui-store';

/** Collects the toasts published on the bus (the shell's toaster shows them in the shop), for tests. */
export function collectToasts(): { toasts: Toast[]; stop: () => void } {
  const toasts: Toast[] = [];
  const stop = onBusEvent('toast:show', (event) => {
    toasts.push(event.toast);
  });
  return { toasts, stop };
}
