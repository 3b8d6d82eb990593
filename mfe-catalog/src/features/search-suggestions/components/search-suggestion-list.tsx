import { css } from '@emotion/react';
import { formatMoney } from '@tjb/cart-bus';
import { paths } from '@tjb/mf-config';
import { Icon, v } from '@tjb/ui';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { resolveCategory } from '../../../shared/category/categories';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { SUGGEST_MIN_CHARS, usePredictiveSearch } from '../api/predictive-search';
import { Highlight } from './highlight';
import { useArrowKeys } from './use-arrow-keys';

const wrap = css`padding: 0.35rem 0; min-height: 4rem; color: ${v('bone')};
  h3 { margin: 0.5rem 0.85rem 0.25rem; font-size: 0.75rem; letter-spacing: 0.12em; color: ${v('muted')}; }
  ul { list-style: none; margin: 0; padding: 0; }`;
const item = css`display: flex; align-items: center; gap: 0.75rem; min-height: 44px; padding: 0.4rem 0.85rem; color: ${v('bone')}; text-decoration: none;
  &:hover, &:focus { background: ${v('surfaceRaised')}; color: ${v('bone')}; outline: none; }
  &:focus-visible { box-shadow: inset 3px 0 0 ${v('accent')}; }
  img { width: 44px; height: 44px; object-fit: cover; border-radius: 2px; background: ${v('surfaceRaised')}; flex: none; }
  .t { flex: 1; min-width: 0; display: grid; } .t small { color: ${v('muted')}; } .p { color: ${v('accent')}; font-weight: 700; font-variant-numeric: tabular-nums; }`;
const status = css`padding: 0.6rem 0.85rem; color: ${v('muted')}; margin: 0;`;
const all = css`border-top: 1px solid ${v('line')}; margin-top: 0.35rem;`;

const collectionHref = (handle: string, title: string) => (resolveCategory(handle) ? paths.shopCategory(handle) : paths.shop({ search: title }));

/** Predictive results under the header's search box: suggested searches, products and categories. */
export function SearchSuggestionList({ term, close }: { term: string; close: () => void }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const debounced = useDebouncedValue(term.trim(), 150);
  const { data, isPending, isError, isFetching } = usePredictiveSearch(debounced);
  useArrowKeys(rootRef, close);

  if (term.trim().length < SUGGEST_MIN_CHARS) return null;
  const results = data ?? { queries: [], products: [], collections: [] };
  const empty = !isPending && results.queries.length + results.products.length + results.collections.length === 0;

  return (
    <div ref={rootRef} css={wrap} data-testid="search-suggestions">
      <p css={css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`} aria-live="polite">
        {isPending || isFetching ? '' : `${results.products.length} products suggested. Press the down arrow to browse them.`}
      </p>
      {isPending ? <p css={status}>Searching…</p> : null}
      {isError ? <p css={status}>Suggestions are unavailable right now.</p> : null}
      {empty && !isError ? <p css={status}>No suggestions for “{term.trim()}”.</p> : null}
      {results.queries.length > 0 ? (
        <nav aria-label="Suggested searches">
          <h3>SUGGESTIONS</h3>
          <ul>
            {results.queries.slice(0, 4).map((q) => (
              <li key={q}>
                <Link data-suggestion css={item} to={paths.shop({ search: q })} onClick={close}>
                  <Icon name="search" size={16} />
                  {/* One inline run: inside the grid cell each text piece would be a row of its own. */}
                  <span className="t"><span><Highlight text={q} term={debounced} /></span></span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {results.products.length > 0 ? (
        <nav aria-label="Suggested products">
          <h3>PRODUCTS</h3>
          <ul>
            {results.products.map((p) => (
              <li key={p.id}>
                <Link data-suggestion css={item} to={paths.product(p.handle)} onClick={close}>
                  {p.image ? <img src={p.image.src} alt="" width={44} height={44} loading="lazy" /> : null}
                  <span className="t"><span><Highlight text={p.title} term={debounced} /></span><small>{p.vendor}</small></span>
                  <span className="p">{formatMoney(p.price)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {results.collections.length > 0 ? (
        <nav aria-label="Suggested categories">
          <h3>CATEGORIES</h3>
          <ul>
            {results.collections.slice(0, 3).map((c) => (
              <li key={c.id}>
                <Link data-suggestion css={item} to={collectionHref(c.handle, c.title)} onClick={close}>{c.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div css={all}>
        <Link data-suggestion css={item} to={paths.shop({ search: term.trim() })} onClick={close}>
          <Icon name="search" size={16} /> Search for “{term.trim()}”
        </Link>
      </div>
    </div>
  );
}
