import { css } from '@emotion/react';
import { Icon, v } from '@tjb/ui';
import { scrollBehavior } from '../motion';

const button = css`
  position: fixed; right: 1rem; bottom: 1rem; z-index: 40;
  display: inline-flex; align-items: center; justify-content: center; width: 48px; height: 48px;
  border: 2px solid ${v('accent')}; border-radius: 50%; background: ${v('ink')}; color: ${v('accent')};
  cursor: pointer; box-shadow: 0 6px 16px rgb(0 0 0 / 0.5);
  &:hover { background: ${v('accent')}; color: ${v('ink')}; }
`;

/** The Back to top button itself, shown by ScrollToTopButton once the page is scrolled far enough. */
export function BackToTop() {
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
