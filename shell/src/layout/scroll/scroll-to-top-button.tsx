import { css } from '@emotion/react';
import { Icon, v } from '@tjb/ui';
import { scrollBehavior } from '../motion';
import { useScrolledPast } from './use-scrolled-past';

/** Spec 000 §4: the button appears once the page is scrolled beyond this. */
export const SCROLL_TOP_BUTTON_AT_PX = 300;

const button = css`
  position: fixed; right: 1rem; bottom: 1rem; z-index: 40;
  display: inline-flex; align-items: center; justify-content: center; width: 48px; height: 48px;
  border: 2px solid ${v('accent')}; border-radius: 50%; background: ${v('ink')}; color: ${v('accent')};
  cursor: pointer; box-shadow: 0 6px 16px rgb(0 0 0 / 0.5);
  &:hover { background: ${v('accent')}; color: ${v('ink')}; }
`;

export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_BUTTON_AT_PX);
  if (!visible) return null;

  const toTop = () => {
    window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
    // The button vanishes at the top; keyboard focus moves to the page start instead of being lost.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button type="button" css={button} aria-label="Back to top" onClick={toTop}>
      <Icon name="arrowUp" size={22} />
    </button>
  );
}
