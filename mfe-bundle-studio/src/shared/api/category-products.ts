import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { getProductsPage } from '@tjb/storefront';
import { bundleCategory, type BundleCategoryId } from '../bundle-categories';
import { toBundleProduct } from './bundle-product';
import { PRODUCTS_CACHE } from './cache-times';
import { storefront, unwrap } from './storefront-client';

/** Spec 001 §7: the bundle modal's lookup has a limit of 24. */
export const CATEGORY_PAGE_SIZE = 24;

/** A shopper's words as plain search terms AND-ed with the category (the syntax characters they never mean removed). */
export function categorySearchQuery(categoryId: BundleCategoryId, search: string): string {
  const base = bundleCategory(categoryId).query;
  const words = search.replace(/[":()\\*~^{}[\]]/g, ' ').split(/\s+/).filter((w) => w && !/^(and|or|not)$/i.test(w) && !w.startsWith('-')).slice(0, 8);
  return words.length ? `(${base}) AND ${words.join(' ')}` : base;
}

const pageOf = async (categoryId: BundleCategoryId, search: string, after: string | null) => {
  const page = unwrap(await getProductsPage(storefront(), { first: CATEGORY_PAGE_SIZE, after, query: categorySearchQuery(categoryId, search) }));
  return { products: page.products.map(toBundleProduct), next: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null };
};

/** A category's products, 24 at a time by cursor ('Load more'), narrowed by the modal's search. */
export function useCategoryProducts(categoryId: BundleCategoryId, search: string) {
  return useInfiniteQuery({
    queryKey: ['bundle-studio', 'products', categoryId, search] as const,
    queryFn: ({ pageParam }) => pageOf(categoryId, search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    ...PRODUCTS_CACHE,
  });
}

/** The first page of several categories at once (the preview's picks for missing zones). */
export function useFirstPages(categoryIds: readonly BundleCategoryId[], enabled = true) {
  return useQueries({
    queries: categoryIds.map((categoryId) => ({
      queryKey: ['bundle-studio', 'products', categoryId, '', 'first'] as const,
      queryFn: () => pageOf(categoryId, '', null).then((p) => p.products),
      enabled,
      ...PRODUCTS_CACHE,
    })),
  });
}
