import type { CatalogProduct } from '../../catalog/types';
import { Interner } from '../interner';
import { PRODUCT_METAFIELDS } from '../metafields';
import type { ProductIndex } from '../search/product-index';

/**
 * One field's values for every product, as small integers: product `ord`'s ids are
 * `ids[start[ord]]…ids[start[ord + 1] - 1]`, in the order the product holds them, without repeats.
 */
export interface ValueLists {
  /** The value of each id. */
  values: string[];
  start: Uint32Array;
  ids: Uint32Array;
}

/**
 * What filters and facet counts read of each product, built once per catalogue (catalogue objects
 * are read-only, so it never goes stale): a filter or a count is then integer look-ups per product,
 * never a getter, a closure over product objects or a Set of strings. Generated products rebuild
 * `options` on every read; here they are read once, at start-up.
 */
export interface FacetIndex {
  size: number;
  /** Product type and vendor: one value per product. */
  types: { values: string[]; of: Uint32Array };
  vendors: { values: string[]; of: Uint32Array };
  tags: ValueLists;
  /** Names of the product's options (`product.options`), in its order. */
  optionNames: ValueLists;
  /**
   * (option name, value) pairs of the product's variants (`selectedOptions`), in the order its
   * variants list them; `values[id]` is the value and `nameOf[id]` the `optionNames` id of its name.
   */
  optionValues: ValueLists & { nameOf: Uint32Array };
  /** Per entry of PRODUCT_METAFIELDS, 1 where its test holds. */
  metafields: Uint8Array[];
  /** `Math.max` of the product's variant prices in cents: -Infinity without variants, NaN if one is NaN. */
  highestPrice: Float64Array;
}

/** Builds a ValueLists product by product (products in ordinal order). */
class ListsBuilder {
  private readonly start: number[] = [0];

  private readonly ids: number[] = [];

  /** Adds `id` to the current product unless it already holds it (lists are short: a linear check). */
  add(id: number): void {
    const from = this.start[this.start.length - 1]!;
    for (let i = from; i < this.ids.length; i += 1) if (this.ids[i] === id) return;
    this.ids.push(id);
  }

  /** Closes the current product's list. */
  next(): void {
    this.start.push(this.ids.length);
  }

  build(values: string[]): ValueLists {
    return { values, start: Uint32Array.from(this.start), ids: Uint32Array.from(this.ids) };
  }
}

function highest(product: CatalogProduct): number {
  let max = -Infinity;
  // Math.max's own rule, as a spread of the prices would apply it: NaN wins.
  for (const v of product.variants) max = Math.max(max, v.priceCents);
  return max;
}

export function buildFacetIndex(products: readonly CatalogProduct[]): FacetIndex {
  const size = products.length;
  const types = new Interner();
  const vendors = new Interner();
  const tags = new Interner();
  const names = new Interner();
  // Pair ids per option name, then per value.
  const pairs = new Map<number, Map<string, number>>();
  const pairValues: string[] = [];
  const pairName: number[] = [];
  const typeOf = new Uint32Array(size);
  const vendorOf = new Uint32Array(size);
  const tagLists = new ListsBuilder();
  const nameLists = new ListsBuilder();
  const pairLists = new ListsBuilder();
  const metafields = PRODUCT_METAFIELDS.map(() => new Uint8Array(size));
  const highestPrice = new Float64Array(size);
  const pairId = (name: number, value: string): number => {
    let byValue = pairs.get(name);
    if (!byValue) pairs.set(name, (byValue = new Map()));
    let id = byValue.get(value);
    if (id === undefined) {
      id = pairValues.length;
      byValue.set(value, id);
      pairValues.push(value);
      pairName.push(name);
    }
    return id;
  };
  products.forEach((p, ord) => {
    typeOf[ord] = types.id(p.productType);
    vendorOf[ord] = vendors.id(p.vendor);
    for (const tag of p.tags) tagLists.add(tags.id(tag));
    tagLists.next();
    for (const option of p.options) nameLists.add(names.id(option.name));
    nameLists.next();
    for (const variant of p.variants) for (const o of variant.selectedOptions) pairLists.add(pairId(names.id(o.name), o.value));
    pairLists.next();
    PRODUCT_METAFIELDS.forEach((field, k) => {
      if (field.test(p)) metafields[k]![ord] = 1;
    });
    highestPrice[ord] = highest(p);
  });
  return {
    size,
    types: { values: types.values, of: typeOf },
    vendors: { values: vendors.values, of: vendorOf },
    tags: tagLists.build(tags.values),
    optionNames: nameLists.build(names.values),
    optionValues: { ...pairLists.build(pairValues), nameOf: Uint32Array.from(pairName) },
    metafields,
    highestPrice,
  };
}

const built = new WeakMap<ProductIndex, FacetIndex>();

/** The catalogue's facet index, built on first use (the server builds it at start-up). */
export function facetIndex(index: ProductIndex): FacetIndex {
  let found = built.get(index);
  if (!found) built.set(index, (found = buildFacetIndex(index.products)));
  return found;
}
