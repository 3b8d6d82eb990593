import { css } from '@emotion/react';
import { PRIMARY_LINKS } from './category-menus';
import { HeaderLink, linkIsCurrent, useCurrentPath } from './header-link';
import { desktopOnly, navLink } from './header.styles';

const nav = css`
  ul { display: flex; flex-wrap: wrap; gap: 0 0.25rem; margin: 0; padding: 0; list-style: none; }
  /* Between the mobile breakpoint and a wide screen the links take their own line under the logo. */
  @media (max-width: 1149px) { order: 10; flex-basis: 100%; }
`;

/** Home, Shop All and the studio pages as list items, with the current page highlighted (the bar's and the phone menu's). */
export function PrimaryLinkItems() {
  const pathname = useCurrentPath();
  return PRIMARY_LINKS.map((link) => (
    <li key={link.href}>
      <HeaderLink to={link.href} current={linkIsCurrent(pathname, link.href, link.end)} css={navLink}>
        {link.label}
      </HeaderLink>
    </li>
  ));
}

/** The main links in the desktop header. */
export function PrimaryNav() {
  return (
    <nav aria-label="Main" css={[nav, desktopOnly]}>
      <ul>
        <PrimaryLinkItems />
      </ul>
    </nav>
  );
}
