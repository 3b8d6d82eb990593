import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollBehavior } from '../motion';

/**
 * Spec 000 §2.1: every location change (path or query) scrolls smoothly to the top. The first render is
 * not a change, so a reload keeps the browser's restored position; hash changes (the skip link) are
 * not changes either, nor are in-page changes navigated with `state: { keepScroll: true }`.
 */
export function ScrollToTopOnNavigate() {
  const { pathname, search, state } = useLocation();
  const keepScroll = (state as { keepScroll?: unknown } | null)?.keepScroll === true;
  const current = `${pathname}${search}`;
  const previous = useRef(current);
  useEffect(() => {
    if (previous.current === current) return;
    previous.current = current;
    if (keepScroll) return;
    window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
  }, [current, keepScroll]);
  return null;
}
