import type { CategoryShowcaseQuery } from '../generated/operation-types';
import { findCategory, SHOWCASE_CATEGORY_SLUGS } from '../category-map';
import type { StorefrontClient } from '../client';
import { CATEGORY_SHOWCASE_QUERY } from '../queries/products';
import type { CategoryShowcaseEntry, StorefrontError, StorefrontResult } from '../types';
import { buildCategoryQuery } from './category-query';
import { run } from './run';

/** Served by the gateway for every category: a drawing of the category, used when it has no product image. */
export const fallbackCategoryImage = (slug: string) => `/media/categories/${slug}.svg`;
const FEATURED_SLUGS = new Set(['helmets', 'leather-jackets', 'vests']);

/** getCategoryShowcase (spec 001 §7): per showcase category its count (≤250) and first product image. */
export async function getCategoryShowcase(client: StorefrontClient): Promise<StorefrontResult<CategoryShowcaseEntry[]>> {
  let firstError: StorefrontError | null = null;
  const entries = await Promise.all(SHOWCASE_CATEGORY_SLUGS.map(async (slug): Promise<CategoryShowcaseEntry> => {
    const category = findCategory(slug);
    const query = buildCategoryQuery(slug) ?? '';
    const answer = await run(client, 'CategoryShowcase', CATEGORY_SHOWCASE_QUERY, { query }, (w: CategoryShowcaseQuery) => w.products.nodes, [], { cache: 'short' });
    if (!answer.ok) firstError ??= answer.error;
    const image = answer.data.find((p) => p.featuredImage)?.featuredImage;
    return {
      slug,
      name: category?.name ?? slug,
      href: `/category/${slug}`,
      description: category?.tagline ?? '',
      featured: FEATURED_SLUGS.has(slug),
      count: answer.data.length,
      image: image ? { src: image.url, altText: image.altText } : { src: fallbackCategoryImage(slug), altText: category?.name ?? slug },
    };
  }));
  return firstError ? { ok: false, data: entries, error: firstError } : { ok: true, data: entries };
}
