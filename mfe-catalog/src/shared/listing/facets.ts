import { findSubtype, type CategoryStyle, type ListingFacet } from '@tjb/storefront';
import { typeKey, type ListDimension, type ListingFilters, type ToggleDimension } from './filters';
import { OFFER_METAFIELDS, type FacetUse } from './storefront-request';

export interface FacetOption { value: string; label: string; count: number; selected: boolean }
export interface ListFacet { id: ListDimension; title: string; options: FacetOption[] }
export interface ToggleFacet { id: ToggleDimension; label: string; count: number; selected: boolean }
export interface Facets {
  lists: ListFacet[];
  toggles: ToggleFacet[];
  /** The price range of the products passing the other filters (the price facet's range). */
  priceBounds: { min: number; max: number } | null;
}

export const NO_FACETS: Facets = { lists: [], toggles: [], priceBounds: null };

const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', '3XL', '4XL', '5XL', 'ONE SIZE', 'OS'];
function sizeRank(size: string): number {
  const i = SIZE_ORDER.indexOf(size.toUpperCase());
  if (i >= 0) return i;
  const n = Number.parseFloat(size);
  return Number.isFinite(n) ? 100 + n : 10_000;
}

const TITLES: Record<ListDimension, string> = { types: 'Category', styles: 'Style', vendors: 'Brand', sizes: 'Size', colors: 'Color' };

/**
 * A facet as a listing keeps it (keptFacets): a value of a group the panel reads by its label has no
 * `input`, since nothing reads it there.
 */
export type KeptFacet = Omit<ListingFacet, 'values'> & { values: Array<{ label: string; count: number; input?: unknown }> };

/**
 * The groups the panel reads by each value's label (and count); the others (availability, price, the
 * offers' metafields) are read by each value's `input`.
 */
const BY_LABEL = {
  types: 'filter.p.product_type',
  styles: 'filter.p.tag',
  vendors: 'filter.p.vendor',
  sizes: 'filter.v.option.size',
  colors: 'filter.v.option.color',
} as const;
const READ_BY_LABEL = new Set<string>(Object.values(BY_LABEL));

/** The one group a page without a filter panel keeps: its counts are the listing's size (totalFromFacets). */
const AVAILABILITY = 'filter.v.availability';

