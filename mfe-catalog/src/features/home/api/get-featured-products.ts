import { getFeaturedProducts } from '@tjb/storefront';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE } from '../../../shared/api/cache-times';
import { storefront, unwrap } from '../../../shared/api/storefront-client';

/** Spec 001 §9: featured default 12. */
export const FEATURED_COUNT = 12;

export const getFeatured = () => getFeaturedProducts(storefront(), { first: FEATURED_COUNT }).then(unwrap);

export const featuredProductsQuery = () => queryOptions({ queryKey: ['products', 'featured', FEATURED_COUNT], queryFn: getFeatured, ...CACHE.featured });

export function useFeaturedProducts() {
  return useQuery(featuredProductsQuery());
}
