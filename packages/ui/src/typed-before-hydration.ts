import { useEffect, type RefObject } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

const NOT_TYPED = new Set(['checkbox', 'radio', 'hidden', 'file', 'submit', 'reset', 'button', 'image']);

/**
 * A field the shopper typed into before React hydrated keeps the typed text in the DOM, but the
 * component's state still holds the server's value, so a submit would send that instead. React marks
 * the server's value as the field's `defaultValue`; wherever the text differs, this replays it as an
 * input event seen from the server's value, so the field's own onChange adopts it.
 */
export function adoptTypedBeforeHydration(root: ParentNode): void {
  for (const field of root.querySelectorAll<TextField>('input, textarea')) {
    if (NOT_TYPED.has(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // Through the element's own setter React's value tracker records the server's value; the
    // prototype's setter then puts the typed text back without telling the tracker, so the event
    // below reads as a change.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Runs {@link adoptTypedBeforeHydration} on a server-rendered form once it has hydrated. */
export function useTypedBeforeHydration(ref: RefObject<ParentNode | null>): void {
  useEffect(() => {
    if (ref.current) adoptTypedBeforeHydration(ref.current);
  }, [ref]);
}
