import { useBrowserStore } from '@tjb/cart-bus/react';
import { breakpoints } from '@tjb/ui';

const QUERY = `(max-width: ${breakpoints.mobile - 1}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY).matches : false);
const onTheServer = () => false;

/**
 * Spec 000 §4: mobile mode is a window narrower than 768 px. The server cannot know the width: a hydrating
 * listing renders the server's answer and the window's in a transition (useBrowserStore).
 */
export function useIsMobile(): boolean {
  return useBrowserStore(subscribe, snapshot, onTheServer);
}
