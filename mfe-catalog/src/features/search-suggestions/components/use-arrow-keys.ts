import { useEffect, useRef, type RefObject } from 'react';

/**
 * The header owns the search input; this makes its suggestions a combobox's listbox from it. Focus
 * stays in the input (so typing goes on): ArrowDown and ArrowUp move the active option (ArrowUp from the
 * input to the last), and ArrowUp from the first goes back to the typed text; Enter follows the active option (without one,
 * Enter still searches through the header's form).
 */
export function useArrowKeys(
  rootRef: RefObject<HTMLElement | null>,
  count: number,
  active: number,
  setActive: (index: number) => void,
  follow: (index: number) => void,
): void {
  // The listener stays put while the list changes; it reads the latest values from here.
  const latest = useRef({ count, active, setActive, follow });
  latest.current = { count, active, setActive, follow };
  useEffect(() => {
    const form = rootRef.current?.closest('form');
    if (!form) return;
    const onKeyDown = (e: KeyboardEvent) => {
      const { count: n, active: i, setActive: move, follow: go } = latest.current;
      if (n === 0) return;
      if (e.key === 'ArrowDown') {
        e.preventDefault();
        move(i < 0 ? 0 : (i + 1) % n);
      } else if (e.key === 'ArrowUp') {
        e.preventDefault();
        move(i < 0 ? n - 1 : i - 1);
      } else if (e.key === 'Enter' && i >= 0) {
        e.preventDefault();
        go(i);
      }
    };
    form.addEventListener('keydown', onKeyDown);
    return () => form.removeEventListener('keydown', onKeyDown);
  }, [rootRef]);
}
