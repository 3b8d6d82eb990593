import { useCallback, type MouseEvent } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

/**
 * A click on a plain link goes through the router, as a `<Link>` would have taken it: same origin, the
 * main button, no modifier key, no other target, not a download, not already handled (a `<Link>` inside
 * handles its own). A link to a place on the same page (`#section`) is left to the browser, which scrolls.
 */
function followThroughRouter(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}

/**
 * One click handler for a whole region whose links are plain `<a href>`s: kept server HTML
 * (StaticSection), or links many enough that a `<Link>` each is work on every page's hydration (a `<Link>`
 * resolves its path and subscribes to the router as it renders; an anchor is only an element).
 */
export function useRouterClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback((event: MouseEvent<HTMLElement>) => followThroughRouter(event, navigate), [navigate]);
}
