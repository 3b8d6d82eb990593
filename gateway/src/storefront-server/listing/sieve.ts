import { groupOf, type ProductFilterInput } from '../facets';
import { LISTING_METAFIELD_NAMESPACE, PRODUCT_METAFIELDS } from '../metafields';
import type { Ordinals } from '../search/postings';
import type { ProductIndex } from '../search/product-index';
import type { FacetIndex, ValueLists } from './facet-index';

/** A product passes every active filter group. */
export const PASSES = -1;
/** A product fails two groups or more: it counts in no facet. */
export const FAILS_SEVERAL = -2;

/**
 * The active filters run once over a list of products. Filters of one kind are OR-ed, kinds AND-ed;
 * a facet counts the products that pass every *other* group, so each product keeps which group it
 * failed when it failed only one: that is all the facet counts need, in one pass whatever the number
 * of groups.
 */
export interface Sieve {
  /** The products the filters ran over (the query's answer, before filters). */
  base: Ordinals;
  /** Active group keys (see groupOf), in the order the filters name them. */
  groups: string[];
  /** Per position of `base`: PASSES, FAILS_SEVERAL, or the index in `groups` of the one group it fails. */
  state: Int32Array;
}

type Test = (ord: number) => boolean;

const lower = (value: string) => value.toLowerCase();

/** Ids whose value equals `wanted` without regard to case. */
function matching(values: readonly string[], wanted: string, also: (id: number) => boolean = () => true): Uint8Array {
  const w = lower(wanted);
  return Uint8Array.from(values, (value, id) => (lower(value) === w && also(id) ? 1 : 0));
}

/** The product holds one of the ids `hits` marks. */
function holdsAny(lists: ValueLists, hits: Uint8Array): Test {
  const { start, ids } = lists;
  return (ord) => {
    for (let i = start[ord]!, end = start[ord + 1]!; i < end; i += 1) if (hits[ids[i]!] === 1) return true;
    return false;
  };
}

/** Some variant's price lies within [min, max] cents; the product's cheapest and dearest settle most products. */
function priceTest(index: ProductIndex, min: number, max: number): Test {
  return (ord) => {
    const low = index.minPrice[ord]!;
    const high = index.maxPrice[ord]!;
    // No variant with a price (the cheapest is then Infinity, which an open range would take in).
    if (low > high) return false;
    if ((low >= min && low <= max) || (high >= min && high <= max)) return true;
    if (high < min || low > max) return false;
    return index.products[ord]!.variants.some((v) => v.priceCents >= min && v.priceCents <= max);
  };
}

/**
 * The test of one filter, read in the same order of precedence as Shopify's input allows one kind
 * per filter (a filter naming two kinds is read as its first).
 */
function testOf(filter: ProductFilterInput, fi: FacetIndex, index: ProductIndex, flags: Uint8Array | null): Test {
  if (typeof filter.available === 'boolean') {
    if (!flags) throw new Error('an availability filter needs the stock of every product');
    const want = filter.available ? 1 : 0;
    return (ord) => flags[ord] === want;
  }
  if (filter.price) {
    const min = Math.round((filter.price.min ?? 0) * 100);
    const max = filter.price.max === null || filter.price.max === undefined ? Infinity : Math.round(filter.price.max * 100);
    return priceTest(index, min, max);
  }
  if (filter.productType) {
    const hits = matching(fi.types.values, filter.productType);
    return (ord) => hits[fi.types.of[ord]!] === 1;
  }
  if (filter.productVendor) {
    const hits = matching(fi.vendors.values, filter.productVendor);
    return (ord) => hits[fi.vendors.of[ord]!] === 1;
  }
  if (filter.tag) return holdsAny(fi.tags, matching(fi.tags.values, filter.tag));
  const metafield = filter.productMetafield;
  if (metafield) {
    // The catalogue's metafields are booleans: "true" or "false" match, any other value nothing.
    const k = metafield.namespace === LISTING_METAFIELD_NAMESPACE ? PRODUCT_METAFIELDS.findIndex((f) => f.key === metafield.key) : -1;
    if (k < 0 || (metafield.value !== 'true' && metafield.value !== 'false')) return () => false;
    const flagsOfKey = fi.metafields[k]!;
    const want = metafield.value === 'true' ? 1 : 0;
    return (ord) => flagsOfKey[ord] === want;
  }
  const option = filter.variantOption;
  if (option) {
    const { optionNames, optionValues } = fi;
    const names = matching(optionNames.values, option.name);
    return holdsAny(optionValues, matching(optionValues.values, option.value, (id) => names[optionValues.nameOf[id]!] === 1));
  }
  return () => true;
}

/**
 * Runs the filters over `base`. `flags` is the stock per product (1 = for sale), needed only when a
 * filter asks for availability (see usesAvailability).
 */
export function sieve(fi: FacetIndex, index: ProductIndex, base: Ordinals, filters: readonly ProductFilterInput[] | null | undefined, flags: Uint8Array | null): Sieve {
  const byGroup = new Map<string, Test[]>();
  for (const filter of filters ?? []) {
    const key = groupOf(filter);
    if (key) byGroup.set(key, [...(byGroup.get(key) ?? []), testOf(filter, fi, index, flags)]);
  }
  const groups = [...byGroup.keys()];
  const state = new Int32Array(base.length).fill(PASSES);
  groups.forEach((key, g) => {
    const tests = byGroup.get(key)!;
    const test: Test = tests.length === 1 ? tests[0]! : (ord) => tests.some((t) => t(ord));
    for (let i = 0; i < base.length; i += 1) {
      if (!test(base[i]!)) state[i] = state[i] === PASSES ? g : FAILS_SEVERAL;
    }
  });
  return { base, groups, state };
}

/** The products passing every filter, in the order of `base`. */
export function passing(s: Sieve): Ordinals {
  if (s.groups.length === 0) return s.base;
  let count = 0;
  for (let i = 0; i < s.state.length; i += 1) if (s.state[i] === PASSES) count += 1;
  const out = new Uint32Array(count);
  let k = 0;
  for (let i = 0; i < s.state.length; i += 1) if (s.state[i] === PASSES) out[k++] = s.base[i]!;
  return out;
}

/** Whether position `i` of the base counts in the facet of group `key`: it passes every other group. */
export function countsFor(s: Sieve, key: string): (i: number) => boolean {
  const g = s.groups.indexOf(key);
  const { state } = s;
  return (i) => state[i] === PASSES || state[i] === g;
}
