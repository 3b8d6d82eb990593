import { useEffect } from 'react';
import { startCartMirror } from './start-cart-mirror';

/** Mirrors the browser cart to the server cart while the component is mounted (one mirror per tab). */
export function useCartMirror(enabled = true): void {
  useEffect(() => (enabled ? startCartMirror() : undefined), [enabled]);
}
