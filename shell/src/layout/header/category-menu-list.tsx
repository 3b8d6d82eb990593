import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import { useEffect, type MutableRefObject, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { menuEntries } from './category-menu-entries';
import type { CategoryMenu } from './category-menus';
import { useIsCurrent } from './use-is-current';

const panelLink = css`
  display: block; padding: 0.45rem 0.5rem; border-radius: ${v('radius')}; color: ${v('bone')};
  text-decoration: none; font-size: 0.92rem;
  &:hover, &:focus-visible { background: ${v('surfaceRaised')}; color: ${v('accent')}; }
  &[aria-current='page'] { color: ${v('accent')}; font-weight: 600; }
`;

const allLink = css`font-family: ${v('fontDisplay')}; text-transform: uppercase; letter-spacing: 0.05em;`;

// Long menus (Accessories has thirty entries) spread into columns instead of running off the screen.
const columnsFor = (count: number) => (count > 16 ? 3 : count > 8 ? 2 : 1);

/**
 * The links of an open desktop category menu. Its own module, loaded with the first menu the shopper
 * opens: no page needs it for its first render. Opened from the keyboard, focus moves to the first link.
 */
export function CategoryMenuList({ menu, listRef, focusFirst }: {
  menu: CategoryMenu;
  listRef: RefObject<HTMLUListElement | null>;
  focusFirst: MutableRefObject<boolean>;
}) {
  const isCurrent = useIsCurrent();
  const entries = menuEntries(menu);
  const columns = columnsFor(entries.length);

  useEffect(() => {
    if (focusFirst.current) listRef.current?.querySelector('a')?.focus();
    focusFirst.current = false;
  }, [focusFirst, listRef]);

  return (
    <ul ref={listRef} style={{ columnCount: columns, width: `${columns * 13}rem` }}>
      {entries.map((entry, index) => (
        <li key={entry.href}>
          <Link to={entry.href} css={[panelLink, index === 0 && allLink]} aria-current={isCurrent(entry.href) ? 'page' : undefined}>
            {entry.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
