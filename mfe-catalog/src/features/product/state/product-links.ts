import { categoryForProductType, findSubtype } from '@tjb/storefront';
import { paths } from '@tjb/shop-contracts';

/** Where a product type's breadcrumb goes: its category page narrowed to that type, else the shop's search. */
export function productTypeHref(productType: string): string {
  const category = categoryForProductType(productType);
  const subtype = findSubtype(productType);
  if (category) return paths.category(category.slug, subtype?.slug);
  return paths.shop({ search: productType });
}
