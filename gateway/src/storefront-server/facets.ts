import type { CatalogProduct } from '../catalog/types';
import { LISTING_METAFIELD_NAMESPACE, PRODUCT_METAFIELDS, productMetafieldValue } from './metafields';

/**
 * Storefront filters (`ProductFilter` input) and the facets a collection or search returns with
 * counts. Filters of one kind are OR-ed, different kinds AND-ed; each facet counts products that
 * pass every *other* active filter, so picking "Black" still shows how many "Brown" there are.
 */
export interface ProductFilterInput {
  available?: boolean | null;
  price?: { min?: number | null; max?: number | null } | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: { name: string; value: string } | null;
  productMetafield?: { namespace: string; key: string; value: string } | null;
}

export interface FacetValue { id: string; label: string; count: number; input: string }
export interface Facet { id: string; label: string; type: 'LIST' | 'PRICE_RANGE' | 'BOOLEAN'; presentation: 'TEXT'; values: FacetValue[] }

type Availability = (product: CatalogProduct) => boolean;
type Test = (product: CatalogProduct) => boolean;

const ci = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Group key of a filter: filters sharing it are alternatives. Unsupported kinds give null (ignored). */
function groupOf(filter: ProductFilterInput): string | null {
  if (typeof filter.available === 'boolean') return 'available';
  if (filter.price) return 'price';
  if (filter.productType) return 'productType';
  if (filter.productVendor) return 'productVendor';
  if (filter.tag) return 'tag';
  if (filter.variantOption) return `option:${filter.variantOption.name.toLowerCase()}`;
  // Each metafield is its own group, as in Shopify: "on sale" AND "free shipping", not OR.
  if (filter.productMetafield) return `metafield:${filter.productMetafield.namespace}.${filter.productMetafield.key}`;
  return null;
}

function testOf(filter: ProductFilterInput, isAvailable: Availability): Test {
  if (typeof filter.available === 'boolean') return (p) => isAvailable(p) === filter.available;
  if (filter.price) {
    const min = Math.round((filter.price.min ?? 0) * 100);
    const max = filter.price.max === null || filter.price.max === undefined ? Infinity : Math.round(filter.price.max * 100);
    return (p) => p.variants.some((v) => v.priceCents >= min && v.priceCents <= max);
  }
  if (filter.productType) return (p) => ci(p.productType, filter.productType as string);
  if (filter.productVendor) return (p) => ci(p.vendor, filter.productVendor as string);
  if (filter.tag) return (p) => p.tags.some((t) => ci(t, filter.tag as string));
  const metafield = filter.productMetafield;
  if (metafield) return (p) => productMetafieldValue(p, metafield.namespace, metafield.key) === metafield.value;
  const option = filter.variantOption;
  if (option) return (p) => p.variants.some((v) => v.selectedOptions.some((o) => ci(o.name, option.name) && ci(o.value, option.value)));
  return () => true;
}

function groups(filters: readonly ProductFilterInput[] | null | undefined, isAvailable: Availability): Map<string, Test> {
  const byGroup = new Map<string, Test[]>();
  for (const filter of filters ?? []) {
    const key = groupOf(filter);
    if (key) byGroup.set(key, [...(byGroup.get(key) ?? []), testOf(filter, isAvailable)]);
  }
  return new Map([...byGroup].map(([key, tests]) => [key, (p: CatalogProduct) => tests.some((t) => t(p))]));
}

export const usesAvailability = (filters: readonly ProductFilterInput[] | null | undefined): boolean =>
  (filters ?? []).some((f) => typeof f.available === 'boolean');

/** One predicate for all active filters (null when there is none). */
export function filterPredicate(filters: readonly ProductFilterInput[] | null | undefined, isAvailable: Availability): Test | null {
  const tests = [...groups(filters, isAvailable).values()];
  return tests.length === 0 ? null : (p) => tests.every((t) => t(p));
}

