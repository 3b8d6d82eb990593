import { getCategoryShowcase } from '@tjb/storefront';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE } from '../../../shared/api/cache-times';
import { storefront, unwrap } from '../../../shared/api/storefront-client';

/** Spec 001 §7 getCategoryShowcase: per showcase category its count and first product image. */
export const categoryShowcaseQuery = () =>
  queryOptions({ queryKey: ['categories', 'showcase'], queryFn: () => getCategoryShowcase(storefront()).then(unwrap), ...CACHE.products });

export function useCategoryShowcase() {
  return useQuery(categoryShowcaseQuery());
}
