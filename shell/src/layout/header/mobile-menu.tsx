import { css } from '@emotion/react';
import { paths } from '@tjb/mf-config';
import { Icon, v } from '@tjb/ui';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { SocialLinks } from '../social/social-links';
import { CATEGORY_MENUS, menuEntries } from './category-menus';
import { iconButton, mobileOnly, navLink } from './header.styles';
import { PrimaryLinkItems } from './primary-nav';
import { SearchForm, type RenderSuggestions } from './search-form';
import { useIsCurrent } from './use-is-current';

const PANEL_ID = 'mobile-menu';

const panel = css`
  position: absolute; top: 100%; left: 0; right: 0; z-index: 55;
  max-height: calc(100dvh - 4rem); overflow-y: auto; overscroll-behavior: contain;
  padding: 1rem; background: ${v('surface')}; border-bottom: 3px solid ${v('accent')};
  box-shadow: 0 18px 30px rgb(0 0 0 / 0.6);
  &[hidden] { display: none; }
  ul { margin: 0; padding: 0; list-style: none; }
  > * + * { margin-top: 1rem; }
`;

const group = css`
  border-top: 1px solid ${v('line')};
  summary {
    display: flex; align-items: center; justify-content: space-between; min-height: 48px; cursor: pointer;
    font-family: ${v('fontDisplay')}; font-size: 1rem; letter-spacing: 0.06em; text-transform: uppercase; list-style: none;
  }
  summary::-webkit-details-marker { display: none; }
  &[open] summary svg { transform: rotate(180deg); }
  a { display: block; padding: 0.6rem 0.75rem; color: ${v('bone')}; text-decoration: none; }
  a[aria-current='page'] { color: ${v('accent')}; }
`;

/**
 * The header below 768 px: a toggle and a panel with search, the main links and every category menu.
 * The panel closes when a link is followed, when the location changes and on Escape.
 */
export function MobileMenu({ renderSuggestions }: { renderSuggestions?: RenderSuggestions }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const isCurrent = useIsCurrent();
  const { pathname, search } = useLocation();

  useEffect(() => setOpen(false), [pathname, search]);

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
    <>
      <button
        ref={toggleRef}
        type="button"
        css={[iconButton, mobileOnly]}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label="Menu"
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onKeyDown}
      >
        <Icon name={open ? 'x' : 'menu'} size={24} />
      </button>
      <div id={PANEL_ID} hidden={!open} css={[panel, mobileOnly]} onKeyDown={onKeyDown} onClick={onClick}>
        {/* Rendered only while open: closed, the panel was ~270 hidden elements on every page's HTML and
            hydration (issue 7). */}
        {open && (
          <>
            <SearchForm renderSuggestions={renderSuggestions} onSearched={() => setOpen(false)} />
            <nav aria-label="Mobile">
              <ul>
                <PrimaryLinkItems />
                <li>
                  <NavLink to={paths.wishlist()} css={navLink}>
                    Wishlist
                  </NavLink>
                </li>
              </ul>
              <ul css={{ marginTop: '1rem' }}>
                {CATEGORY_MENUS.map((menu) =>
                  menu.subtypes.length > 0 ? (
                    <li key={menu.category}>
                      <details css={group}>
                        <summary>
                          {menu.label}
                          <Icon name="chevronDown" size={18} />
                        </summary>
                        <ul>
                          {menuEntries(menu).map((entry) => (
                            <li key={entry.href}>
                              <Link to={entry.href} aria-current={isCurrent(entry.href) ? 'page' : undefined}>
                                {entry.label}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </details>
                    </li>
                  ) : (
                    <li key={menu.category} css={group}>
                      <NavLink to={paths.category(menu.category)} css={[navLink, { paddingLeft: 0 }]}>
                        {menu.label}
                      </NavLink>
                    </li>
                  ),
                )}
              </ul>
            </nav>
            <SocialLinks />
          </>
        )}
      </div>
    </>
  );
}
