import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { storefront, unwrap } from '../../../shared/api/storefront-client';
import { predictiveSearch } from '../../../shared/storefront/predictive-search';

/** Suggestions start at 2 characters (the header's own rule too). */
export const SUGGEST_MIN_CHARS = 2;

export function usePredictiveSearch(term: string) {
  const trimmed = term.trim();
  return useQuery({
    queryKey: ['predictive', trimmed.toLowerCase()],
    queryFn: () => predictiveSearch(storefront(), trimmed).then(unwrap),
    enabled: trimmed.length >= SUGGEST_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
