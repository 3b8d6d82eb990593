import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CACHE } from '../../../shared/api/cache-times';
import { toStorefrontSearch } from '../../../shared/api/search-query';
import { fetchListingPage, listingPageKey, type KeptListingPage } from '../../../shared/api/listing-page';
import type { ListingScope } from '../../../shared/listing/storefront-request';
import { defaultListingState, type ListingState } from '../../../shared/listing/url-state';

/** Close matches shown under a search that found nothing. */
export const CLOSE_MATCHES = 4;

/**
 * Any of the shopper's words, each cut to its first four letters when longer ("leathr zzz" asks for
 * `leat* OR zzz`): the server already corrected single typos, so what is left is a word too far off or
 * too many words together, and a product sharing one of them is the closest thing the shop has.
 */
export function closeMatchQuery(term: string): string | null {
  const words = toStorefrontSearch(term)?.split(' ') ?? [];
  const stems = [...new Set(words.map((w) => (w.length > 4 ? `${w.slice(0, 4)}*` : w).toLowerCase()))];
  return stems.length > 0 ? stems.join(' OR ') : null;
}

export type SearchListingPage = KeptListingPage & {
  /** Products sharing part of the words, when the search itself found nothing (else empty). */
  closeMatches: KeptListingPage['products'];
};

/**
 * The page a `/shop` listing URL shows and, when a search finds nothing, its close matches in the same
 * answer: which close matches to ask for depends on the first answer, so as one query the server render
 * prefetches both and the page renders in one pass.
 */
export function searchListingQuery(state: ListingState, scope: ListingScope) {
  return queryOptions({
    queryKey: [...listingPageKey(state, scope), 'close-matches'] as const,
    queryFn: async (): Promise<SearchListingPage> => {
      const page = await fetchListingPage(state, scope);
      const close = page.products.length === 0 && state.search ? closeMatchQuery(state.search) : null;
      if (!close) return { ...page, closeMatches: [] };
      const scopeOfMatches: ListingScope = { collection: null, productTypes: [], query: close, pageSize: CLOSE_MATCHES, searchOnServer: false };
      const matches = await fetchListingPage(defaultListingState('relevance'), scopeOfMatches);
      return { ...page, closeMatches: matches.products };
    },
    placeholderData: keepPreviousData,
    ...CACHE.products,
  });
}
