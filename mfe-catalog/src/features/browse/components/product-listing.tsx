import { css } from '@emotion/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CategoryStyle } from '@tjb/storefront';
import { Button, Dialog, Icon, mq, v } from '@tjb/ui';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { KeptListingPage } from '../../../shared/api/listing-page';
import { useIsMobile } from '../../../shared/hooks/use-is-mobile';
import { EmptyState } from '../../../shared/listing/components/empty-state';
import { LoadError } from '../../../shared/listing/components/load-error';
import { PageBar } from '../../../shared/listing/components/page-bar';
import { SearchBox } from '../../../shared/listing/components/search-box';
import { SortSelect } from '../../../shared/listing/components/sort-select';
import { facetsFromStorefront, NO_FACETS, totalFromFacets } from '../../../shared/listing/facets';
import { activeFilterCount, clearFilters, type ListingFilters } from '../../../shared/listing/filters';
import { pageCount } from '../../../shared/listing/pagination';
import { CATEGORY_SORTS } from '../../../shared/listing/sort';
import { sortsFor, type ListingScope } from '../../../shared/listing/storefront-request';
import type { ListingUpdate } from '../../../shared/listing/use-listing-state';
import type { ListingState } from '../../../shared/listing/url-state';
import { ProductGrid } from '../../../shared/product/components/product-grid';
import { FilterPanel } from './filter-panel';
import { ViewToggle } from '../../../shared/listing/components/view-toggle';

const layout = css`display: grid; grid-template-columns: 250px minmax(0, 1fr); gap: 2rem; align-items: start;
  ${mq.mobile} { grid-template-columns: minmax(0, 1fr); }`;
const sidebar = css`position: sticky; top: 6rem; max-height: calc(100vh - 7rem); overflow-y: auto; padding-right: 0.5rem; ${mq.mobile} { display: none; }`;
const toolbar = css`display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin-bottom: 1rem;`;
const summary = css`color: ${v('muted')}; margin: 0 0 1rem; min-height: 1.5em; font-variant-numeric: tabular-nums;`;
const filterButton = css`display: none; ${mq.mobile} { display: inline-flex; }`;
const badge = css`background: ${v('accent')}; color: ${v('ink')}; border-radius: 999px; min-width: 1.4rem; padding: 0 0.35rem; font-size: 0.8rem;`;
const loadMore = css`display: flex; justify-content: center; margin-top: 1.5rem;`;
const drawerBody = css`padding: 1rem 1.25rem 6rem;`;
const drawerFooter = css`position: sticky; bottom: 0; padding: 1rem 1.25rem; background: ${v('surface')}; border-top: 1px solid ${v('line')}; button { width: 100%; }`;

export type ListingQuery = Pick<UseQueryResult<KeptListingPage>, 'data' | 'isPending' | 'isError' | 'refetch'>;

export interface ProductListingProps {
  /** The query of the page the URL shows (listingPageQuery); its refetch is the error's Retry. */
  query: ListingQuery;
  state: ListingState;
  update: (change: ListingUpdate, opts?: { replace?: boolean }) => void;
  scope: ListingScope;
  /** Style tags of the category, offered as a filter group. */
  styles?: readonly CategoryStyle[];
  /** Shown instead of the plain empty state when nothing matches and no filter is set (a search's no-results page). */
  noResults?: ReactNode;
  label: string;
}

/** How many products the listing holds: search answers it, a collection's facets partition it; null if neither. */
export const listingTotal = (page: KeptListingPage, filters: ListingFilters): number | null => page.totalCount ?? totalFromFacets(page.facets, filters);

/**
 * The category grid (spec 000 §2.5, 001 "Category pages"): filters with counts, sort, debounced search,
 * 9 per page with the page bar, 'Load More Products', grid or list, and a filter drawer on small
 * screens. Everything it shows is in the URL; filtering, sorting, counting and paging happen in the
 * Storefront API, which sends only the page shown.
 */
