import { assembleFacets, type Facet, type FacetCounts } from '../facets';
import { LISTING_METAFIELD_NAMESPACE, PRODUCT_METAFIELDS } from '../metafields';
import type { FacetIndex, ValueLists } from './facet-index';
import { countsFor, type Sieve } from './sieve';

/**
 * Counts per value id, and the ids in the order first counted: the order a Map of the values would
 * have, which the facets keep (and sort, for the lists Shopify answers sorted).
 */
class Tally {
  private readonly counts: Uint32Array;

  private readonly order: number[] = [];

  constructor(private readonly values: readonly string[]) {
    this.counts = new Uint32Array(values.length);
  }

  add(id: number): void {
    const before = this.counts[id]!;
    this.counts[id] = before + 1;
    if (before === 0) this.order.push(id);
  }

  toMap(): Map<string, number> {
    return new Map(this.order.map((id) => [this.values[id]!, this.counts[id]!]));
  }
}

function countLists(s: Sieve, key: string, lists: ValueLists, keep: (id: number) => boolean = () => true): Map<string, number> {
  const tally = new Tally(lists.values);
  const counted = countsFor(s, key);
  const { start, ids } = lists;
  for (let i = 0; i < s.base.length; i += 1) {
    if (!counted(i)) continue;
    const ord = s.base[i]!;
    for (let j = start[ord]!, end = start[ord + 1]!; j < end; j += 1) if (keep(ids[j]!)) tally.add(ids[j]!);
  }
  return tally.toMap();
}

function countOne(s: Sieve, key: string, field: { values: string[]; of: Uint32Array }, skip?: string): Map<string, number> {
  const tally = new Tally(field.values);
  const counted = countsFor(s, key);
  for (let i = 0; i < s.base.length; i += 1) {
    if (!counted(i)) continue;
    const id = field.of[s.base[i]!]!;
    if (field.values[id] !== skip) tally.add(id);
  }
  return tally.toMap();
}

/** Option names of the products of the base, in the order first met, `Title` (no real option) left out. */
function optionNamesOf(fi: FacetIndex, base: Uint32Array): number[] {
  const { start, ids, values } = fi.optionNames;
  const seen = new Uint8Array(values.length);
  const names: number[] = [];
  for (let i = 0; i < base.length && names.length < values.length; i += 1) {
    const ord = base[i]!;
    for (let j = start[ord]!, end = start[ord + 1]!; j < end; j += 1) {
      const id = ids[j]!;
      if (seen[id] === 0) {
        seen[id] = 1;
        names.push(id);
      }
    }
  }
  return names.filter((id) => values[id] !== 'Title');
}

/** The facet counts of a sieved listing; `flags` is the stock of every product (1 = for sale). */
export function countFacets(fi: FacetIndex, s: Sieve, flags: Uint8Array): FacetCounts {
  const { base } = s;
  let inStock = 0;
  let available = 0;
  const countsStock = countsFor(s, 'available');
  let maxCents = 0;
  const countsPrice = countsFor(s, 'price');
  for (let i = 0; i < base.length; i += 1) {
    const ord = base[i]!;
    if (countsStock(i)) {
      inStock += 1;
      if (flags[ord] === 1) available += 1;
    }
    if (countsPrice(i)) maxCents = Math.max(maxCents, fi.highestPrice[ord]!);
  }
  const metafields = PRODUCT_METAFIELDS.map(({ key }, k) => {
    const counted = countsFor(s, `metafield:${LISTING_METAFIELD_NAMESPACE}.${key}`);
    const holds = fi.metafields[k]!;
    let within = 0;
    let yes = 0;
    for (let i = 0; i < base.length; i += 1) {
      if (!counted(i)) continue;
      within += 1;
      yes += holds[base[i]!]!;
    }
    return { within, yes };
  });
  const { optionValues } = fi;
  return {
    inStock,
    available,
    maxCents,
    // A product without a type has none to count.
    types: countOne(s, 'productType', fi.types, ''),
    vendors: countOne(s, 'productVendor', fi.vendors),
    tags: countLists(s, 'tag', fi.tags),
    options: optionNamesOf(fi, base).map((nameId) => {
      const name = fi.optionNames.values[nameId]!;
      return { name, counts: countLists(s, `option:${name.toLowerCase()}`, optionValues, (id) => optionValues.nameOf[id] === nameId) };
    }),
    metafields,
  };
}

export const facetsOf = (fi: FacetIndex, s: Sieve, flags: Uint8Array): Facet[] => assembleFacets(countFacets(fi, s, flags));
