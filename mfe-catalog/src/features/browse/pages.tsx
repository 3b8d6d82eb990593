import type { PageQueries } from '@tjb/ui/page-data';
import { resolveCategory } from '../../shared/category/categories';
import { CategoryPage, categoryPageQuery } from './components/category-page';

/** `/shop/:category`: the dedicated pages (tabs, sections, feature blocks) or the generic one. */
export function ShopCategoryPage() {
  return <CategoryPage mode="shop" />;
}

/** `/category/:slug?type=…`: the header's category links. */
export function CategoryRoutePage() {
  return <CategoryPage mode="category" />;
}

/** Both routes' first render: the listing of the category's tab the URL opens (none for an unknown category). */
export const pageQueries: PageQueries = ({ params, search }) => {
  const mode = params.category !== undefined ? 'shop' : 'category';
  const category = resolveCategory(mode === 'shop' ? params.category : params.slug);
  return category ? [categoryPageQuery(category, mode, search)] : [];
};
