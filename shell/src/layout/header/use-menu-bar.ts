import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec 000 §9: a desktop dropdown closes this long after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 150;

/** `hover` menus follow the pointer; `user` menus were asked for by a click or a key and stay put. */
type OpenReason = 'hover' | 'user';

export interface MenuBar {
  openId: string | null;
  open(id: string, reason: OpenReason): void;
  toggle(id: string): void;
  close(): void;
  scheduleClose(): void;
}

/**
 * Open state for a row of dropdowns. It lives in the row, not in each menu, so moving the pointer from
 * one menu to the next swaps them at once instead of showing two panels during the close delay.
 */
export function useMenuBar(): MenuBar {
  const [state, setState] = useState<{ id: string; reason: OpenReason } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { pathname, search } = useLocation();

  const cancelClose = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const open = useCallback(
    (id: string, reason: OpenReason) => {
      cancelClose();
      setState((prev) => (prev?.id === id && prev.reason === 'user' ? prev : { id, reason }));
    },
    [cancelClose],
  );

  // A click on a menu the pointer already opened pins it rather than slamming it shut under the cursor.
  const toggle = useCallback(
    (id: string) => {
      cancelClose();
      setState((prev) => (prev?.id === id && prev.reason === 'user' ? null : { id, reason: 'user' }));
    },
    [cancelClose],
  );

  const close = useCallback(() => {
    cancelClose();
    setState(null);
  }, [cancelClose]);

  const scheduleClose = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setState(null);
    }, MENU_CLOSE_DELAY_MS);
  }, [cancelClose]);

  // Following a link inside a panel leaves the pointer over it; the new page should not open with it.
  useEffect(() => close(), [pathname, search, close]);
  useEffect(() => cancelClose, [cancelClose]);

  return { openId: state?.id ?? null, open, toggle, close, scheduleClose };
}
