import { CategoryPage } from './components/category-page';

/** `/shop/:category`: the dedicated pages (tabs, sections, feature blocks) or the generic one. */
export function ShopCategoryPage() {
  return <CategoryPage mode="shop" />;
}

/** `/category/:slug?type=…`: the header's category links. */
export function CategoryRoutePage() {
  return <CategoryPage mode="category" />;
}
