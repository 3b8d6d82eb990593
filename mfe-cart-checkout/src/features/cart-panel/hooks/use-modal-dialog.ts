import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Drives a native modal <dialog> from an open flag: showModal() gives the platform's focus trap (the
 * rest of the page is inert), Escape, and focus return to the opener. While open, the page behind
 * does not scroll; a route change (a followed link, the Back button) closes it.
 */
export function useModalDialog(isOpen: boolean, close: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (isOpen && !el.open) el.showModal?.();
    if (!isOpen && el.open) el.close?.();
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [isOpen]);

  useEffect(() => {
    if (shownAt.current !== pathname && isOpen) close();
    shownAt.current = pathname;
  }, [pathname, isOpen, close]);

  return ref;
}
