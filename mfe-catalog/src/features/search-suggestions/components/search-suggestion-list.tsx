import { css } from '@emotion/react';
import { formatMoney } from '@tjb/cart-bus';
import { paths } from '@tjb/shop-contracts';
import { Icon, sizedPicture, v } from '@tjb/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { resolveCategory } from '../../../shared/category/categories';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { SUGGEST_MIN_CHARS, usePredictiveSearch } from '../api/predictive-search';
import { Highlight } from './highlight';
import { useArrowKeys } from './use-arrow-keys';

const wrap = css`padding: 0.35rem 0; min-height: 4rem; color: ${v('bone')};
  ul { list-style: none; margin: 0; padding: 0; }`;
const groupLabel = css`margin: 0.5rem 0.85rem 0.25rem; font-size: 0.75rem; letter-spacing: 0.12em; color: ${v('muted')}; font-family: ${v('fontDisplay')};`;
const item = css`display: flex; align-items: center; gap: 0.75rem; min-height: 44px; padding: 0.4rem 0.85rem; color: ${v('bone')}; cursor: pointer;
  &:hover, &[aria-selected='true'] { background: ${v('surfaceRaised')}; }
  &[aria-selected='true'] { box-shadow: inset 3px 0 0 ${v('accent')}; }
  img { width: 44px; height: 44px; object-fit: cover; border-radius: 2px; background: ${v('surfaceRaised')}; flex: none; }
  .t { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .p { color: ${v('accent')}; font-weight: 700; font-variant-numeric: tabular-nums; }`;
const status = css`padding: 0.6rem 0.85rem; color: ${v('muted')}; margin: 0;`;
const all = css`border-top: 1px solid ${v('line')}; margin-top: 0.35rem;`;
const hidden = css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`;

const collectionHref = (handle: string, title: string) => (resolveCategory(handle) ? paths.shopCategory(handle) : paths.shop({ search: title }));

interface Option { key: string; href: string; content: ReactNode }
interface Group { label: string; options: Option[] }

export interface SearchSuggestionListProps {
  term: string;
  close: () => void;
  /** The id the header's combobox input names in aria-controls. */
  listboxId?: string;
  /** The active option's id (or null), for the input's aria-activedescendant. */
  onActiveChange?: (id: string | null) => void;
}

/**
 * Predictive results under the header's search box, as the listbox of its combobox: suggested searches,
 * products and categories, and a full search. Each row is one line, the typed words emphasised.
 */
export function SearchSuggestionList({ term, close, listboxId, onActiveChange }: SearchSuggestionListProps) {
  const ownId = useId();
  const listId = listboxId ?? `${ownId}-listbox`;
  const rootRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const trimmed = term.trim();
  const debounced = useDebouncedValue(trimmed, 150);
  const { data, isPending, isError, isFetching } = usePredictiveSearch(debounced);
  const [active, setActive] = useState(-1);

  const results = data ?? { queries: [], products: [], collections: [] };
  const groups: Group[] = [
    {
      label: 'Suggestions',
      options: results.queries.slice(0, 4).map((q) => ({
        key: `q-${q}`, href: paths.shop({ search: q }),
        content: <><Icon name="search" size={16} /><span className="t"><Highlight text={q} term={debounced} /></span></>,
      })),
    },
    {
      label: 'Products',
      options: results.products.map((p) => ({
        key: `p-${p.id}`, href: paths.product(p.handle),
        content: (
          <>
            {p.image ? <img {...sizedPicture(p.image.src, 44)} alt="" width={44} height={44} loading="lazy" /> : null}
            {/* Name and price on one line; the brand is left out, a phone's row has no room for it. */}
            <span className="t"><Highlight text={p.title} term={debounced} /></span>{' '}
            <span className="p">{formatMoney(p.price)}</span>
          </>
        ),
      })),
    },
    {
      label: 'Categories',
      options: results.collections.slice(0, 3).map((c) => ({
        key: `c-${c.id}`, href: collectionHref(c.handle, c.title),
        content: <span className="t"><Highlight text={c.title} term={debounced} /></span>,
      })),
    },
  ].filter((g) => g.options.length > 0);
  const searchAll: Option = {
    key: 'all', href: paths.shop({ search: trimmed }),
    content: <><Icon name="search" size={16} /><span className="t">Search for “{trimmed}”</span></>,
  };
  const flat = [...groups.flatMap((g) => g.options), searchAll];
  const optionId = (i: number) => `${listId}-${i}`;
  const follow = (i: number) => {
    const option = flat[i];
    if (!option) return;
    close();
    navigate(option.href);
  };

  // New words, new list: nothing is active until the arrows say so.
  useEffect(() => setActive(-1), [debounced]);
  const activeId = active >= 0 && active < flat.length ? optionId(active) : null;
  useEffect(() => {
    onActiveChange?.(activeId);
    // Focus stays in the input, so the list scrolls the active option into view itself.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, onActiveChange]);
  useEffect(() => () => onActiveChange?.(null), [onActiveChange]);
  useArrowKeys(rootRef, flat.length, active, setActive, follow);

  if (trimmed.length < SUGGEST_MIN_CHARS) return null;
  const empty = !isPending && groups.length === 0;

  let index = 0;
  const renderOption = (option: Option) => {
    const i = index++;
    return (
      <li
        key={option.key}
        id={optionId(i)}
        role="option"
        aria-selected={i === active}
        css={item}
        // Focus stays in the input, so typing goes on after a look at the list.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => follow(i)}
      >
        {option.content}
      </li>
    );
  };

  return (
    <div ref={rootRef} css={wrap} data-testid="search-suggestions">
      <p css={hidden} aria-live="polite">
        {isPending || isFetching ? '' : `${results.products.length} products suggested. Press the down arrow to browse them.`}
      </p>
      {isPending ? <p css={status}>Searching…</p> : null}
      {isError ? <p css={status}>Suggestions are unavailable right now.</p> : null}
      {empty && !isError ? <p css={status}>No suggestions for “{trimmed}”.</p> : null}
      <ul id={listId} role="listbox" aria-label="Search suggestions">
        {groups.map((g) => (
          <li key={g.label} role="presentation">
            <ul role="group" aria-label={g.label}>
              <li role="presentation" aria-hidden="true" css={groupLabel}>{g.label.toUpperCase()}</li>
              {g.options.map(renderOption)}
            </ul>
          </li>
        ))}
        <li role="presentation" css={all}>
          <ul role="group" aria-label="Search">{renderOption(searchAll)}</ul>
        </li>
      </ul>
    </div>
  );
}
