import { useHydrating } from '@tjb/cart-bus/react';
import { breakpoints } from '@tjb/ui';
import { useSyncExternalStore } from 'react';

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
 * Spec 000 §4: mobile mode is a window narrower than 768 px. The server cannot know the width, so a
 * hydrating component gets the server's answer and the window's one render later, in a transition
 * (useHydrating): were the window read as soon as hydration ends, React would render the listing again
 * at once, synchronously, in the task that runs the page's effects.
 */
export function useIsMobile(): boolean {
  const hydrating = useHydrating();
  return useSyncExternalStore(subscribe, hydrating ? onTheServer : snapshot, onTheServer);
}
