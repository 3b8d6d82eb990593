import { resolveLocalStorage } from '@tjb/cart-bus';
import { useBrowserStore } from '@tjb/cart-bus/react';
import type { BundleProduct } from '../../../shared/api/bundle-product';
import { isBundleCategoryId } from '../../../shared/bundle-categories';
import { bundleReducer, MAX_ENTRIES, MAX_QUANTITY, type BundleAction, type BundleEntry } from './bundle-reducer';

/** Versioned like the bus's keys (`tjb.cart.v1`); a shape change gets a new version, never a guess. */
export const BUNDLE_STORAGE_KEY = 'tjb.bundle.v1';

const EMPTY: readonly BundleEntry[] = [];
let entries: readonly BundleEntry[] | undefined;
const listeners = new Set<() => void>();

const isText = (v: unknown): v is string => typeof v === 'string';
const isProduct = (p: unknown): p is BundleProduct => {
  if (!p || typeof p !== 'object') return false;
  const o = p as Record<string, unknown>;
  return (
    isText(o.id) && isText(o.handle) && isText(o.title) && isText(o.productType) && isText(o.price) && isText(o.variantTitle) &&
    (o.image === null || isText(o.image)) && (o.variantId === null || isText(o.variantId)) && (o.color === null || isText(o.color)) &&
    typeof o.availableForSale === 'boolean' &&
    Array.isArray(o.selectedOptions) && o.selectedOptions.every((s: unknown) => !!s && isText((s as { name?: unknown }).name) && isText((s as { value?: unknown }).value))
  );
};
const isEntry = (e: unknown): e is BundleEntry => {
  if (!e || typeof e !== 'object') return false;
  const o = e as Record<string, unknown>;
  return isBundleCategoryId(o.categoryId) && isProduct(o.product) && Number.isInteger(o.quantity) && (o.quantity as number) >= 1 && (o.quantity as number) <= MAX_QUANTITY;
};

/** What storage holds, validated on every read (JSON.parse is not a type check); anything else reads as an empty bundle. */
export function parseStoredBundle(raw: string | null): readonly BundleEntry[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    const list = value && typeof value === 'object' ? (value as { v?: unknown; entries?: unknown }) : null;
    if (!list || list.v !== 1 || !Array.isArray(list.entries) || list.entries.length > MAX_ENTRIES) return EMPTY;
    return list.entries.every(isEntry) ? list.entries : EMPTY;
  } catch {
    return EMPTY;
  }
}

// Where storage is blocked the bundle lives in this tab's memory.
const storage = resolveLocalStorage;

function read(): readonly BundleEntry[] {
  if (entries === undefined) {
    let raw: string | null;
    try {
      raw = storage()?.getItem(BUNDLE_STORAGE_KEY) ?? null;
    } catch {
      raw = null;
    }
    entries = parseStoredBundle(raw);
  }
  return entries;
}

const notify = () => listeners.forEach((l) => l());

export function dispatchBundle(action: BundleAction): readonly BundleEntry[] {
  const next = bundleReducer(read(), action);
  if (next === entries) return next;
  entries = next;
  try {
    storage()?.setItem(BUNDLE_STORAGE_KEY, JSON.stringify({ v: 1, entries: next }));
  } catch {
    // full or blocked: the tab keeps the bundle in memory
  }
  notify();
  return next;
}

export const getBundle = read;

// Another tab changed the bundle: read it again.
function onStorage(e: StorageEvent): void {
  if (e.key !== BUNDLE_STORAGE_KEY) return;
  entries = parseStoredBundle(e.newValue);
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const onTheServer = () => EMPTY;

/** The bundle; the server and the hydrating render see an empty one (the server has no storage), then the stored one in a transition (useBrowserStore). */
export function useBundle(): readonly BundleEntry[] {
  return useBrowserStore(subscribe, read, onTheServer);
}

/** Tests start from nothing. */
export function resetBundleStore(): void {
  entries = undefined;
  listeners.clear();
}
