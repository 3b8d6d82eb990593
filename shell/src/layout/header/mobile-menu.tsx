import { css } from '@emotion/react';
import { Icon, v } from '@tjb/ui';
import { paths } from '@tjb/shop-contracts';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { CATEGORY_MENUS } from './category-menus';
import { HeaderLink } from './header-link';
import { iconButton, mobileOnly, navLink } from './header.styles';
import { PrimaryLinkItems } from './primary-nav';
import type { RenderSuggestions } from './search-form';

// The panel's code loads with the first tap on the toggle: closed, nothing of it is needed.
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel').then((m) => ({ default: m.MobileMenuPanel })));

const PANEL_ID = 'mobile-menu';

const toggle = css`list-style: none; &::-webkit-details-marker { display: none; }`;

const panel = css`
  position: absolute; top: 100%; left: 0; right: 0; z-index: 55;
  max-height: calc(100dvh - 4rem); overflow-y: auto; overscroll-behavior: contain;
  padding: 1rem; background: ${v('surface')}; border-bottom: 3px solid ${v('accent')};
  box-shadow: 0 18px 30px rgb(0 0 0 / 0.6);
  ul { margin: 0; padding: 0; list-style: none; }
  > * + * { margin-top: 1rem; }
`;

/**
 * The phone's way in before the scripts have run: the main links and one link per category, which the
 * native <details> shows and which work as plain links until the router takes them over. Once hydrated, opening the menu shows the whole panel instead.
 */
function StaticLinks() {
  return (
    <nav aria-label="Mobile">
      <ul>
        <PrimaryLinkItems />
        {CATEGORY_MENUS.map((menu) => (
          <li key={menu.category}>
            <HeaderLink to={paths.category(menu.category)} css={navLink}>{menu.label}</HeaderLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The header below 768 px: a toggle and a panel with search, the main links and every category menu.
 * The toggle is a native <details>, so a tap opens the menu even before the page has hydrated (the
 * static links then), and the whole panel takes over once it has. The panel closes when a link is
 * followed, when the location changes and on Escape.
 */
export function MobileMenu({ renderSuggestions }: { renderSuggestions?: RenderSuggestions }) {
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => setOpen(false), [pathname, search]);
  // Opened before hydration: the browser opened it, React's state catches up and the whole panel loads.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  // A link to the page already shown changes no location, yet the shopper still expects the menu to go.
  const onClick = (e: MouseEvent) => {
    if ((e.target as Element).closest('a')) setOpen(false);
  };

  return (
    <details ref={detailsRef} open={open} css={mobileOnly} onToggle={(e) => setOpen(e.currentTarget.open)} onKeyDown={onKeyDown}>
      <summary ref={toggleRef} role="button" css={[iconButton, toggle]} aria-expanded={open} aria-controls={PANEL_ID} aria-label="Menu">
        <Icon name={open ? 'x' : 'menu'} size={24} />
      </summary>
      <div id={PANEL_ID} css={panel} onClick={onClick}>
        {/* The whole panel renders only while open: closed, it would be ~270 hidden elements in every
            page's HTML and hydration; the static links are a couple of dozen. */}
        {open ? (
          <Suspense fallback={<StaticLinks />}>
            <MobileMenuPanel renderSuggestions={renderSuggestions} onSearched={() => setOpen(false)} />
          </Suspense>
        ) : (
          <StaticLinks />
        )}
      </div>
    </details>
  );
}
