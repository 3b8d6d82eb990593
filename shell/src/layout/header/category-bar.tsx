import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { Container, v } from '@tjb/ui';
import { CategoryDropdown } from './category-dropdown';
import { CATEGORY_MENUS } from './category-menus';
import { HeaderLink, linkIsCurrent, useCurrentPath } from './header-link';
import { desktopOnly, navLink } from './header.styles';
import { useMenuBar } from './use-menu-bar';

const bar = css`
  border-top: 1px solid ${v('line')};
  ul.categories {
    display: flex; flex-wrap: wrap; justify-content: center; gap: 0 0.35rem; margin: 0; padding: 0; list-style: none;
  }
  /* Ten menus must fit one line at 1024 px and two lines at the mobile breakpoint. */
  @media (max-width: 1099px) { ul.categories > li > a { font-size: 0.8rem; padding: 0 0.35rem; } }
`;

/** The desktop row of category menus (spec 000 §2.2). Below the mobile breakpoint the mobile menu takes over. */
export function CategoryBar() {
  const menuBar = useMenuBar();
  const pathname = useCurrentPath();
  const half = CATEGORY_MENUS.length / 2;
  return (
    <nav aria-label="Categories" css={[bar, desktopOnly]}>
      <Container>
        <ul className="categories">
          {CATEGORY_MENUS.map((menu, index) =>
            menu.hasMenu ? (
              <CategoryDropdown key={menu.category} menu={menu} bar={menuBar} align={index < half ? 'start' : 'end'} current={linkIsCurrent(pathname, paths.category(menu.category))} />
            ) : (
              <li key={menu.category}>
                <HeaderLink to={paths.category(menu.category)} current={linkIsCurrent(pathname, paths.category(menu.category))} css={navLink}>
                  {menu.label}
                </HeaderLink>
              </li>
            ),
          )}
        </ul>
      </Container>
    </nav>
  );
}