/** A facet value's `input`: the ProductFilter it stands for (Shopify sends it as a JSON string). */
function inputOf(value: { input?: unknown }): Record<string, unknown> {
  if (typeof value.input !== 'string') return (value.input ?? {}) as Record<string, unknown>;
  try {
    return JSON.parse(value.input) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const byId = (facets: readonly KeptFacet[], id: string) => facets.find((f) => f.id.toLowerCase() === id);

export interface FacetScope {
  /** The page's product types: the Category group offers only these (empty: any). */
  productTypes: readonly string[];
  /** The category's styles: the Style group offers these tags under their names. */
  styles: readonly CategoryStyle[];
}

type Option = { value: string; label: string; count: number };

function listFacet(id: ListDimension, found: Option[], chosen: readonly string[], order?: readonly string[]): ListFacet {
  const options = new Map<string, FacetOption>();
  for (const o of found) {
    const key = o.value.toLowerCase();
    const entry = options.get(key);
    if (entry) entry.count += o.count;
    else options.set(key, { ...o, selected: false });
  }
  // A chosen value stays visible (with 0) so it can be unticked.
  for (const value of chosen) if (!options.has(value.toLowerCase())) options.set(value.toLowerCase(), { value, label: value, count: 0, selected: true });
  const list = [...options.values()].map((o) => ({ ...o, selected: chosen.some((c) => c.toLowerCase() === o.value.toLowerCase()) }));
  if (order) list.sort((a, b) => rank(order, a.value) - rank(order, b.value));
  else if (id === 'sizes') list.sort((a, b) => sizeRank(a.value) - sizeRank(b.value) || compareLabels(a.label, b.label));
  else list.sort((a, b) => compareLabels(a.label, b.label));
  return { id, title: TITLES[id], options: list };
}

/**
 * Labels in the order localeCompare gives the shop's facet labels (letters without regard to case, then
 * lower case first; facets.test.ts compares the two), without it: the first localeCompare builds ICU's
 * collator, ~10 ms of main thread on a desktop CPU while a listing hydrates, a long task on a phone.
 */
export function compareLabels(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a === b ? 0 : a > b ? -1 : 1;
}

const rank = (order: readonly string[], value: string) => {
  const i = order.indexOf(value.toLowerCase());
  return i < 0 ? order.length : i;
};

/** How many products a BOOLEAN-like facet counts for its "true" value (availability, a metafield). */
function countOfTrue(facet: KeptFacet | undefined, test: (input: Record<string, unknown>) => boolean): number | null {
  if (!facet) return null;
  const value = facet.values.find((v) => test(inputOf(v)));
  return value ? value.count : 0;
}

const metafieldTrue = (field: { namespace: string; key: string }) => (input: Record<string, unknown>) => {
  const m = input.productMetafield as { namespace?: string; key?: string; value?: string } | undefined;
  return m?.namespace === field.namespace && m.key === field.key && m.value === 'true';
};

/**
 * The filter panel's groups from the Storefront's `filters` answer: each count is the API's (products
 * passing every other chosen filter), nothing is counted in the browser.
 */
export function facetsFromStorefront(facets: readonly KeptFacet[], f: ListingFilters, scope: FacetScope): Facets {
  const values = (id: string) => byId(facets, id)?.values ?? [];
  const inPage = (type: string) => scope.productTypes.length === 0 || scope.productTypes.some((t) => t.toLowerCase() === type.toLowerCase());
  const types = values(BY_LABEL.types).filter((v) => inPage(v.label))
    .map((v) => ({ value: typeKey(v.label), label: findSubtype(v.label)?.productType ?? v.label, count: v.count }));
  const styles = scope.styles.flatMap((s) => values(BY_LABEL.styles).filter((v) => v.label.toLowerCase() === s.tag).map((v) => ({ value: s.tag, label: s.name, count: v.count })));
  const plain = (id: string) => values(id).map((v) => ({ value: v.label, label: v.label, count: v.count }));
  const lists = [
    listFacet('types', types, f.types),
    listFacet('styles', styles, f.styles, scope.styles.map((s) => s.tag)),
    listFacet('vendors', plain(BY_LABEL.vendors), f.vendors),
    listFacet('sizes', plain(BY_LABEL.sizes), f.sizes),
    listFacet('colors', plain(BY_LABEL.colors), f.colors),
  ]
    // One option is no choice at all, unless it is the one already chosen.
    .filter((facet) => facet.options.length > 1 || facet.options.some((o) => o.selected));

  const toggle = (id: ToggleDimension, label: string, count: number | null): ToggleFacet[] =>
    count === null && !f[id] ? [] : [{ id, label, count: count ?? 0, selected: f[id] }];
  const toggles = [
    ...toggle('inStock', 'In Stock', countOfTrue(byId(facets, AVAILABILITY), (i) => i.available === true)),
    ...toggle('onSale', 'On Sale', countOfTrue(byId(facets, `filter.p.m.${OFFER_METAFIELDS.onSale.namespace}.${OFFER_METAFIELDS.onSale.key}`), metafieldTrue(OFFER_METAFIELDS.onSale))),
    ...toggle('freeShipping', 'Free Shipping', countOfTrue(byId(facets, `filter.p.m.${OFFER_METAFIELDS.freeShipping.namespace}.${OFFER_METAFIELDS.freeShipping.key}`), metafieldTrue(OFFER_METAFIELDS.freeShipping))),
    // A choice that would leave no product is hidden, unless it is the one already chosen.
  ].filter((t) => t.count > 0 || t.selected);

  const priceFacet = facets.find((x) => x.type === 'PRICE_RANGE');
  const range = priceFacet?.values[0] ? (inputOf(priceFacet.values[0]).price as { min?: number; max?: number } | undefined) : undefined;
  const priceBounds = range && typeof range.max === 'number' && range.max > 0 ? { min: Math.floor(range.min ?? 0), max: Math.ceil(range.max) } : null;
  return { lists, toggles, priceBounds };
}

/**
 * The facets a listing page keeps (in its cache, and so in a server-rendered page's state): what the
 * page reads of them and no more. A page without a filter panel (the catalog, all products) reads only
 * its count, from the availability group: the other groups of the whole catalogue (81 product types,
 * every size and colour) were 19 KB of each such page's HTML. A panel reads a group of labels by label,
 * so those values keep no `input`; the tag group counts every tag of the listed products (over a
 * hundred on a search) but the panel offers only the category's style tags (facetsFromStorefront), so
 * its other values are dropped. `styleTags` is the page's ListingScope.styleTags.
 */
export function keptFacets(facets: readonly ListingFacet[], use: FacetUse, styleTags: readonly string[] = []): KeptFacet[] {
  if (use === 'count') return facets.filter((f) => f.id.toLowerCase() === AVAILABILITY);
  const styles = new Set(styleTags.map((t) => t.toLowerCase()));
  return facets.map((f) => {
    const id = f.id.toLowerCase();
    if (!READ_BY_LABEL.has(id)) return f;
    const values = id === BY_LABEL.styles ? f.values.filter((v) => styles.has(v.label.toLowerCase())) : f.values;
    return { ...f, values: values.map(({ label, count }) => ({ label, count })) };
  });
}

/**
 * How many products the listing holds, from the facets (Shopify's collection connections have no
 * count): the availability facet partitions them into in stock and out of stock. Null when the store
 * answers no such facet; the page then shows "Showing 1–9" and a next page from `pageInfo`.
 */
export function totalFromFacets(facets: readonly KeptFacet[], f: ListingFilters): number | null {
  const availability = byId(facets, AVAILABILITY);
  if (!availability) return null;
  // Its counts leave out the availability choice itself: with "In Stock" on, only that value is the list.
  return availability.values.reduce((sum, v) => (!f.inStock || inputOf(v).available === true ? sum + v.count : sum), 0);
}
