import { useEffect, type RefObject } from 'react';

/**
 * The header owns the search input; this makes its suggestions keyboard-usable from it: ArrowDown from
 * the input enters the list, arrows move, Home/End jump, ArrowUp from the first item and Escape go back
 * to the input. Enter on an item follows it; Enter in the input still searches (the header's form).
 */
export function useArrowKeys(rootRef: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    const root = rootRef.current;
    const form = root?.closest('form');
    if (!root || !form) return;
    const input = form.querySelector<HTMLInputElement>('input[type="search"], input');
    const onKeyDown = (e: KeyboardEvent) => {
      const items = [...root.querySelectorAll<HTMLElement>('[data-suggestion]')];
      if (items.length === 0) return;
      const i = items.indexOf(document.activeElement as HTMLElement);
      const focus = (n: number) => {
        e.preventDefault();
        items[n]?.focus();
      };
      if (e.key === 'ArrowDown') focus(i < 0 ? 0 : (i + 1) % items.length);
      else if (e.key === 'ArrowUp' && i > 0) focus(i - 1);
      else if (e.key === 'ArrowUp' && i === 0) {
        e.preventDefault();
        input?.focus();
      } else if (e.key === 'Home' && i >= 0) focus(0);
      else if (e.key === 'End' && i >= 0) focus(items.length - 1);
      else if (e.key === 'Escape' && i >= 0) {
        e.preventDefault();
        e.stopPropagation();
        input?.focus();
        close();
      }
    };
    form.addEventListener('keydown', onKeyDown);
    return () => form.removeEventListener('keydown', onKeyDown);
  }, [rootRef, close]);
}
