import { priceToCents } from '@tjb/cart-bus';
import { BUNDLE_MAX_ITEMS, BUNDLE_MAX_QUANTITY } from '@tjb/forms';
import type { BundleProduct } from '../../../shared/api/bundle-product';
import type { BundleCategoryId } from '../../../shared/bundle-categories';

/** Spec 001 §3 "Bundle entry": categoryId, product, quantity. */
export interface BundleEntry {
  categoryId: BundleCategoryId;
  product: BundleProduct;
  quantity: number;
}

/** What the gateway takes for a visualization: more than a rider wears, and a shared link stays short. */
export const MAX_QUANTITY = BUNDLE_MAX_QUANTITY;
export const MAX_ENTRIES = BUNDLE_MAX_ITEMS;

export type BundleAction =
  | { type: 'add'; categoryId: BundleCategoryId; product: BundleProduct }
  | { type: 'increment'; categoryId: BundleCategoryId; productId: string }
  | { type: 'decrement'; categoryId: BundleCategoryId; productId: string }
  | { type: 'remove'; categoryId: BundleCategoryId; productId: string }
  | { type: 'replace'; entries: readonly BundleEntry[] }
  | { type: 'clear' };

const same = (e: BundleEntry, categoryId: BundleCategoryId, productId: string) => e.categoryId === categoryId && e.product.id === productId;

const step = (entries: readonly BundleEntry[], categoryId: BundleCategoryId, productId: string, by: 1 | -1): BundleEntry[] =>
  entries
    .map((e) => (same(e, categoryId, productId) ? { ...e, quantity: Math.min(MAX_QUANTITY, e.quantity + by) } : e))
    .filter((e) => e.quantity > 0);

/**
 * Spec 001 §4: adding the same product in the same category raises its quantity; removing one lowers
 * it and deletes the entry at 0. A sold-out product is never added.
 */
export function bundleReducer(entries: readonly BundleEntry[], action: BundleAction): readonly BundleEntry[] {
  switch (action.type) {
    case 'add': {
      if (!action.product.availableForSale) return entries;
      if (entries.some((e) => same(e, action.categoryId, action.product.id))) return step(entries, action.categoryId, action.product.id, 1);
      if (entries.length >= MAX_ENTRIES) return entries;
      return [...entries, { categoryId: action.categoryId, product: action.product, quantity: 1 }];
    }
    case 'increment':
      return step(entries, action.categoryId, action.productId, 1);
    case 'decrement':
      return step(entries, action.categoryId, action.productId, -1);
    case 'remove':
      return entries.filter((e) => !same(e, action.categoryId, action.productId));
    case 'replace':
      return action.entries.slice(0, MAX_ENTRIES);
    case 'clear':
      return [];
  }
}

export const unitCents = (e: BundleEntry): number => priceToCents(e.product.price) ?? 0;
export const lineCents = (e: BundleEntry): number => unitCents(e) * e.quantity;

export function bundleSummary(entries: readonly BundleEntry[]) {
  return {
    categories: new Set(entries.map((e) => e.categoryId)).size,
    items: entries.reduce((n, e) => n + e.quantity, 0),
    totalCents: entries.reduce((n, e) => n + lineCents(e), 0),
  };
}
