import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProductsPage } from '@tjb/storefront';
import { toBundleProduct, type BundleProduct } from '../../shared/api/bundle-product';
import { PRODUCTS_CACHE } from '../../shared/api/cache-times';
import { categorySearchQuery } from '../../shared/api/category-products';
import { storefront, unwrap } from '../../shared/api/storefront-client';
import type { BundleCategoryId } from '../../shared/bundle-categories';

export interface SampleBundleRecipe {
  id: string;
  name: string;
  pitch: string;
  /** Each slot is the first product for sale in its category that matches the words. */
  slots: ReadonlyArray<{ categoryId: BundleCategoryId; search: string }>;
}

/** TJ's three looks. Recipes, not product ids: they fill from the live catalogue, so they never point at a product that is gone. */
export const SAMPLE_BUNDLES: readonly SampleBundleRecipe[] = [
  {
    id: 'classic-cruiser',
    name: 'The Classic Cruiser',
    pitch: 'Black leather head to toe: the look that never goes out of style.',
    slots: [
      { categoryId: 'jackets', search: 'leather' },
      { categoryId: 'helmets', search: 'half' },
      { categoryId: 'boots', search: '' },
    ],
  },
  {
    id: 'club-rider',
    name: 'The Club Rider',
    pitch: 'A vest over a flannel, chaps for the wind and a bag for the long way home.',
    slots: [
      { categoryId: 'vests', search: '' },
      { categoryId: 'shirts', search: '' },
      { categoryId: 'bottoms', search: 'chaps' },
      { categoryId: 'luggage', search: '' },
    ],
  },
  {
    id: 'all-weather-tourer',
    name: 'The All-Weather Tourer',
    pitch: 'Textile armour, a full-face lid and luggage for days in the saddle.',
    slots: [
      { categoryId: 'jackets', search: 'textile' },
      { categoryId: 'helmets', search: 'full' },
      { categoryId: 'luggage', search: '' },
    ],
  },
];

export interface SampleBundle extends SampleBundleRecipe {
  items: Array<{ categoryId: BundleCategoryId; product: BundleProduct }>;
}

async function fill(recipe: SampleBundleRecipe): Promise<SampleBundle> {
  const items = await Promise.all(
    recipe.slots.map(async ({ categoryId, search }) => {
      const page = unwrap(await getProductsPage(storefront(), { first: 8, query: categorySearchQuery(categoryId, search) }));
      const product = page.products.map(toBundleProduct).find((p) => p.availableForSale);
      return product ? [{ categoryId, product }] : [];
    }),
  );
  return { ...recipe, items: items.flat() };
}

export const sampleBundlesQuery = () =>
  queryOptions({
    queryKey: ['bundle-studio', 'sample-bundles'] as const,
    queryFn: () => Promise.all(SAMPLE_BUNDLES.map(fill)),
    ...PRODUCTS_CACHE,
  });

export function useSampleBundles() {
  return useQuery(sampleBundlesQuery());
}
