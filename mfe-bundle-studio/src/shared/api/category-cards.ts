import { queryOptions, useQuery } from '@tanstack/react-query';
import { fallbackCategoryImage, type StorefrontClient } from '@tjb/storefront';
import { BUNDLE_CATEGORIES, type BundleCategoryId } from '../bundle-categories';
import { PRODUCTS_CACHE } from './cache-times';
import { storefront } from './storefront-client';
import { BUNDLE_CATEGORY_CARD_QUERY, type BundleCategoryCardQuery } from '@tjb/storefront/documents';

export interface CategoryCardData {
  id: BundleCategoryId;
  count: number;
  image: { src: string; altText: string };
}

async function loadCards(client: StorefrontClient): Promise<CategoryCardData[]> {
  return Promise.all(
    BUNDLE_CATEGORIES.map(async (c) => {
      const { data, error } = await client.query<BundleCategoryCardQuery>(BUNDLE_CATEGORY_CARD_QUERY, { query: c.query }, { cache: 'short' });
      if (error || !data) throw new Error(error?.message ?? 'No data returned');
      const image = data.products.nodes.find((p) => p.featuredImage)?.featuredImage;
      return {
        id: c.id,
        count: data.products.nodes.length,
        image: image ? { src: image.url, altText: image.altText ?? c.name } : { src: fallbackCategoryImage(c.catalogSlug), altText: c.name },
      };
    }),
  );
}

export const categoryCardsQuery = () =>
  queryOptions({
    queryKey: ['bundle-studio', 'category-cards'] as const,
    queryFn: () => loadCards(storefront()),
    ...PRODUCTS_CACHE,
  });

/** The seven cards' counts and images: the page's critical data, rendered by the gateway into its HTML. */
export function useCategoryCards() {
  return useQuery(categoryCardsQuery());
}
