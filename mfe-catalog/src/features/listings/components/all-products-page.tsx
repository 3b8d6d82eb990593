import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { Container, Icon, PageHeading, v } from '@tjb/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { PageQueries } from '@tjb/ui/page-data';
import { listingPageQuery } from '../../../shared/api/listing-page';
import { EmptyState } from '../../../shared/listing/components/empty-state';
import { GappedPageBar } from '../../../shared/listing/components/gapped-page-bar';
import { LoadError } from '../../../shared/listing/components/load-error';
import { SearchBox } from '../../../shared/listing/components/search-box';
import { SortSelect } from '../../../shared/listing/components/sort-select';
import { totalFromFacets } from '../../../shared/listing/facets';
import { CATALOG_PAGE_SIZE, pageCount } from '../../../shared/listing/pagination';
import { ALL_PRODUCTS_SORTS } from '../../../shared/listing/sort';
import { sortsFor, type ListingScope } from '../../../shared/listing/storefront-request';
import { useListingState } from '../../../shared/listing/use-listing-state';
import { parseListingState, type ListingState } from '../../../shared/listing/url-state';
import { ProductGrid } from '../../../shared/product/components/product-grid';
import { PageMeta } from '../../../shared/seo/page-meta';

const SORT_KEYS = ALL_PRODUCTS_SORTS.map((s) => s.key);
const back = css`display: inline-flex; align-items: center; gap: 0.35rem; margin-top: 1.5rem; color: ${v('muted')}; &:hover { color: ${v('accent')}; }`;
const toolbar = css`display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin-bottom: 1rem;`;
const summary = css`color: ${v('muted')}; margin: 0 0 1rem; min-height: 1.5em;`;
// No filter panel here: of the facets the page reads only its count.
const SCOPE: ListingScope = { collection: null, productTypes: [], pageSize: CATALOG_PAGE_SIZE, facets: 'count' };

/** The page of every product the URL shows (its page bar jumps; nothing is appended). */
const allProductsQuery = (state: ListingState) => listingPageQuery({ ...state, more: 0 }, SCOPE);

/** The server render prefetches the page the URL shows. */
export const pageQueries: PageQueries = ({ search }) => [allProductsQuery(parseListingState(search, { sorts: SORT_KEYS, defaultSort: 'relevance' }))];

/** `/all-products` (spec 001 "All-products page"): search, the seven sorts and Back to Categories. */
export function AllProductsPage() {
  const [state, update] = useListingState(SORT_KEYS, 'relevance');
  const query = useQuery(allProductsQuery(state));
  const data = query.data;
  const shown = data?.products ?? [];
  const total = data ? (data.totalCount ?? totalFromFacets(data.facets, state)) : null;
  const page = data ? Math.floor(data.offset / CATALOG_PAGE_SIZE) + 1 : state.page;
  const count = total !== null ? pageCount(total, CATALOG_PAGE_SIZE) : page + (data?.hasNextPage ? 1 : 0);
  const sorts = useMemo(() => sortsFor(ALL_PRODUCTS_SORTS, Boolean(state.search.trim())), [state.search]);
  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);

  return (
    <Container css={css`padding-bottom: 3rem;`}>
      <PageMeta title="All Products" description="Every product in TJ's Biker Gear: search and sort the whole catalogue." path="/all-products" />
      <Link to={paths.products()} css={back}><Icon name="arrowLeft" size={16} /> Back to Categories</Link>
      <PageHeading title="All Products" tagline="Everything we carry, in one place." />
      <div css={toolbar}>
        <SearchBox value={state.search} onSearch={onSearch} />
        <SortSelect value={sorts.some((o) => o.key === state.sort) ? state.sort : 'relevance'} options={sorts} onChange={(sort) => update({ sort })} />
      </div>
      <p css={summary} aria-live="polite">{query.isPending ? 'Loading products…' : query.isError ? '' : total !== null ? `${total} products` : `Showing ${shown.length} products`}</p>
      {query.isError ? <LoadError onRetry={() => void query.refetch()} />
        : !query.isPending && shown.length === 0 ? (
          // Spec 001 §8: this screen's empty texts; the spec gives no hint text, so the hints are ours.
          state.search ? (
            <EmptyState title="No matching products" hint={`Nothing matches “${state.search}”. Try other words.`} clearLabel="Clear Search" onClear={() => update({ search: '' })} />
          ) : (
            <EmptyState title="No products available" hint="Check back soon: new gear arrives regularly." />
          )
        )
        : <ProductGrid products={shown} loading={query.isPending} skeletons={12} priorityCount={2} label="All products" />}
      {!query.isPending && !query.isError ? <GappedPageBar page={page} count={count} onPage={(n) => { update({ page: n }); window.scrollTo({ top: 0, behavior: 'smooth' }); }} /> : null}
    </Container>
  );
}
