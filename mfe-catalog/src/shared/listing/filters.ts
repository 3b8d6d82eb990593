import { findSubtype } from '@tjb/storefront';
import {
  hasFreeShipping, hasTag, isAvailable, isOnSale, cardPrice, optionValues, type ListingProduct,
} from '../product/product-facts';
import { matchesSearch } from './search';

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
type Dimension = ListDimension | ToggleDimension | 'price';

const slug = (text: string) => text.toLowerCase().replace(/['’]/g, '').replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The filter value of a product type: its header slug when mapped, else a slug of the type. */
export const typeKey = (productType: string): string => findSubtype(productType)?.slug ?? slug(productType);

const eq = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const anyOf = (wanted: readonly string[], have: readonly string[]) => wanted.some((w) => have.some((h) => eq(w, h)));

const tests: Record<Dimension, (p: ListingProduct, f: ListingFilters) => boolean> = {
  // A `type` that is not a product type (an old `?type=full-face` link) still matches products tagged with it.
  types: (p, f) => f.types.length === 0 || f.types.some((t) => eq(t, typeKey(p.productType)) || eq(t, p.productType) || hasTag(p, t)),
  styles: (p, f) => f.styles.length === 0 || f.styles.some((s) => hasTag(p, s)),
  vendors: (p, f) => f.vendors.length === 0 || f.vendors.some((v) => eq(v, p.vendor)),
  sizes: (p, f) => f.sizes.length === 0 || anyOf(f.sizes, optionValues(p, 'size')),
  colors: (p, f) => f.colors.length === 0 || anyOf(f.colors, optionValues(p, 'color')),
  price: (p, f) => {
    const price = cardPrice(p);
    return (f.priceMin === null || price >= f.priceMin) && (f.priceMax === null || price <= f.priceMax);
  },
  inStock: (p, f) => !f.inStock || isAvailable(p),
  onSale: (p, f) => !f.onSale || isOnSale(p),
  freeShipping: (p, f) => !f.freeShipping || hasFreeShipping(p),
};
const DIMENSIONS = Object.keys(tests) as Dimension[];

/** Passes the search and every filter, except the dimension being counted. */
export function matchesFilters(p: ListingProduct, f: ListingFilters, except?: Dimension): boolean {
  if (!matchesSearch(p, f.search)) return false;
  return DIMENSIONS.every((d) => d === except || tests[d](p, f));
}

export const applyFilters = <P extends ListingProduct>(products: readonly P[], f: ListingFilters): P[] => products.filter((p) => matchesFilters(p, f));

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
