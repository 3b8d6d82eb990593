export type SortKey =
  | 'relevance' | 'price-low' | 'price-high' | 'newest' | 'popularity'
  | 'title' | 'title-desc' | 'created' | 'created-desc' | 'vendor';

export interface SortOption { key: SortKey; label: string }

/**
 * Category grid (spec 000 §9, 001 §9). 'Customer Rating' is left out: the catalogue has no ratings, and
 * a sort on a made-up number would be a lie. 'Most Popular' is the store's best-selling order.
 */
export const CATEGORY_SORTS: readonly SortOption[] = [
  { key: 'relevance', label: 'Best Match' },
  { key: 'price-low', label: 'Price: Low to High' },
  { key: 'price-high', label: 'Price: High to Low' },
  { key: 'newest', label: 'Newest First' },
  { key: 'popularity', label: 'Most Popular' },
];

/** All-products page: the seven options of spec 001 §9. */
export const ALL_PRODUCTS_SORTS: readonly SortOption[] = [
  { key: 'relevance', label: 'Best Match' },
  { key: 'price-low', label: 'Price: Low to High' },
  { key: 'price-high', label: 'Price: High to Low' },
  { key: 'title', label: 'Name: A to Z' },
  { key: 'title-desc', label: 'Name: Z to A' },
  { key: 'created', label: 'Oldest First' },
  { key: 'created-desc', label: 'Newest First' },
];

/** Complete catalog page: title, price-low, price-high, vendor, newest (spec 001 §9). */
export const CATALOG_SORTS: readonly SortOption[] = [
  { key: 'title', label: 'Name: A to Z' },
  { key: 'price-low', label: 'Price: Low to High' },
  { key: 'price-high', label: 'Price: High to Low' },
  { key: 'vendor', label: 'Brand' },
  { key: 'newest', label: 'Newest First' },
];
