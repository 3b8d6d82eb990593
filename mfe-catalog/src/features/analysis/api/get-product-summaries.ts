import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE } from '../../../shared/api/cache-times';
import { storefront, unwrap } from '../../../shared/api/storefront-client';
import { getProductSummaries } from '../../../shared/storefront/product-summaries';

/** Every product's type, brand and lowest price, for the analysis pages. */
export const productSummariesQuery = () =>
  queryOptions({ queryKey: ['products', 'summaries'], queryFn: () => getProductSummaries(storefront()).then(unwrap), ...CACHE.allProducts });

export function useProductSummaries() {
  return useQuery(productSummariesQuery());
}
