import { getListingPage } from '@tjb/storefront';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { keptFacets } from '../listing/facets';
import { toListingRequest, type ListingScope } from '../listing/storefront-request';
import type { ListingState } from '../listing/url-state';
import { CACHE } from './cache-times';
import { storefront, unwrap } from './storefront-client';

/** One page of a listing from the Storefront, with only the facet values its panel offers. */
export function fetchListingPage(state: ListingState, scope: ListingScope) {
  return getListingPage(storefront(), toListingRequest(state, scope))
    .then(unwrap)
    .then((page) => ({ ...page, facets: keptFacets(page.facets, scope.styleTags) }));
}

/**
 * The page a listing URL shows (conventions §17): its products, the Storefront's facets, and where it
 * is in the list. Only the shown products are fetched, on the server render as in the browser, so the
 * page's dehydrated state holds one page whatever the catalogue's size.
 */
export function listingPageQuery(state: ListingState, scope: ListingScope) {
  const request = toListingRequest(state, scope);
  return queryOptions({
    queryKey: ['products', 'listing', request] as const,
    queryFn: () => fetchListingPage(state, scope),
    // A new filter or page keeps showing the previous one until its own arrives: no empty flash, no jump.
    placeholderData: keepPreviousData,
    ...CACHE.products,
  });
}
