import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { KEEP_SCROLL } from './keep-scroll';
import type { SortKey } from './sort';
import { parseListingState, withListingState, type ListingState } from './url-state';

export type ListingUpdate = Partial<ListingState> | ((state: ListingState) => Partial<ListingState>);

/**
 * The listing's view lives in the URL: a link or a reload shows the same filters, sort, search and page.
 * Changing filters, sort or search goes back to page 1; typing in the search box replaces the history
 * entry instead of adding one per keystroke.
 */
export function useListingState(sorts: readonly SortKey[], defaultSort: SortKey) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the params' content; the object changes identity on every render
  const state = useMemo(() => parseListingState(params, { sorts, defaultSort }), [key, sorts, defaultSort]);

  const update = useCallback(
    (change: ListingUpdate, opts: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const prev = parseListingState(current, { sorts, defaultSort });
          const patch = typeof change === 'function' ? change(prev) : change;
          const touchesPaging = 'page' in patch || 'more' in patch;
          const touchesView = Object.keys(patch).every((k) => k === 'view');
          const next: ListingState = { ...prev, ...patch };
          if (!touchesPaging && !touchesView) {
            next.page = 1;
            next.more = 0;
          }
          return withListingState(current, next, defaultSort);
        },
        { replace: opts.replace ?? false, preventScrollReset: true, state: KEEP_SCROLL },
      );
    },
    [setParams, sorts, defaultSort],
  );

  return [state, update] as const;
}
