import DataLoader from 'dataloader';
import type { Catalog, CatalogVariant, InventoryPort } from '../catalog/types';

/**
 * Live stock as the GraphQL layer sees it. Fields shown on a page load through a per-request
 * DataLoader (one InventoryPort call per request); questions about the whole catalogue (filters,
 * facet counts) use one flag per product. An in-process inventory (`InventoryPort.local`) gives
 * those flags exactly, recomputed only when its version moves; any other is read as a snapshot of
 * every variant, read again after each change of stock when the inventory tells them (`watch`), else
 * refreshed at most every `snapshotTtlMs`.
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
  /**
   * Availability of every product for filters and facets, per catalogue position (1 = for sale). The same
   * array until some product's availability changes, so answers computed from it can be kept by it.
   */
  availableOrdinals(): Promise<Uint8Array>;
}

export interface StockSource {
  forRequest(): StockView;
  /**
   * Loads the catalogue's availability now, so the first request that filters by stock does not wait
   * for it (at 100k products, reading every variant's stock takes seconds). Never rejects.
   */
  warm(): Promise<void>;
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

/**
 * The flags read before when nothing changed: a sale that leaves every product for sale keeps the
 * same array, and whatever was computed from it (filtered listings, facet counts) stays valid.
 */
function unlessUnchanged(before: Uint8Array | undefined, now: Uint8Array): Uint8Array {
  if (!before || before.length !== now.length) return now;
  for (let i = 0; i < now.length; i += 1) if (before[i] !== now[i]) return now;
  return before;
}

/**
 * The availability of every product from an inventory held elsewhere: from its short list of sold-out
 * variants when it has one, else from the quantities of every variant.
 */
function readFlags(catalog: Catalog, inventory: InventoryPort, allIds: () => string[]): Promise<Uint8Array> {
  if (inventory.soldOut) {
    return inventory.soldOut().then((ids) => {
      const soldOut = new Set(ids);
      return productFlags(catalog, (v) => (soldOut.has(v.id) ? 0 : undefined));
    });
  }
  // Only the flags are kept: a map of every variant id is ~50 MB at 100k products.
  return inventory.quantities(allIds()).then((q) => productFlags(catalog, (v) => q.get(v.id)));
}

/**
 * Whether the inventory's stock is being watched (InventoryPort.watch): once it is, a snapshot holds until
 * the inventory says the stock changed. Until the watch is set up, or once it is lost, it is not.
 */
function watchStock(inventory: InventoryPort, onChange: () => void): () => boolean {
  let watching = false;
  inventory
    .watch?.({
      changed: onChange,
      lost: () => {
        watching = false;
      },
    })
    .then(
      () => {
        watching = true;
        // A change between the snapshot read before the watch began and the watch itself is not told.
        onChange();
      },
      () => undefined,
    );
  return () => watching;
}

export function createStockSource(catalog: Catalog, inventory: InventoryPort, snapshotTtlMs = 2000): StockSource {
  // The last snapshot read, and the read under way. While the inventory's changes are watched, the
  // snapshot is read again only after a change, and the first request after it waits for the new one (a
  // sale is seen by the next page). Otherwise a request never waits for a refresh: it gets the last
  // snapshot (at most one refresh older than snapshotTtlMs) and the refresh runs behind it. Only a
  // request before the first read has finished waits.
  let snapshot: { at: number; flags: Uint8Array } | null = null;
  let reading: Promise<Uint8Array> | null = null;
  let allIds: string[] | null = null;
  let local: { version: number; flags: Uint8Array } | null = null;
  let changed = false;
  const watched = inventory.local || !inventory.soldOut ? () => false : watchStock(inventory, () => (changed = true));
  const read = (): Promise<Uint8Array> => {
    // A change told while a read runs may be missing from it: the caller waits for the next one.
    if (reading) return changed ? reading.then(read, read) : reading;
    changed = false;
    reading = readFlags(catalog, inventory, () => (allIds ??= catalog.products.flatMap((p) => p.variants.map((v) => v.id))))
      .then(
        (flags) => {
          snapshot = { at: Date.now(), flags: unlessUnchanged(snapshot?.flags, flags) };
          return snapshot.flags;
        },
        (err: unknown) => {
          changed = true; // the change is still to be read, by the next request
          throw err;
        },
      )
      .finally(() => {
        reading = null; // a failed read is not kept: the next request tries again
      });
    return reading;
  };
  const loadFlags = (): Promise<Uint8Array> => {
    if (inventory.local) {
      const version = inventory.local.version();
      if (local?.version !== version) local = { version, flags: unlessUnchanged(local?.flags, productFlags(catalog, inventory.local.quantityOf)) };
      return Promise.resolve(local.flags);
    }
    if (!snapshot) return read();
    if (watched()) return changed || reading ? read() : Promise.resolve(snapshot.flags);
    if (Date.now() - snapshot.at > snapshotTtlMs) read().catch(() => undefined);
    return Promise.resolve(snapshot.flags);
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
      };
    },
    warm: () => loadFlags().then(
      () => undefined,
      () => undefined,
    ),
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
