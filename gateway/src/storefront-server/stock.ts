import DataLoader from 'dataloader';
import type { Catalog, CatalogProduct, CatalogVariant, InventoryPort } from '../catalog/types';
import { productIndex } from './search/product-index';

/**
 * Live stock as the GraphQL layer sees it. Fields shown on a page load through a per-request
 * DataLoader (one InventoryPort call per request); questions about the whole catalogue (filters,
 * facet counts) use one flag per product. An in-process inventory (`InventoryPort.local`) gives
 * those flags exactly, recomputed only when its version moves; any other is read as a snapshot of
 * every variant, refreshed at most every `snapshotTtlMs`.
 * A variant the inventory does not track has no quantity and is always for sale.
 */
export interface StockView {
  quantity(variant: CatalogVariant): Promise<number | null>;
  /**
   * The quantity right now when the inventory is in this process (null: not tracked), undefined
   * when it has to be loaded. A page of 24 products asks for ~250 quantities: answering them without
   * a promise each lets GraphQL complete those fields synchronously.
   */
  peek(variant: CatalogVariant): number | null | undefined;
  /** Availability of every product, for filters and facets. */
  availability(): Promise<(product: CatalogProduct) => boolean>;
  /** The same, per catalogue position (1 = for sale): what the product index filters with. */
  availableOrdinals(): Promise<Uint8Array>;
}

export interface StockSource {
  forRequest(): StockView;
}

const inStock = (qty: number | undefined): boolean => qty === undefined || qty > 0;

function productFlags(catalog: Catalog, quantityOf: (variant: CatalogVariant) => number | undefined): Uint8Array {
  const flags = new Uint8Array(catalog.products.length);
  catalog.products.forEach((product, ord) => {
    for (const variant of product.variants) {
      if (inStock(quantityOf(variant))) {
        flags[ord] = 1;
        break;
      }
    }
  });
  return flags;
}

export function createStockSource(catalog: Catalog, inventory: InventoryPort, snapshotTtlMs = 2000): StockSource {
  let snapshot: { at: number; flags: Promise<Uint8Array> } | null = null;
  let allIds: string[] | null = null;
  let local: { version: number; flags: Uint8Array } | null = null;
  const loadFlags = (): Promise<Uint8Array> => {
    if (inventory.local) {
      const version = inventory.local.version();
      if (local?.version !== version) local = { version, flags: productFlags(catalog, inventory.local.quantityOf) };
      return Promise.resolve(local.flags);
    }
    if (!snapshot || Date.now() - snapshot.at > snapshotTtlMs) {
      allIds ??= catalog.products.flatMap((p) => p.variants.map((v) => v.id));
      // Only the flags are kept: a map of every variant id is ~50 MB at 100k products.
      const flags = inventory.quantities(allIds).then((q) => productFlags(catalog, (v) => q.get(v.id)));
      snapshot = { at: Date.now(), flags };
      flags.catch(() => {
        snapshot = null; // do not keep a failed read
      });
    }
    return snapshot.flags;
  };
  return {
    forRequest() {
      const loader = new DataLoader<string, number | null>(async (ids) => {
        const found = await inventory.quantities(ids);
        return ids.map((id) => found.get(id) ?? null);
      });
      let flags: Promise<Uint8Array> | null = null;
      const availableOrdinals = () => (flags ??= loadFlags());
      return {
        quantity: (variant) => loader.load(variant.id),
        peek: (variant) => (inventory.local ? (inventory.local.quantityOf(variant) ?? null) : undefined),
        availableOrdinals,
        async availability() {
          const available = await availableOrdinals();
          const index = productIndex(catalog);
          return (product: CatalogProduct) => {
            const ord = index.ordinalOf(product);
            return ord < 0 || available[ord] === 1;
          };
        },
      };
    },
  };
}

export const isForSale = (quantity: number | null): boolean => quantity === null || quantity > 0;

/** Quantities of `variants`: at once when the inventory is local, else through the request's loader. */
export function quantitiesOf(stock: StockView, variants: readonly CatalogVariant[]): Array<number | null> | Promise<Array<number | null>> {
  const now = variants.map((v) => stock.peek(v));
  if (now.every((q) => q !== undefined)) return now as Array<number | null>;
  return Promise.all(variants.map((v) => stock.quantity(v)));
}

/** `then` on a value that may or may not be a promise, staying synchronous when it is not. */
export function andThen<T, R>(value: T | Promise<T>, next: (value: T) => R): R | Promise<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}