function countList(products: CatalogProduct[], valuesOf: (p: CatalogProduct) => string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of products) for (const value of new Set(valuesOf(p))) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

const listFacet = (id: string, label: string, counts: Map<string, number>, input: (value: string) => object, sort = true): Facet => ({
  id, label, type: 'LIST', presentation: 'TEXT',
  values: [...counts].sort(sort ? (a, b) => a[0].localeCompare(b[0]) : () => 0).map(([value, count]) => ({
    id: `${id}.${value.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, label: value, count, input: JSON.stringify(input(value)),
  })),
});

/** Facets over `base` (products matching the query), counted against the other active filters. */
export function computeFacets(base: CatalogProduct[], filters: readonly ProductFilterInput[] | null | undefined, isAvailable: Availability): Facet[] {
  const active = groups(filters, isAvailable);
  const except = (key: string) => {
    const others = [...active].filter(([k]) => k !== key).map(([, t]) => t);
    return others.length === 0 ? base : base.filter((p) => others.every((t) => t(p)));
  };
  const inStock = except('available');
  const available = inStock.filter(isAvailable).length;
  const priced = except('price');
  const maxCents = priced.reduce((m, p) => Math.max(m, ...p.variants.map((v) => v.priceCents)), 0);
  const optionNames = [...new Set(base.flatMap((p) => p.options.map((o) => o.name)))].filter((n) => n !== 'Title');
  return [
    {
      id: 'filter.v.availability', label: 'Availability', type: 'LIST', presentation: 'TEXT',
      values: [
        { id: 'filter.v.availability.1', label: 'In stock', count: available, input: JSON.stringify({ available: true }) },
        { id: 'filter.v.availability.0', label: 'Out of stock', count: inStock.length - available, input: JSON.stringify({ available: false }) },
      ],
    },
    {
      id: 'filter.v.price', label: 'Price', type: 'PRICE_RANGE', presentation: 'TEXT',
      values: [{ id: 'filter.v.price', label: 'Price', count: 0, input: JSON.stringify({ price: { min: 0, max: maxCents / 100 } }) }],
    },
    listFacet('filter.p.product_type', 'Product type', countList(except('productType'), (p) => (p.productType ? [p.productType] : [])), (v) => ({ productType: v })),
    listFacet('filter.p.vendor', 'Brand', countList(except('productVendor'), (p) => [p.vendor]), (v) => ({ productVendor: v })),
    listFacet('filter.p.tag', 'Tags', countList(except('tag'), (p) => p.tags), (v) => ({ tag: v })),
    ...optionNames.map((name) => listFacet(
      `filter.v.option.${name.toLowerCase()}`, name,
      countList(except(`option:${name.toLowerCase()}`), (p) => p.variants.flatMap((v) => v.selectedOptions.filter((o) => o.name === name).map((o) => o.value))),
      (value) => ({ variantOption: { name: name.toLowerCase(), value } }),
      false,
    )),
    // Boolean metafield filters: Shopify answers them as a list of the values "true" and "false".
    ...PRODUCT_METAFIELDS.map(({ key, label, test }): Facet => {
      const within = except(`metafield:${LISTING_METAFIELD_NAMESPACE}.${key}`);
      const yes = within.filter(test).length;
      const input = (value: boolean) => JSON.stringify({ productMetafield: { namespace: LISTING_METAFIELD_NAMESPACE, key, value: String(value) } });
      return {
        id: `filter.p.m.${LISTING_METAFIELD_NAMESPACE}.${key}`, label, type: 'BOOLEAN', presentation: 'TEXT',
        values: [
          { id: `filter.p.m.${LISTING_METAFIELD_NAMESPACE}.${key}.true`, label: 'Yes', count: yes, input: input(true) },
          { id: `filter.p.m.${LISTING_METAFIELD_NAMESPACE}.${key}.false`, label: 'No', count: within.length - yes, input: input(false) },
        ],
      };
    }),
  ];
}