export function ProductListing({ query, state, update, scope, styles = [], label, noResults }: ProductListingProps) {
  const { data, isPending, isError } = query;
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const size = scope.pageSize;
  const facetTypes = scope.tabTypes && scope.tabTypes.length > 0 ? scope.tabTypes : scope.productTypes;
  const facets = useMemo(
    () => (data ? facetsFromStorefront(data.facets, state, { productTypes: facetTypes, styles }) : NO_FACETS),
    [data, state, facetTypes, styles],
  );
  const visible = data?.products ?? [];
  const total = data ? listingTotal(data, state) : null;
  // The page the answer is (a link past the end gets the last page), and the pages 'Load More' added.
  const page = data ? Math.floor(data.offset / size) + 1 : state.page;
  const more = Math.max(0, Math.ceil(visible.length / size) - 1);
  const count = total !== null ? pageCount(total, size) : page + more + (data?.hasNextPage ? 1 : 0);
  const from = visible.length === 0 ? 0 : (page - 1) * size + 1;
  const to = (page - 1) * size + visible.length;
  const active = activeFilterCount(state);
  const view = isMobile ? 'grid' : state.view;
  const sorts = useMemo(() => sortsFor(CATEGORY_SORTS, Boolean(state.search.trim() || scope.query)), [state.search, scope.query]);

  const setFilters = useCallback((next: ListingFilters) => update({ ...next, search: state.search }), [update, state.search]);
  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const goToPage = (n: number) => {
    update({ page: n, more: 0 });
    resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  const clearAll = () => update({ ...clearFilters(state), search: '' });
  const shown = total ?? visible.length;

  const panel = <FilterPanel facets={facets} filters={state} onChange={setFilters} headingId="listing-filters-title" />;

  return (
    <div css={layout}>
      <aside css={sidebar} aria-label="Product filters">{isMobile ? null : panel}</aside>
      <div ref={resultsRef} css={css`scroll-margin-top: 6rem;`}>
        <div css={toolbar}>
          <SearchBox value={state.search} onSearch={onSearch} label={`Search ${label}`} placeholder={`Search ${label.toLowerCase()}…`} />
          <Button variant="outline" css={filterButton} onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
            <Icon name="filter" size={18} /> Filters {active > 0 ? <span css={badge}>{active}</span> : null}
          </Button>
          <SortSelect value={sorts.some((o) => o.key === state.sort) ? state.sort : 'relevance'} options={sorts} onChange={(sort) => update({ sort })} />
          <ViewToggle value={state.view} onChange={(view) => update({ view })} />
        </div>
        <p css={summary} aria-live="polite">
          {isPending ? 'Loading products…' : isError ? '' : total !== null ? `Showing ${from}–${to} of ${total} products` : `Showing ${from}–${to}`}
        </p>
        {isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : !isPending && visible.length === 0 ? (
          // Clear All Filters only when a filter is set: with none, it would promise a change it cannot make.
          active === 0 && noResults ? noResults : <EmptyState onClear={active > 0 ? clearAll : undefined} />
        ) : (
          <ProductGrid products={visible} loading={isPending} skeletons={size} layout={view} priorityCount={2} label={`${label} products`} />
        )}
        {!isPending && !isError && data?.hasNextPage && visible.length + size <= 250 ? (
          <div css={loadMore}>
            <Button variant="outline" onClick={() => update({ more: more + 1 })}>Load More Products</Button>
          </div>
        ) : null}
        {!isPending && !isError ? <PageBar page={page + more} count={count} onPage={goToPage} /> : null}
      </div>
      {drawerOpen ? (
        <Dialog open labelledBy="listing-filters-title" onClose={() => setDrawerOpen(false)} placement="drawer" closeLabel="Close filters">
          <div css={drawerBody}>{panel}</div>
          <div css={drawerFooter}>
            <Button onClick={() => setDrawerOpen(false)}>Show {shown} products</Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
