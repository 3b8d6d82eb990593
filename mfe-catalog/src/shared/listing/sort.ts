import { createdTime, hasTag, cardPrice, type ListingProduct } from '../product/product-facts';
import { searchScore } from './search';

export type SortKey =
  | 'relevance' | 'price-low' | 'price-high' | 'newest' | 'popularity'
  | 'title' | 'title-desc' | 'created' | 'created-desc' | 'vendor';

export interface SortOption { key: SortKey; label: string }

/**
 * Category grid (spec 000 §9, 001 §9). 'Customer Rating' is left out: the catalogue has no ratings, and
 * a sort on a made-up number would be a lie. 'Most Popular' puts bestsellers first.
 */
export const CATEGORY_SORTS: readonly SortOption[] = [
  { key: 'relevance', label: 'Best Match' },
  { key: 'price-low', label: 'Price: Low to High' },
  { key: 'price-high', label: 'Price: High to Low' },
  { key: 'newest', label: 'Newest First' },
  { key: 'popularity', label: 'Most Popular' },
];

/** All-products page: the seven options of spec 001 §9. */
export const ALL_PRODUCTS_SORTS: readonly SortOption[] = [
  { key: 'relevance', label: 'Best Match' },
  { key: 'price-low', label: 'Price: Low to High' },
  { key: 'price-high', label: 'Price: High to Low' },
  { key: 'title', label: 'Name: A to Z' },
  { key: 'title-desc', label: 'Name: Z to A' },
  { key: 'created', label: 'Oldest First' },
  { key: 'created-desc', label: 'Newest First' },
];

/** Complete catalog page: title, price-low, price-high, vendor, newest (spec 001 §9). */
export const CATALOG_SORTS: readonly SortOption[] = [
  { key: 'title', label: 'Name: A to Z' },
  { key: 'price-low', label: 'Price: Low to High' },
  { key: 'price-high', label: 'Price: High to Low' },
  { key: 'vendor', label: 'Brand' },
  { key: 'newest', label: 'Newest First' },
];

const byTitle = (a: ListingProduct, b: ListingProduct) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });

/** A sorted copy; ties keep the catalogue's order, so paging is stable. */
export function sortProducts(products: readonly ListingProduct[], key: SortKey, search = ''): ListingProduct[] {
  const indexed = products.map((p, i) => ({ p, i }));
  const cmp = comparator(key, search);
  return indexed.sort((a, b) => cmp(a.p, b.p) || a.i - b.i).map((x) => x.p);
}

function comparator(key: SortKey, search: string): (a: ListingProduct, b: ListingProduct) => number {
  switch (key) {
    case 'price-low': return (a, b) => cardPrice(a) - cardPrice(b);
    case 'price-high': return (a, b) => cardPrice(b) - cardPrice(a);
    case 'newest':
    case 'created-desc': return (a, b) => createdTime(b) - createdTime(a);
    case 'created': return (a, b) => createdTime(a) - createdTime(b);
    case 'title': return byTitle;
    case 'title-desc': return (a, b) => byTitle(b, a);
    case 'vendor': return (a, b) => a.vendor.localeCompare(b.vendor, 'en', { sensitivity: 'base' }) || byTitle(a, b);
    case 'popularity': return (a, b) => Number(hasTag(b, 'bestseller')) - Number(hasTag(a, 'bestseller'));
    case 'relevance': return search.trim() ? (a, b) => searchScore(b, search) - searchScore(a, search) : () => 0;
  }
}
