import type { Catalog, CatalogCollection, CatalogProduct } from '../../catalog/types';
import { gidNumber } from '../pagination';
import type { Ordinals } from './postings';
import { SortOrders } from './sort-orders';
import { buildWords, type WordPostings } from './word-postings';

/** Products per distinct value of a field (type, vendor, tag), with the value lower-cased for matching. */
export interface EnumField {
  values: string[];
  lower: string[];
  ords: Ordinals[];
}

/**
 * Everything a products query needs, built once per catalogue so a query never scans or copies the
 * catalogue: words → products (with the fields they occur in), type/vendor/tag → products, prices
 * and dates as typed arrays, and the whole-catalogue orders of every sort key. Products are named by
 * their position in `catalog.products` (their ordinal); only the page a client asked for is turned
 * back into product objects. Catalogue objects are read-only, so the index never goes stale.
 */
export interface ProductIndex {
  catalog: Catalog;
  products: readonly CatalogProduct[];
  size: number;
  words: WordPostings;
  types: EnumField;
  vendors: EnumField;
  tags: EnumField;
  /** Products with at least one tag (for `tag:*`). */
  tagged: Ordinals;
  /** Lowest and highest variant price in cents (Infinity / -Infinity without variants). */
  minPrice: Float64Array;
  maxPrice: Float64Array;
  createdMs: Float64Array;
  updatedMs: Float64Array;
  orders: SortOrders;
  /** Ordinal of a product cursor key (`gidNumber(product.id)`), -1 if unknown. */
  ordinalOfKey(key: number | string): number;
  ordinalOf(product: CatalogProduct): number;
  /** A collection's products as ordinals, in the collection's own order. */
  collectionOrdinals(collection: CatalogCollection): Ordinals;
}

function buildEnum(products: readonly CatalogProduct[], valuesOf: (p: CatalogProduct) => readonly string[]): EnumField {
  const lists = new Map<string, number[]>();
  products.forEach((p, ord) => {
    for (const value of valuesOf(p)) {
      let list = lists.get(value);
      if (!list) lists.set(value, (list = []));
      if (list[list.length - 1] !== ord) list.push(ord);
    }
  });
  const values = [...lists.keys()];
  return { values, lower: values.map((v) => v.toLowerCase()), ords: values.map((v) => Uint32Array.from(lists.get(v)!)) };
}

function buildKeys(products: readonly CatalogProduct[]) {
  const named = new Map<string, number>();
  let keys = new Float64Array(products.length);
  let ords = new Uint32Array(products.length);
  let count = 0;
  let sorted = true;
  products.forEach((p, ord) => {
    const key = gidNumber(p.id);
    if (typeof key !== 'number') {
      named.set(key, ord);
      return;
    }
    if (count > 0 && key < keys[count - 1]!) sorted = false;
    keys[count] = key;
    ords[count] = ord;
    count += 1;
  });
  keys = keys.subarray(0, count);
  ords = ords.subarray(0, count);
  if (!sorted) {
    // Sorted typed arrays instead of a Map: 100k entries in ~1 MB, looked up by binary search.
    const byKey = Array.from(ords.keys()).sort((a, b) => keys[a]! - keys[b]! || ords[a]! - ords[b]!);
    keys = Float64Array.from(byKey, (i) => keys[i]!);
    ords = Uint32Array.from(byKey, (i) => ords[i]!);
  }
  return (key: number | string): number => {
    if (typeof key === 'string') return named.get(key) ?? -1;
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]! <= key) lo = mid + 1;
      else hi = mid;
    }
    // The last product holding the key, as a Map built in catalogue order would give.
    return lo > 0 && keys[lo - 1] === key ? ords[lo - 1]! : -1;
  };
}

export function buildProductIndex(catalog: Catalog): ProductIndex {
  const products = catalog.products;
  const size = products.length;
  const minPrice = new Float64Array(size);
  const maxPrice = new Float64Array(size);
  const createdMs = new Float64Array(size);
  const updatedMs = new Float64Array(size);
  products.forEach((p, ord) => {
    let min = Infinity;
    let max = -Infinity;
    for (const v of p.variants) {
      // Written so a NaN price is skipped, as `some(v => v.priceCents <= x)` would skip it.
      if (v.priceCents < min) min = v.priceCents;
      if (v.priceCents > max) max = v.priceCents;
    }
    minPrice[ord] = min;
    maxPrice[ord] = max;
    createdMs[ord] = Date.parse(p.createdAt);
    updatedMs[ord] = Date.parse(p.updatedAt);
  });
  const ordinalOfKey = buildKeys(products);
  const tags = buildEnum(products, (p) => p.tags);
  const tagged: number[] = [];
  products.forEach((p, ord) => {
    if (p.tags.length > 0) tagged.push(ord);
  });
  const collectionCache = new WeakMap<CatalogCollection, Ordinals>();
  const index: ProductIndex = {
    catalog,
    products,
    size,
    words: buildWords(products),
    types: buildEnum(products, (p) => [p.productType]),
    vendors: buildEnum(products, (p) => [p.vendor]),
    tags,
    tagged: Uint32Array.from(tagged),
    minPrice,
    maxPrice,
    createdMs,
    updatedMs,
    orders: new SortOrders(products, { createdMs, updatedMs }),
    ordinalOfKey,
    ordinalOf(product) {
      const ord = ordinalOfKey(gidNumber(product.id));
      return products[ord] === product ? ord : products.indexOf(product);
    },
    collectionOrdinals(collection) {
      let ords = collectionCache.get(collection);
      if (!ords) {
        const found: number[] = [];
        for (const id of collection.productIds) {
          const product = catalog.productById(id);
          if (product) found.push(index.ordinalOf(product));
        }
        collectionCache.set(collection, (ords = Uint32Array.from(found)));
      }
      return ords;
    },
  };
  return index;
}

const built = new WeakMap<Catalog, ProductIndex>();

/** The catalogue's index, built on first use (the server builds it at start-up). */
export function productIndex(catalog: Catalog): ProductIndex {
  let index = built.get(catalog);
  if (!index) built.set(catalog, (index = buildProductIndex(catalog)));
  return index;
}
