import { css } from '@emotion/react';
import { Icon, v } from '@tjb/ui';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { iconButton, mobileOnly } from './header.styles';
import type { RenderSuggestions } from './search-form';

// The panel's code loads with the first tap on the toggle: closed, nothing of it is needed.
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel').then((m) => ({ default: m.MobileMenuPanel })));

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

/**
 * The header below 768 px: a toggle and a panel with search, the main links and every category menu.
 * The panel closes when a link is followed, when the location changes and on Escape.
 */
export function MobileMenu({ renderSuggestions }: { renderSuggestions?: RenderSuggestions }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
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
        {/* Rendered only while open: closed, the panel would be ~270 hidden elements in every page's HTML
            and hydration. */}
        {open && (
          <Suspense fallback={null}>
            <MobileMenuPanel renderSuggestions={renderSuggestions} onSearched={() => setOpen(false)} />
          </Suspense>
        )}
      </div>
    </>
  );
}
