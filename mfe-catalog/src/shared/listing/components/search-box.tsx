import { css } from '@emotion/react';
import { Icon, v } from '@tjb/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

/** Spec 001 §9: search debounce 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

const wrap = css`
  position: relative; display: flex; align-items: center; flex: 1 1 16rem; min-width: 0;
  svg { position: absolute; left: 0.75rem; color: ${v('muted')}; pointer-events: none; }
  input { width: 100%; min-height: 44px; padding: 0 2.75rem 0 2.5rem; border-radius: ${v('radius')}; border: 1px solid ${v('line')}; background: ${v('ink')}; color: ${v('bone')}; }
  input::-webkit-search-cancel-button { display: none; }
`;
const clear = css`position: absolute; right: 0; width: 44px; height: 44px; border: 0; background: none; color: ${v('muted')}; cursor: pointer;
  display: grid; place-items: center; &:hover { color: ${v('accent')}; }`;

/** A search field that reports the term once typing pauses; 'Clear search' empties it at once. */
export function SearchBox({ value, onSearch, label = 'Search products', placeholder = 'Search products…' }: {
  value: string;
  onSearch: (term: string) => void;
  label?: string;
  placeholder?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const debounced = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  const reported = useRef(value);

  // The URL changed from elsewhere (Clear All, back button): show its term.
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => {
    const term = debounced.trim();
    if (term !== reported.current) {
      reported.current = term;
      onSearch(term);
    }
  }, [debounced, onSearch]);

  return (
    <div css={wrap} role="search">
      <label htmlFor={id} css={css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`}>{label}</label>
      <Icon name="search" size={18} />
      <input id={id} type="search" value={draft} placeholder={placeholder} maxLength={200} autoComplete="off"
        onChange={(e) => setDraft(e.target.value)} />
      {draft ? (
        <button type="button" css={clear} aria-label="Clear search" onClick={() => {
          setDraft('');
          reported.current = '';
          onSearch('');
        }}>
          <Icon name="x" size={18} />
        </button>
      ) : null}
    </div>
  );
}
