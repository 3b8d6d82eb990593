import { searchProductsByType } from '@tjb/storefront';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE } from '../../../shared/api/cache-times';
import { storefront, unwrap } from '../../../shared/api/storefront-client';
import type { ListingProduct, Product } from '../../../shared/product/product-facts';

export const RELATED_COUNT = 4;

/** "You may also like": products of the same type, the same brand first, never the product itself. */
export function pickRelated(product: Product, candidates: readonly ListingProduct[], count = RELATED_COUNT): ListingProduct[] {
  const others = candidates.filter((p) => p.id !== product.id);
  const sameVendor = others.filter((p) => p.vendor === product.vendor);
  const rest = others.filter((p) => p.vendor !== product.vendor);
  return [...sameVendor, ...rest].slice(0, count);
}

/** Only a product with a type has related products (`enabled`: a product without one asks nothing). */
export const relatedProductsQuery = (product: Product | null | undefined) =>
  queryOptions({
    queryKey: ['products', 'related', product?.productType ?? '', product?.id ?? ''],
    queryFn: async () => pickRelated(product!, await searchProductsByType(storefront(), product!.productType, { first: 24 }).then(unwrap)),
    enabled: Boolean(product?.productType),
    ...CACHE.products,
  });

export function useRelatedProducts(product: Product | null | undefined) {
  return useQuery(relatedProductsQuery(product));
}
