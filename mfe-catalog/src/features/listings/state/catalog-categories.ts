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
