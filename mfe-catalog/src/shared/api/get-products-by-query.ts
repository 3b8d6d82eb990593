import { getAllListingProducts } from '@tjb/storefront';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE } from './cache-times';
import { storefront, unwrap } from './storefront-client';

export const productsByQueryKey = (query: string | null) => ['products', 'all', query ?? '*'] as const;

/** Every product matching a Storefront search query (null: the whole catalogue), followed page by page, as lists need them. */
export const getProductsByQuery = (query: string | null) => getAllListingProducts(storefront(), { query }).then(unwrap);

/** The listing's query, for its page's component and its route's `pageQueries` alike. */
export const productsByQuery = (query: string | null) =>
  queryOptions({
    queryKey: productsByQueryKey(query),
    queryFn: () => getProductsByQuery(query),
    // A new search keeps showing the previous results until its own arrive: no empty flash, no jump.
    placeholderData: keepPreviousData,
    ...CACHE.allProducts,
  });

export function useProductsByQuery(query: string | null, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...productsByQuery(query), enabled: opts.enabled ?? true });
}
