import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { Icon, v } from '@tjb/ui';
import { Link } from 'react-router-dom';
import { SocialLinks } from '../social/social-links';
import { menuEntries } from './category-menu-entries';
import { CATEGORY_MENUS } from './category-menus';
import { HeaderLink, linkIsCurrent, useCurrentPath } from './header-link';
import { navLink } from './header.styles';
import { PrimaryLinkItems } from './primary-nav';
import { SearchForm, type RenderSuggestions } from './search-form';
import { useIsCurrent } from './use-is-current';

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

/** What the phone menu shows while open: search, the main links and every category menu. */
export function MobileMenuPanel({ renderSuggestions, onSearched }: { renderSuggestions?: RenderSuggestions; onSearched: () => void }) {
  const isCurrent = useIsCurrent();
  const pathname = useCurrentPath();
  return (
    <>
      <SearchForm renderSuggestions={renderSuggestions} onSearched={onSearched} />
      <nav aria-label="Mobile">
        <ul>
          <PrimaryLinkItems />
          <li>
            <HeaderLink to={paths.wishlist()} current={linkIsCurrent(pathname, paths.wishlist())} css={navLink}>
              Wishlist
            </HeaderLink>
          </li>
        </ul>
        <ul css={{ marginTop: '1rem' }}>
          {CATEGORY_MENUS.map((menu) =>
            menu.hasMenu ? (
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
                <HeaderLink to={paths.category(menu.category)} current={linkIsCurrent(pathname, paths.category(menu.category))} css={[navLink, { paddingLeft: 0 }]}>
                  {menu.label}
                </HeaderLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      <SocialLinks />
    </>
  );
}
