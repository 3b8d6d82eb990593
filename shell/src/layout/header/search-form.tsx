import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import type { SearchSuggestionsProps } from '@tjb/mf-config/contract';
import { Icon, useTypedBeforeHydration, v, VisuallyHidden } from '@tjb/ui';
import { useCallback, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The catalogue's suggestions under the input: a listbox with `listboxId` as its id, which reports its
 * active option's id (arrow keys) so the input, the combobox, can name it in aria-activedescendant.
 */
export type SuggestionArgs = Required<SearchSuggestionsProps>;
export type RenderSuggestions = (args: SuggestionArgs) => ReactNode;

/** Suggestions start once the trimmed term has this many characters. */
export const SUGGESTION_MIN_CHARS = 2;

const form = css`position: relative; display: flex; flex: 1 1 14rem; max-width: 26rem; min-width: 0;`;

const input = css`
  flex: 1; min-width: 0; min-height: 44px; padding: 0 0.85rem; border: 1px solid ${v('line')}; border-right: 0;
  border-radius: ${v('radius')} 0 0 ${v('radius')}; background: ${v('surfaceRaised')}; color: ${v('bone')};
  &::placeholder { color: ${v('muted')}; }
  &:focus-visible { outline-offset: -2px; }
`;

const submit = css`
  display: inline-flex; align-items: center; justify-content: center; width: 44px; min-height: 44px;
  border: 1px solid ${v('accent')}; border-radius: 0 ${v('radius')} ${v('radius')} 0;
  background: ${v('accent')}; color: ${v('ink')}; cursor: pointer;
  &:hover { background: ${v('accentStrong')}; }
`;

const suggestions = css`
  position: absolute; top: calc(100% + 4px); left: 0; right: 0; z-index: 70; max-height: 70vh; overflow-y: auto;
  background: ${v('surface')}; border: 1px solid ${v('line')}; border-radius: ${v('radius')};
  box-shadow: 0 14px 30px rgb(0 0 0 / 0.6);
`;

/**
 * Product search (spec 000 §2.2): a non-blank trimmed term goes to /shop?search=…, a blank one does
 * nothing. `renderSuggestions` (the catalogue's) shows under the input while it has focus. The form is
 * a plain GET to /shop too, so a search typed before the scripts have run still arrives.
 */
export function SearchForm({
  renderSuggestions,
  onSearched,
  autoFocus = false,
}: {
  renderSuggestions?: RenderSuggestions;
  onSearched?: () => void;
  /** Focus the field when it appears (the phone header opens it on demand). */
  autoFocus?: boolean;
}) {
  const [term, setTerm] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const navigate = useNavigate();
  const inputId = useId();
  const listboxId = `${inputId}-suggestions`;
  const trimmed = term.trim();
  const showSuggestions = Boolean(renderSuggestions) && focused && !dismissed && trimmed.length >= SUGGESTION_MIN_CHARS;
  const close = useCallback(() => setDismissed(true), []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed) return;
    setDismissed(true);
    navigate(paths.shop({ search: trimmed }));
    onSearched?.();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Escape' || !showSuggestions) return;
    // Only the suggestions close: the browser must not clear the term, nor a surrounding menu close.
    e.preventDefault();
    e.stopPropagation();
    close();
  };

  // Focus moving into the suggestions (a click on one) still counts as searching.
  const onBlur = (e: FocusEvent<HTMLFormElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <form ref={formRef} role="search" aria-label="Products" action={paths.shop()} method="get" css={form} onSubmit={onSubmit} onFocus={() => setFocused(true)} onBlur={onBlur}>
      <label htmlFor={inputId}>
        <VisuallyHidden>Search products</VisuallyHidden>
      </label>
      <input
        id={inputId}
        css={input}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showSuggestions}
        aria-controls={listboxId}
        aria-activedescendant={showSuggestions && activeId ? activeId : undefined}
        name="search"
        value={term}
        placeholder="Search helmets, jackets, boots…"
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
        maxLength={200}
        onChange={(e) => {
          setTerm(e.target.value);
          setDismissed(false);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" css={submit} aria-label="Search">
        <Icon name="search" />
      </button>
      {/* Focusable: the list can scroll, and its options are not focus stops (the input keeps focus). */}
      {showSuggestions && renderSuggestions ? <div css={suggestions} tabIndex={0}>{renderSuggestions({ term: trimmed, close, listboxId, onActiveChange: setActiveId })}</div> : null}
    </form>
  );
}
