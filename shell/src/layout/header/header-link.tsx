import type { AnchorHTMLAttributes } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Whether a link's page is open, as NavLink decides it (case aside): the same path, or with `end` unset a
 * page below it (`/shop/helmets` is current on `/shop/helmets/…`).
 */
export function linkIsCurrent(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase().replace(/(.)\/$/, '$1');
  if (here === target) return true;
  return !end && target !== '/' && here.startsWith(`${target}/`);
}

/** The open page's path, read once by a list of header links (one router subscription, not one per link). */
export function useCurrentPath(): string {
  return useLocation().pathname;
}

type HeaderLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; current?: boolean };

/**
 * A link of the header: a plain anchor, which the header's one click handler takes through the router
 * (useRouterClicks on the header element). Three dozen `<Link>`s, each resolving its path and subscribing
 * to the router, were a good part of hydrating the header on every page.
 */
export function HeaderLink({ to, current = false, ...attributes }: HeaderLinkProps) {
  return <a href={to} aria-current={current ? 'page' : undefined} {...attributes} />;
}
