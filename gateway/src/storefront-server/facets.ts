import { LISTING_METAFIELD_NAMESPACE, PRODUCT_METAFIELDS } from './metafields';

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

/** Group key of a filter: filters sharing it are alternatives. Unsupported kinds give null (ignored). */
export function groupOf(filter: ProductFilterInput): string | null {
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

export const usesAvailability = (filters: readonly ProductFilterInput[] | null | undefined): boolean =>
  (filters ?? []).some((f) => typeof f.available === 'boolean');

const listFacet = (id: string, label: string, counts: Map<string, number>, input: (value: string) => object, sort = true): Facet => ({
  id, label, type: 'LIST', presentation: 'TEXT',
  values: [...counts].sort(sort ? (a, b) => a[0].localeCompare(b[0]) : () => 0).map(([value, count]) => ({
    id: `${id}.${value.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, label: value, count, input: JSON.stringify(input(value)),
  })),
});

/** What the facets of a listing count, over the products matching its query (see listing/facet-counts.ts). */
export interface FacetCounts {
  /** Products counted by the availability facet, and of those the ones for sale. */
  inStock: number;
  available: number;
  /** The dearest variant of the products the price facet counts, in cents (0 when none). */
  maxCents: number;
  /** Per value, in the order first met. */
  types: Map<string, number>;
  vendors: Map<string, number>;
  tags: Map<string, number>;
  /** Option names (not `Title`) in the order first met, each with its values' counts. */
  options: Array<{ name: string; counts: Map<string, number> }>;
  /** Per entry of PRODUCT_METAFIELDS: products its facet counts, and of those the ones it holds for. */
  metafields: Array<{ within: number; yes: number }>;
}

/** The facets as Shopify answers them, from their counts. */
export function assembleFacets(counts: FacetCounts): Facet[] {
  return [
    {
      id: 'filter.v.availability', label: 'Availability', type: 'LIST', presentation: 'TEXT',
      values: [
        { id: 'filter.v.availability.1', label: 'In stock', count: counts.available, input: JSON.stringify({ available: true }) },
        { id: 'filter.v.availability.0', label: 'Out of stock', count: counts.inStock - counts.available, input: JSON.stringify({ available: false }) },
      ],
    },
    {
      id: 'filter.v.price', label: 'Price', type: 'PRICE_RANGE', presentation: 'TEXT',
      values: [{ id: 'filter.v.price', label: 'Price', count: 0, input: JSON.stringify({ price: { min: 0, max: counts.maxCents / 100 } }) }],
    },
    listFacet('filter.p.product_type', 'Product type', counts.types, (v) => ({ productType: v })),
    listFacet('filter.p.vendor', 'Brand', counts.vendors, (v) => ({ productVendor: v })),
    listFacet('filter.p.tag', 'Tags', counts.tags, (v) => ({ tag: v })),
    ...counts.options.map(({ name, counts: values }) => listFacet(
      `filter.v.option.${name.toLowerCase()}`, name, values,
      (value) => ({ variantOption: { name: name.toLowerCase(), value } }),
      false,
    )),
    // Boolean metafield filters: Shopify answers them as a list of the values "true" and "false".
    ...PRODUCT_METAFIELDS.map(({ key, label }, k): Facet => {
      const { within, yes } = counts.metafields[k]!;
      const input = (value: boolean) => JSON.stringify({ productMetafield: { namespace: LISTING_METAFIELD_NAMESPACE, key, value: String(value) } });
      return {
        id: `filter.p.m.${LISTING_METAFIELD_NAMESPACE}.${key}`, label, type: 'BOOLEAN', presentation: 'TEXT',
        values: [
          { id: `filter.p.m.${LISTING_METAFIELD_NAMESPACE}.${key}.true`, label: 'Yes', count: yes, input: input(true) },
          { id: `filter.p.m.${LISTING_METAFIELD_NAMESPACE}.${key}.false`, label: 'No', count: within - yes, input: input(false) },
        ],
      };
    }),
  ];
}
