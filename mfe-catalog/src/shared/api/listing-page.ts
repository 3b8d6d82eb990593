import { getListingPage, type ListingPage } from '@tjb/storefront';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_STATE_META } from '@tjb/ui/page-state';
import { keptFacets, type KeptFacet } from '../listing/facets';
import { toListingRequest, type ListingScope } from '../listing/storefront-request';
import type { ListingState } from '../listing/url-state';
import { CACHE } from './cache-times';
import { storefront, unwrap } from './storefront-client';

/** A page of a listing as a listing page keeps it: with only the facets it reads (keptFacets). */
export type KeptListingPage = Omit<ListingPage, 'facets'> & { facets: KeptFacet[] };

/** What the page reads of the facets: a filter panel's groups unless its scope says only its count. */
const facetUseOf = (scope: ListingScope) => scope.facets ?? 'panel';

/** One page of a listing from the Storefront, with only the facets (and values) the page reads. */
export function fetchListingPage(state: ListingState, scope: ListingScope): Promise<KeptListingPage> {
  return getListingPage(storefront(), toListingRequest(state, scope))
    .then(unwrap)
    .then((page) => ({ ...page, facets: keptFacets(page.facets, facetUseOf(scope), scope.styleTags) }));
}

/**
 * A listing page's query key: its Storefront request and what it keeps of the facets, so that a page
 * without a panel never hands its trimmed facets to one with a panel that asks the same.
 */
export const listingPageKey = (state: ListingState, scope: ListingScope) =>
  ['products', 'listing', toListingRequest(state, scope), facetUseOf(scope)] as const;

/**
 * The page as its HTML carries it for the browser's cache: without the excerpts. Only a list view's cards
 * show them, inside the cards' kept server HTML (StaticSection), so hydration never reads them, and the
 * cards render them again only from a new answer (another page, view or filter), which has them. In the
 * HTML twice, they were ~4 KB of a list view's 24 cards.
 */
export function withoutExcerpts(page: KeptListingPage): KeptListingPage {
  if (!page.products.some((p) => p.excerpt !== undefined)) return page;
  return { ...page, products: page.products.map(({ excerpt: _shown, ...product }) => product) };
}

/**
 * The page a listing URL shows (conventions §17): its products, the Storefront's facets, and where it
 * is in the list. Only the shown products are fetched, on the server render as in the browser, so the
 * page's dehydrated state holds one page whatever the catalogue's size.
 */
export function listingPageQuery(state: ListingState, scope: ListingScope) {
  return queryOptions({
    queryKey: listingPageKey(state, scope),
    queryFn: () => fetchListingPage(state, scope),
    // A new filter or page keeps showing the previous one until its own arrives: no empty flash, no jump.
    placeholderData: keepPreviousData,
    meta: { [PAGE_STATE_META]: withoutExcerpts },
    ...CACHE.products,
  });
}
