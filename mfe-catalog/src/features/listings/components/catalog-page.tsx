import { css } from '@emotion/react';
import { Button, Container, Icon, PageHeading, v } from '@tjb/ui';
import { useCallback, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { KEEP_SCROLL } from '../../../shared/listing/keep-scroll';
import { useIsMobile } from '../../../shared/hooks/use-is-mobile';
import type { PageQueries } from '@tjb/ui/page-data';
import { productsByQuery, useProductsByQuery } from '../../../shared/api/get-products-by-query';
import { GappedPageBar } from '../../../shared/listing/components/gapped-page-bar';
import { LoadError } from '../../../shared/listing/components/load-error';
import { SearchBox } from '../../../shared/listing/components/search-box';
import { SortSelect } from '../../../shared/listing/components/sort-select';
import { CATALOG_PAGE_SIZE, clampPage, pageCount } from '../../../shared/listing/pagination';
import { matchesSearch } from '../../../shared/listing/search';
import { CATALOG_SORTS, sortProducts } from '../../../shared/listing/sort';
import { useListingState } from '../../../shared/listing/use-listing-state';
import { ProductGrid } from '../../../shared/product/components/product-grid';
import { PageMeta } from '../../../shared/seo/page-meta';
import { CATALOG_CATEGORIES, inCatalogCategory, parseCatalogCategory, type CatalogCategory } from '../state/catalog-categories';
import { ViewToggle } from '../../../shared/listing/components/view-toggle';

const SORT_KEYS = CATALOG_SORTS.map((s) => s.key);
const toolbar = css`display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin-bottom: 1rem;
  select { min-height: 44px; padding: 0 0.6rem; border-radius: ${v('radius')}; border: 1px solid ${v('line')}; background: ${v('ink')}; color: ${v('bone')}; }`;
const chips = css`display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; list-style: none; margin: 0 0 1rem; padding: 0;
  button.chip { display: inline-flex; align-items: center; gap: 0.35rem; min-height: 36px; padding: 0 0.75rem; border-radius: 999px; cursor: pointer;
    border: 1px solid ${v('accent')}; background: transparent; color: ${v('bone')}; }`;
const summary = css`color: ${v('muted')}; margin: 0 0 1rem; min-height: 1.5em;`;
const empty = css`padding: 3rem 1rem; text-align: center; color: ${v('muted')}; border: 1px dashed ${v('line')}; border-radius: ${v('radius')};`;

/** The complete catalog (spec 001): search, category, sort, grid/list, filter chips, 24 a page. */
export function CatalogPage() {
  const query = useProductsByQuery(null);
  const [state, update] = useListingState(SORT_KEYS, 'title');
  const [params, setParams] = useSearchParams();
  const category = parseCatalogCategory(params.get('category'));
  const isMobile = useIsMobile();
  const selectId = useId();

  const sorted = useMemo(
    () => sortProducts((query.data ?? []).filter((p) => inCatalogCategory(p, category) && matchesSearch(p, state.search)), state.sort, state.search),
    [query.data, category, state.search, state.sort],
  );
  const count = pageCount(sorted.length, CATALOG_PAGE_SIZE);
  const page = clampPage(state.page, count);
  const shown = sorted.slice((page - 1) * CATALOG_PAGE_SIZE, page * CATALOG_PAGE_SIZE);

  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const setCategory = (value: CatalogCategory) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === 'all') next.delete('category');
      else next.set('category', value);
      next.delete('page');
      return next;
    }, { preventScrollReset: true, state: KEEP_SCROLL });
  const categoryLabel = CATALOG_CATEGORIES.find((c) => c.value === category)?.label ?? '';

  return (
    <Container css={css`padding-bottom: 3rem;`}>
      <PageMeta title="Complete Catalog" description="The complete TJ's Biker Gear catalogue: search, filter by category and sort every product." path="/catalog" />
      <PageHeading title="Complete Catalog" tagline="Every product, every category, one list." />
      <div css={toolbar}>
        <SearchBox value={state.search} onSearch={onSearch} placeholder="Search the catalog…" />
        <label htmlFor={selectId} css={css`color: ${v('muted')};`}>Category</label>
        <select id={selectId} value={category} onChange={(e) => setCategory(e.target.value as CatalogCategory)}>
          {CATALOG_CATEGORIES.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
        </select>
        <SortSelect value={state.sort} options={CATALOG_SORTS} onChange={(sort) => update({ sort })} />
        <ViewToggle value={state.view} onChange={(view) => update({ view })} />
      </div>
      {state.search || category !== 'all' ? (
        <ul css={chips} aria-label="Active filters">
          {state.search ? <li><button type="button" className="chip" onClick={() => update({ search: '' })} aria-label={`Remove search ${state.search}`}>Search: {state.search} <Icon name="x" size={14} /></button></li> : null}
          {category !== 'all' ? <li><button type="button" className="chip" onClick={() => setCategory('all')} aria-label={`Remove category ${categoryLabel}`}>Category: {categoryLabel} <Icon name="x" size={14} /></button></li> : null}
          <li><Button variant="ghost" onClick={() => { setCategory('all'); update({ search: '' }); }}>Clear all</Button></li>
        </ul>
      ) : null}
      <p css={summary} aria-live="polite">{query.isPending ? 'Loading products…' : query.isError ? '' : `${sorted.length} products · page ${page} of ${count}`}</p>
      {query.isError ? <LoadError onRetry={() => void query.refetch()} />
        : !query.isPending && sorted.length === 0 ? <p css={empty} role="status">No products found matching your criteria.</p>
        : <ProductGrid products={shown} loading={query.isPending} skeletons={12} layout={isMobile ? 'grid' : state.view} priorityCount={2} label="Catalog products" />}
      {!query.isPending && !query.isError ? <GappedPageBar page={page} count={count} onPage={(n) => { update({ page: n }); window.scrollTo({ top: 0, behavior: 'smooth' }); }} /> : null}
    </Container>
  );
}

/** The whole catalogue (search, sort and paging are applied to it in the page). */
export const pageQueries: PageQueries = () => [productsByQuery(null)];
