import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { countProducts } from '../storefront/count-products';
import { CACHE } from './cache-times';
import { storefront, unwrap } from './storefront-client';

const countKey = (query: string | null) => ['products', 'count', query ?? '*'] as const;
/** How many products a query matches, for components and routes' `pageQueries` alike. */
export const productCountQuery = (query: string | null) =>
  queryOptions({
    queryKey: countKey(query),
    queryFn: () => countProducts(storefront(), query).then(unwrap),
    ...CACHE.products,
  });
const countOptions = productCountQuery;

/** How many products a query matches ("127 Products Available" comes from here or from the list). */
export function useProductCount(query: string | null, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...countOptions(query), enabled: opts.enabled ?? true });
}

/** Counts for several queries at once (category cards); undefined while one is loading or failed. */
export function useProductCounts(queries: ReadonlyArray<string | null>): Array<number | undefined> {
  return useQueries({ queries: queries.map(countOptions) }).map((q) => q.data);
}
