import { findSubtype } from '@tjb/storefront';

export interface ListingFilters {
  search: string;
  /** Product types, as subtype slugs (`mens-leather-jackets`) where the category map knows them. */
  types: string[];
  /** Style tags of the category (`full-face`). */
  styles: string[];
  vendors: string[];
  sizes: string[];
  colors: string[];
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
  onSale: boolean;
  freeShipping: boolean;
}

export const EMPTY_FILTERS: ListingFilters = {
  search: '', types: [], styles: [], vendors: [], sizes: [], colors: [],
  priceMin: null, priceMax: null, inStock: false, onSale: false, freeShipping: false,
};

export type ListDimension = 'types' | 'styles' | 'vendors' | 'sizes' | 'colors';
export type ToggleDimension = 'inStock' | 'onSale' | 'freeShipping';

const slug = (text: string) => text.toLowerCase().replace(/['’]/g, '').replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The filter value of a product type: its header slug when mapped, else a slug of the type. */
export const typeKey = (productType: string): string => findSubtype(productType)?.slug ?? slug(productType);

const eq = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** How many options are chosen (the filter button's badge); search is not a filter. */
export function activeFilterCount(f: ListingFilters): number {
  return f.types.length + f.styles.length + f.vendors.length + f.sizes.length + f.colors.length
    + (f.priceMin !== null || f.priceMax !== null ? 1 : 0) + Number(f.inStock) + Number(f.onSale) + Number(f.freeShipping);
}

/** Clear All: every filter and the price range go; the search stays (it has its own clear). */
export const clearFilters = (f: ListingFilters): ListingFilters => ({ ...EMPTY_FILTERS, search: f.search });

export function toggleValue(f: ListingFilters, dimension: ListDimension, value: string): ListingFilters {
  const current = f[dimension];
  const next = current.some((v) => eq(v, value)) ? current.filter((v) => !eq(v, value)) : [...current, value];
  return { ...f, [dimension]: next };
}
