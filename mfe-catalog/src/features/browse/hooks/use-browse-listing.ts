import { useQuery } from '@tanstack/react-query';
import { listingPageQuery } from '../../../shared/api/listing-page';
import { CATEGORY_SORTS } from '../../../shared/listing/sort';
import type { ListingScope } from '../../../shared/listing/storefront-request';
import { parseListingState } from '../../../shared/listing/url-state';
import { useListingState } from '../../../shared/listing/use-listing-state';

const SORT_KEYS = CATEGORY_SORTS.map((s) => s.key);

/** The listing state (filters, sort and page) a browse page's URL gives. */
export const browseListingState = (search: URLSearchParams) => parseListingState(search, { sorts: SORT_KEYS, defaultSort: 'relevance' });

/** The same state in the page, kept in the URL. */
export const useBrowseListingState = () => useListingState(SORT_KEYS, 'relevance');

/** The listing a browse page's URL shows, as a query: what the server render prefetches (the page's pageQueries). */
export const browseListingQuery = (search: URLSearchParams, scope: ListingScope) => listingPageQuery(browseListingState(search), scope);

/** The same listing in the page: its state and the query of the page shown. */
export function useBrowseListing(scope: ListingScope) {
  const [state, update] = useBrowseListingState();
  const query = useQuery(listingPageQuery(state, scope));
  return { state, update, query };
}
