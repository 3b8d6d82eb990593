import { resolveCategory } from '../../../shared/category/categories';
import type { ListingProduct } from '../../../shared/product/product-facts';

/** Spec 001 §9: the complete catalog's category filter. */
export const CATALOG_CATEGORIES = [
  { value: 'all', label: 'All Categories' },
  { value: 'helmets', label: 'Helmets' },
  { value: 'leather-jackets', label: 'Leather Jackets' },
  { value: 'vests', label: 'Vests' },
  { value: 'chaps', label: 'Chaps' },
  { value: 'bottoms', label: 'Bottoms' },
  { value: 'shirts', label: 'Shirts' },
  { value: 'boots', label: 'Boots' },
  { value: 'luggage', label: 'Luggage' },
  { value: 'bike-gear', label: 'Bike Gear' },
] as const;

export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number]['value'];

export const parseCatalogCategory = (value: string | null): CatalogCategory =>
  CATALOG_CATEGORIES.find((c) => c.value === value)?.value ?? 'all';

/** Whether a product belongs to the chosen category (its product type is one of the category's). */
export function inCatalogCategory(p: ListingProduct, category: CatalogCategory): boolean {
  if (category === 'all') return true;
  const types = resolveCategory(category)?.subtypes.map((s) => s.productType.toLowerCase()) ?? [];
  return types.includes(p.productType.toLowerCase());
}
