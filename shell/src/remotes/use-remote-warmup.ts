import { SIDE_CART } from '@tjb/mf-config';
import { PREFETCH_ID } from '@tjb/shop-contracts';
import { afterPageSettled } from '@tjb/ui';
import { useEffect } from 'react';
import { linkListedScripts } from '../listed-scripts';
import { remoteForHref, warmRemote } from './warm-remote';

/**
 * Warms the remote behind a link the moment the shopper shows intent (hover, focus, touch), and, once
 * the page has settled, fetches the side cart's scripts: the likely next step on every page (add to cart
 * opens it). Those are only prefetched (the list the gateway wrote, PREFETCH_ID), not run: running the
 * cart panel's modules was one long task on a slow phone, at a moment the shopper may be tapping. A page
 * without the list (the shell served on its own) warms the remote itself. One listener on the document
 * covers links rendered by any remote.
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
      if (live && !linkListedScripts(document, PREFETCH_ID, 'prefetch')) void warmRemote(SIDE_CART.remote, SIDE_CART.module);
    });

    return () => {
      live = false;
      kinds.forEach((kind) => document.removeEventListener(kind, onIntent));
    };
  }, []);
}
