import { getProductByHandle } from '@tjb/storefront';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE } from '../../../shared/api/cache-times';
import { storefront, unwrap } from '../../../shared/api/storefront-client';

export const productKey = (handle: string) => ['product', handle] as const;

/** One product by handle; null when no product has it (the page says 'Product Not Found'). */
export const getProduct = (handle: string) => getProductByHandle(storefront(), handle).then(unwrap);

export const productQuery = (handle: string) => queryOptions({ queryKey: productKey(handle), queryFn: () => getProduct(handle), ...CACHE.product });

export function useProduct(handle: string) {
  return useQuery(productQuery(handle));
}
