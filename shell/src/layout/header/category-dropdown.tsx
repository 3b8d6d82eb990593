import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { iconBefore, v } from '@tjb/ui';
import { lazy, Suspense, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import type { CategoryMenu } from './category-menus';
import { HeaderLink } from './header-link';
import { navLink } from './header.styles';
import type { MenuBar } from './use-menu-bar';

const item = css`position: relative; display: flex; align-items: center;`;

// The chevron is drawn by the stylesheet (iconBefore): nine inline copies were ~1.1 KB of every page.
const toggleButton = css`
  display: inline-flex; align-items: center; justify-content: center; width: 28px; min-height: 44px;
  margin-left: -0.35rem; padding: 0; border: 0; background: transparent; color: ${v('muted')}; cursor: pointer;
  &:hover, &[aria-expanded='true'] { color: ${v('accent')}; }
  ${iconBefore('chevronDown', { size: 16 })}
  &::before { transition: transform 150ms; }
  &[aria-expanded='true']::before { transform: rotate(180deg); }
`;

const panel = css`
  position: absolute; top: 100%; z-index: 60; min-width: 240px; padding: 0.75rem;
  background: ${v('surface')}; border: 1px solid ${v('line')}; border-top: 3px solid ${v('accent')};
  border-radius: 0 0 ${v('radius')} ${v('radius')}; box-shadow: 0 14px 30px rgb(0 0 0 / 0.6);
  ul { margin: 0; padding: 0; list-style: none; column-gap: 1rem; max-width: calc(100vw - 2rem); }
  li { break-inside: avoid; }
`;

// The open menu's links load with the first menu the shopper opens (hover, tap or keyboard).
const CategoryMenuList = lazy(() => import('./category-menu-list').then((m) => ({ default: m.CategoryMenuList })));

/**
 * One category in the desktop bar, as a disclosure menu: the name links to the category page, the
 * chevron button opens the list of subtypes. Hover opens it too; Escape closes it and returns focus
 * to the button; ArrowDown opens it and moves into it.
 */
export function CategoryDropdown({ menu, bar, align, current }: { menu: CategoryMenu; bar: MenuBar; align: 'start' | 'end'; current: boolean }) {
  const isOpen = bar.openId === menu.category;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFirstWhenOpen = useRef(false);
  const panelId = `category-menu-${menu.category}`;

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  // Touch has no hover: a tap on the chevron toggles, and a synthetic enter must not open it first.
  const onPointerEnter = (e: PointerEvent) => e.pointerType !== 'touch' && bar.open(menu.category, 'hover');
  const onPointerLeave = (e: PointerEvent) => e.pointerType !== 'touch' && isOpen && bar.scheduleClose();

  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (isOpen && !e.currentTarget.contains(e.relatedTarget as Node | null)) bar.close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    const inPanel = listRef.current?.contains(e.target as Node) ?? false;
    const all = links();
    const index = all.indexOf(e.target as HTMLAnchorElement);
    const focusAt = (i: number) => all[Math.max(0, Math.min(all.length - 1, i))]?.focus();
    if (e.key === 'Escape' && isOpen) {
      bar.close();
      buttonRef.current?.focus();
    } else if (e.key === 'ArrowDown' && !inPanel) {
      if (isOpen) focusAt(0);
      else {
        focusFirstWhenOpen.current = true;
        bar.open(menu.category, 'user');
      }
    } else if (e.key === 'ArrowDown' && inPanel) focusAt(index + 1);
    else if (e.key === 'ArrowUp' && inPanel) {
      if (index <= 0) buttonRef.current?.focus();
      else focusAt(index - 1);
    } else if (e.key === 'Home' && inPanel) focusAt(0);
    else if (e.key === 'End' && inPanel) focusAt(all.length - 1);
    else return;
    e.preventDefault();
  };

  return (
    <li css={item} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onBlur={onBlur} onKeyDown={onKeyDown}>
      <HeaderLink to={paths.category(menu.category)} current={current} css={navLink}>
        {menu.label}
      </HeaderLink>
      <button
        ref={buttonRef}
        type="button"
        css={toggleButton}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={`${menu.label} menu`}
        onClick={() => bar.toggle(menu.category)}
      />
      {/* The links exist only while the menu is open: otherwise nine closed menus would be hundreds of
          hidden elements for every page to render, send and hydrate. The category pages link every subtype too. */}
      <div id={panelId} hidden={!isOpen} css={[panel, align === 'end' ? { right: 0 } : { left: 0 }]}>
        {isOpen && (
          <Suspense fallback={null}>
            <CategoryMenuList menu={menu} listRef={listRef} focusFirst={focusFirstWhenOpen} />
          </Suspense>
        )}
      </div>
    </li>
  );
}
