import { css } from '@emotion/react';
import { Button, Container, Icon, PageHeading, v } from '@tjb/ui';
import { useQuery } from '@tanstack/react-query';
import { findCategory } from '@tjb/storefront';
import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { KEEP_SCROLL } from '../../../shared/listing/keep-scroll';
import { useIsMobile } from '../../../shared/hooks/use-is-mobile';
import type { PageQueries } from '@tjb/ui/page-data';
import { listingPageQuery } from '../../../shared/api/listing-page';
import { resolveCategory } from '../../../shared/category/categories';
import { GappedPageBar } from '../../../shared/listing/components/gapped-page-bar';
import { LoadError } from '../../../shared/listing/components/load-error';
import { SearchBox } from '../../../shared/listing/components/search-box';
import { SortSelect } from '../../../shared/listing/components/sort-select';
import { totalFromFacets } from '../../../shared/listing/facets';
import { CATALOG_PAGE_SIZE, pageCount } from '../../../shared/listing/pagination';
import { CATALOG_SORTS } from '../../../shared/listing/sort';
import { sortsFor, type ListingScope } from '../../../shared/listing/storefront-request';
import { useListingState } from '../../../shared/listing/use-listing-state';
import { parseListingState, type ListingState } from '../../../shared/listing/url-state';
import { ProductGrid } from '../../../shared/product/components/product-grid';
import { PageMeta } from '../../../shared/seo/page-meta';
import { CATALOG_CATEGORIES, parseCatalogCategory, type CatalogCategory } from '../state/catalog-categories';
import { ViewToggle } from '../../../shared/listing/components/view-toggle';

const SORT_KEYS = CATALOG_SORTS.map((s) => s.key);
const toolbar = css`display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin-bottom: 1rem;
  select { min-height: 44px; padding: 0 0.6rem; border-radius: ${v('radius')}; border: 1px solid ${v('line')}; background: ${v('ink')}; color: ${v('bone')}; }`;
// A label wraps with its select on a narrow screen, never alone at the end of a row.
const field = css`display: inline-flex; align-items: center; gap: 0.75rem;`;
const chips = css`display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; list-style: none; margin: 0 0 1rem; padding: 0;
  button.chip { display: inline-flex; align-items: center; gap: 0.35rem; min-height: 36px; padding: 0 0.75rem; border-radius: 999px; cursor: pointer;
    border: 1px solid ${v('accent')}; background: transparent; color: ${v('bone')}; }`;
const summary = css`color: ${v('muted')}; margin: 0 0 1rem; min-height: 1.5em;`;
const empty = css`padding: 3rem 1rem; text-align: center; color: ${v('muted')}; border: 1px dashed ${v('line')}; border-radius: ${v('radius')};`;

/**
 * The catalogue, or one category of it: the category's collection, whose product types a search is
 * limited to. Its filters are the category and the words, not a panel: of the facets it reads only its count.
 */
function catalogScope(value: CatalogCategory): ListingScope {
  const category = value === 'all' ? undefined : resolveCategory(value);
  return {
    collection: category && findCategory(category.slug)?.slug === category.slug ? category.slug : null,
    productTypes: category?.subtypes.map((s) => s.productType) ?? [],
    pageSize: CATALOG_PAGE_SIZE,
    facets: 'count',
  };
}

/** While searching only the orders a search has are offered: the query asks for the one shown. */
function shownSort(state: ListingState) {
  const sorts = sortsFor(CATALOG_SORTS, Boolean(state.search.trim()));
  return { sorts, sort: sorts.some((o) => o.key === state.sort) ? state.sort : sorts[0]!.key };
}

/** The page of the catalogue (or one category of it) the URL shows. */
const catalogPageQuery = (state: ListingState, category: CatalogCategory) =>
  listingPageQuery({ ...state, sort: shownSort(state).sort, more: 0 }, catalogScope(category));

/** The server render prefetches the page the URL shows. */
export const pageQueries: PageQueries = ({ search }) => [
  catalogPageQuery(parseListingState(search, { sorts: SORT_KEYS, defaultSort: 'title' }), parseCatalogCategory(search.get('category'))),
];

/** The complete catalog (spec 001): search, category, sort, grid/list, filter chips, 24 a page. */
export function CatalogPage() {
  const [state, update] = useListingState(SORT_KEYS, 'title');
  const [params, setParams] = useSearchParams();
  const category = parseCatalogCategory(params.get('category'));
  const { sorts, sort: sortValue } = shownSort(state);
  const query = useQuery(catalogPageQuery(state, category));
  const isMobile = useIsMobile();
  const selectId = useId();

  const data = query.data;
  const shown = data?.products ?? [];
  const total = data ? (data.totalCount ?? totalFromFacets(data.facets, state)) : null;
  const page = data ? Math.floor(data.offset / CATALOG_PAGE_SIZE) + 1 : state.page;
  const count = total !== null ? pageCount(total, CATALOG_PAGE_SIZE) : page + (data?.hasNextPage ? 1 : 0);

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
        <span css={field}>
          <label htmlFor={selectId} css={css`color: ${v('muted')};`}>Category</label>
          <select id={selectId} value={category} onChange={(e) => setCategory(e.target.value as CatalogCategory)}>
            {CATALOG_CATEGORIES.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
          </select>
        </span>
        <SortSelect value={sortValue} options={sorts} onChange={(sort) => update({ sort })} />
        <ViewToggle value={state.view} onChange={(view) => update({ view })} />
      </div>
      {state.search || category !== 'all' ? (
        <ul css={chips} aria-label="Active filters">
          {state.search ? <li><button type="button" className="chip" onClick={() => update({ search: '' })} aria-label={`Remove search ${state.search}`}>Search: {state.search} <Icon name="x" size={14} /></button></li> : null}
          {category !== 'all' ? <li><button type="button" className="chip" onClick={() => setCategory('all')} aria-label={`Remove category ${categoryLabel}`}>Category: {categoryLabel} <Icon name="x" size={14} /></button></li> : null}
          <li><Button variant="ghost" onClick={() => { setCategory('all'); update({ search: '' }); }}>Clear all</Button></li>
        </ul>
      ) : null}
      <p css={summary} aria-live="polite">{query.isPending ? 'Loading products…' : query.isError ? '' : total !== null ? `${total} products · page ${page} of ${count}` : `page ${page}`}</p>
      {query.isError ? <LoadError onRetry={() => void query.refetch()} />
        : !query.isPending && shown.length === 0 ? <p css={empty} role="status">No products found matching your criteria.</p>
        : <ProductGrid products={shown} loading={query.isPending} skeletons={12} layout={isMobile ? 'grid' : state.view} priorityCount={2} label="Catalog products" />}
      {!query.isPending && !query.isError ? <GappedPageBar page={page} count={count} onPage={(n) => { update({ page: n }); window.scrollTo({ top: 0, behavior: 'smooth' }); }} /> : null}
    </Container>
  );
}
