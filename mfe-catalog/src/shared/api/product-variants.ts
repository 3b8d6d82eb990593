import { getProductVariants } from '@tjb/storefront';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE } from './cache-times';
import { storefront, unwrap } from './storefront-client';

/**
 * A product's options and variants for the quick pick: a listing carries one variant a product, so the
 * pick asks for the others when it opens, and keeps them like the product page's answer (a second
 * open, or another card of the same product, asks nothing). Null when the product is gone.
 */
export const productVariantsQuery = (handle: string) =>
  queryOptions({
    queryKey: ['product', handle, 'variants'] as const,
    queryFn: () => getProductVariants(storefront(), handle).then(unwrap),
    ...CACHE.product,
  });

export function useProductVariants(handle: string) {
  return useQuery(productVariantsQuery(handle));
}
