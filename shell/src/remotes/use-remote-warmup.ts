import { afterPageSettled } from '@tjb/ui';
import { useEffect } from 'react';
import { remoteForHref, warmRemote } from './warm-remote';

/**
 * Warms the remote behind a link the moment the shopper shows intent (hover, focus, touch), and, once
 * the page has settled, the side cart's remote: the likely next step on every page (add to cart opens it).
 * One listener on the document covers links rendered by any remote.
 */
export function useRemoteWarmup(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const remote = remoteForHref(link.href, window.location.href);
      if (remote) void warmRemote(remote);
    };
    const kinds = ['pointerover', 'focusin', 'touchstart'] as const;
    kinds.forEach((kind) => document.addEventListener(kind, onIntent, { passive: true }));

    let live = true;
    // Never competes with the page's own chunks or its first render.
    void afterPageSettled().then(() => {
      if (live) void warmRemote('cartCheckout', './CartPanel');
    });

    return () => {
      live = false;
      kinds.forEach((kind) => document.removeEventListener(kind, onIntent));
    };
  }, []);
}
