import { findSubtype, type CategoryStyle } from '@tjb/storefront';
import { isAvailable, isOnSale, hasFreeShipping, cardPrice, optionValues, type ListingProduct } from '../product/product-facts';
import { matchesFilters, typeKey, type ListDimension, type ListingFilters, type ToggleDimension } from './filters';

export interface FacetOption { value: string; label: string; count: number; selected: boolean }
export interface ListFacet { id: ListDimension; title: string; options: FacetOption[] }
export interface ToggleFacet { id: ToggleDimension; label: string; count: number; selected: boolean }
export interface Facets {
  lists: ListFacet[];
  toggles: ToggleFacet[];
  /** Lowest and highest price among products passing the other filters. */
  priceBounds: { min: number; max: number } | null;
}

const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', '3XL', '4XL', '5XL', 'ONE SIZE', 'OS'];
function sizeRank(size: string): number {
  const i = SIZE_ORDER.indexOf(size.toUpperCase());
  if (i >= 0) return i;
  const n = Number.parseFloat(size);
  return Number.isFinite(n) ? 100 + n : 10_000;
}

const rank = (order: readonly string[], value: string) => {
  const i = order.indexOf(value.toLowerCase());
  return i < 0 ? order.length : i;
};

type Values = (p: ListingProduct) => Array<{ value: string; label: string }>;

const VALUE_OF: Record<ListDimension, Values> = {
  types: (p) => (p.productType ? [{ value: typeKey(p.productType), label: findSubtype(p.productType)?.productType ?? p.productType }] : []),
  styles: () => [],
  vendors: (p) => (p.vendor ? [{ value: p.vendor, label: p.vendor }] : []),
  sizes: (p) => optionValues(p, 'size').map((v) => ({ value: v, label: v })),
  colors: (p) => optionValues(p, 'color').map((v) => ({ value: v, label: v })),
};

const TITLES: Record<ListDimension, string> = { types: 'Category', styles: 'Style', vendors: 'Brand', sizes: 'Size', colors: 'Color' };

function countList(products: readonly ListingProduct[], f: ListingFilters, id: ListDimension, valuesOf: Values, order?: readonly string[]): ListFacet {
  const counts = new Map<string, FacetOption>();
  for (const p of products) {
    if (!matchesFilters(p, f, id)) continue;
    const seen = new Set<string>();
    for (const { value, label } of valuesOf(p)) {
      const key = value.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = counts.get(key) ?? { value, label, count: 0, selected: false };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  // A chosen value stays visible (with 0) so it can be unticked.
  for (const value of f[id]) if (!counts.has(value.toLowerCase())) counts.set(value.toLowerCase(), { value, label: value, count: 0, selected: true });
  const options = [...counts.values()].map((o) => ({ ...o, selected: f[id].some((v) => v.toLowerCase() === o.value.toLowerCase()) }));
  if (order) options.sort((a, b) => rank(order, a.value) - rank(order, b.value));
  else if (id === 'sizes') options.sort((a, b) => sizeRank(a.value) - sizeRank(b.value) || a.label.localeCompare(b.label));
  else options.sort((a, b) => a.label.localeCompare(b.label));
  return { id, title: TITLES[id], options };
}

/** Filter groups with counts from the data: each count respects every other active filter. */
export function computeFacets(products: readonly ListingProduct[], f: ListingFilters, styles: readonly CategoryStyle[] = []): Facets {
  const styleValues: Values = (p) => styles.filter((s) => p.tags.some((t) => t.toLowerCase() === s.tag)).map((s) => ({ value: s.tag, label: s.name }));
  const lists = (['types', 'styles', 'vendors', 'sizes', 'colors'] as const)
    .map((id) => (id === 'styles' ? countList(products, f, id, styleValues, styles.map((s) => s.tag)) : countList(products, f, id, VALUE_OF[id])))
    // One option is no choice at all, unless it is the one already chosen.
    .filter((facet) => facet.options.length > 1 || facet.options.some((o) => o.selected));

  const toggle = (id: ToggleDimension, label: string, test: (p: ListingProduct) => boolean): ToggleFacet => ({
    id, label, selected: f[id], count: products.filter((p) => matchesFilters(p, f, id) && test(p)).length,
  });
  // A choice that would leave no product is hidden, unless it is the one already chosen.
  const toggles = [
    toggle('inStock', 'In Stock', isAvailable),
    toggle('onSale', 'On Sale', isOnSale),
    toggle('freeShipping', 'Free Shipping', hasFreeShipping),
  ].filter((t) => t.count > 0 || t.selected);

  let low = Infinity;
  let high = -Infinity;
  for (const p of products) {
    if (!matchesFilters(p, f, 'price')) continue;
    const price = cardPrice(p);
    low = Math.min(low, price);
    high = Math.max(high, price);
  }
  const priceBounds = Number.isFinite(low) ? { min: Math.floor(low), max: Math.ceil(high) } : null;
  return { lists, toggles, priceBounds };
}
