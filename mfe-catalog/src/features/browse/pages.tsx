import type { PageMatch, PageQueries, PageStatus } from '@tjb/ui/page-data';
import { productCountQuery } from '../../shared/api/count-products';
import { resolveCategory } from '../../shared/category/categories';
import { CategoryPage, categoryPageQuery, categoryTab } from './components/category-page';

/** `/shop/:category`: the dedicated pages (tabs, sections, feature blocks) or the generic one. */
export function ShopCategoryPage() {
  return <CategoryPage mode="shop" />;
}

/** `/category/:slug?type=…`: the header's category links. */
export function CategoryRoutePage() {
  return <CategoryPage mode="category" />;
}

/** The category both routes' URL names (`/shop/:category`, `/category/:slug`), undefined when it names none. */
function categoryAt({ params }: PageMatch) {
  const mode = params.category !== undefined ? 'shop' : 'category';
  return { mode, category: resolveCategory(mode === 'shop' ? params.category : params.slug) } as const;
}

/** An unknown category is a 404 by its name alone (CategoryNotFound asks for it in the render). */
export const pageStatus: PageStatus = (match) => (categoryAt(match).category ? undefined : 404);

/** Both routes' first render: the listing of the category's tab the URL opens and its sections' counts (none for an unknown category). */
export const pageQueries: PageQueries = (match) => {
  const { mode, category } = categoryAt(match);
  const { search } = match;
  if (!category) return [];
  // A dedicated page's sections show how many products each subpage holds (SubpageSections).
  const sections = categoryTab(category, mode, search).dedicated ? category.subpages.map((s) => productCountQuery(s.query)) : [];
  return [categoryPageQuery(category, mode, search), ...sections];
};
