import { css } from '@emotion/react';
import type { CategoryStyle } from '@tjb/storefront';
import { Button, Dialog, Icon, mq, v } from '@tjb/ui';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIsMobile } from '../../../shared/hooks/use-is-mobile';
import { EmptyState } from '../../../shared/listing/components/empty-state';
import { LoadError } from '../../../shared/listing/components/load-error';
import { PageBar } from '../../../shared/listing/components/page-bar';
import { SearchBox } from '../../../shared/listing/components/search-box';
import { SortSelect } from '../../../shared/listing/components/sort-select';
import { computeFacets } from '../../../shared/listing/facets';
import { activeFilterCount, applyFilters, clearFilters, type ListingFilters } from '../../../shared/listing/filters';
import { CATEGORY_PAGE_SIZE, clampPage, pageCount, visibleItems } from '../../../shared/listing/pagination';
import { CATEGORY_SORTS, sortProducts } from '../../../shared/listing/sort';
import type { ListingUpdate } from '../../../shared/listing/use-listing-state';
import type { ListingState } from '../../../shared/listing/url-state';
import { ProductGrid } from '../../../shared/product/components/product-grid';
import type { ListingProduct } from '../../../shared/product/product-facts';
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

export interface ProductListingProps {
  products: readonly ListingProduct[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  state: ListingState;
  update: (change: ListingUpdate, opts?: { replace?: boolean }) => void;
  /** Style tags of the category, offered as a filter group. */
  styles?: readonly CategoryStyle[];
  /** The server already matched the search (the products came from a search query). */
  searchOnServer?: boolean;
  /** Shown instead of the plain empty state when nothing matches and no filter is set (a search's no-results page). */
  noResults?: ReactNode;
  label: string;
}

/**
 * The category grid (spec 000 §2.5, 001 "Category pages") on real data: filters with counts, sort,
 * debounced search, 9 per page with the page bar, 'Load More Products', grid or list, and a filter
 * drawer on small screens. Everything it shows is in the URL.
 */
export function ProductListing({ products, isPending, isError, onRetry, state, update, styles = [], searchOnServer = false, label, noResults }: ProductListingProps) {
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const all = useMemo(() => products ?? [], [products]);
  const filters: ListingFilters = useMemo(() => (searchOnServer ? { ...state, search: '' } : state), [state, searchOnServer]);

  const sorted = useMemo(() => sortProducts(applyFilters(all, filters), state.sort, state.search), [all, filters, state.sort, state.search]);
  const facets = useMemo(() => computeFacets(all, filters, styles), [all, filters, styles]);
  const count = pageCount(sorted.length, CATEGORY_PAGE_SIZE);
  const page = clampPage(state.page, count);
  const more = Math.min(state.more, count - page);
  const visible = visibleItems(sorted, page, more, CATEGORY_PAGE_SIZE);
  const from = sorted.length === 0 ? 0 : (page - 1) * CATEGORY_PAGE_SIZE + 1;
  const to = (page - 1) * CATEGORY_PAGE_SIZE + visible.length;
  const active = activeFilterCount(state);
  const view = isMobile ? 'grid' : state.view;

  const setFilters = useCallback((next: ListingFilters) => update({ ...next, search: state.search }), [update, state.search]);
  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const goToPage = (n: number) => {
    update({ page: n, more: 0 });
    resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  const clearAll = () => update({ ...clearFilters(state), search: '' });

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
          <SortSelect value={state.sort} options={CATEGORY_SORTS} onChange={(sort) => update({ sort })} />
          <ViewToggle value={state.view} onChange={(view) => update({ view })} />
        </div>
        <p css={summary} aria-live="polite">
          {isPending ? 'Loading products…' : isError ? '' : `Showing ${from}–${to} of ${sorted.length} products`}
        </p>
        {isError ? (
          <LoadError onRetry={onRetry} />
        ) : !isPending && sorted.length === 0 ? (
          // Clear All Filters only when a filter is set: with none, it would promise a change it cannot make.
          active === 0 && noResults ? noResults : <EmptyState onClear={active > 0 ? clearAll : undefined} />
        ) : (
          <ProductGrid products={visible} loading={isPending} skeletons={CATEGORY_PAGE_SIZE} layout={view} priorityCount={2} label={`${label} products`} />
        )}
        {!isPending && !isError && page + more < count ? (
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
            <Button onClick={() => setDrawerOpen(false)}>Show {sorted.length} products</Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
