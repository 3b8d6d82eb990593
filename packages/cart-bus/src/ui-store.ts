/** Same-tab, in-memory signals: toasts and the side cart panel. Nothing here touches storage. */
import type { BusHandler, PublishResult, Unsubscribe } from './bus';
import { getDefaultBus } from './default-bus';
import type { BusEventType } from './protocol';
import type { Toast } from './schemas';

export type ToastInput = Omit<Toast, 'variant'> & { variant?: Toast['variant'] };

/** The shell's toaster renders it; the caller owns the words (see TOASTS for the cart ones). */
export function showToast(toast: ToastInput): PublishResult {
  return getDefaultBus().publish({ type: 'toast:show', v: 1, toast: { ...toast, variant: toast.variant ?? 'default' } });
}

export function openCartPanel(): void {
  getDefaultBus().publish({ type: 'cart-panel:open', v: 1 });
}

export function closeCartPanel(): void {
  getDefaultBus().publish({ type: 'cart-panel:close', v: 1 });
}

export function toggleCartPanel(): void {
  getDefaultBus().publish({ type: 'cart-panel:toggle', v: 1 });
}

export function isCartPanelOpen(): boolean {
  return getDefaultBus().isCartPanelOpen();
}

/** Hears every copy of this package in this tab and, for persistent events, the other tabs too. */
export function onBusEvent<T extends BusEventType>(type: T, handler: BusHandler<T>): Unsubscribe {
  return getDefaultBus().subscribe(type, handler);
}
