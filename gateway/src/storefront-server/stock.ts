import DataLoader from 'dataloader';
import type { Catalog, CatalogProduct, CatalogVariant, InventoryPort } from '../catalog/types';

/**
 * Live stock as the GraphQL layer sees it. Fields shown on a page load through a per-request
 * DataLoader (one InventoryPort call per request); questions about the whole catalogue (filters,
 * facet counts) use a snapshot of every variant, refreshed at most every `snapshotTtlMs`.
 * A variant the inventory does not track has no quantity and is always for sale.
 */
export interface StockView {
  quantity(variant: CatalogVariant): Promise<number | null>;
  /** Availability of every product, for filters and facets. */
  availability(): Promise<(product: CatalogProduct) => boolean>;
}

export interface StockSource {
  forRequest(): StockView;
}

const inStock = (qty: number | undefined): boolean => qty === undefined || qty > 0;

export function createStockSource(catalog: Catalog, inventory: InventoryPort, snapshotTtlMs = 2000): StockSource {
  let snapshot: { at: number; quantities: Promise<Map<string, number>> } | null = null;
  let allIds: string[] | null = null;
  const loadSnapshot = (): Promise<Map<string, number>> => {
    if (!snapshot || Date.now() - snapshot.at > snapshotTtlMs) {
      allIds ??= catalog.products.flatMap((p) => p.variants.map((v) => v.id));
      const quantities = inventory.quantities(allIds);
      snapshot = { at: Date.now(), quantities };
      quantities.catch(() => {
        snapshot = null; // do not keep a failed read
      });
    }
    return snapshot.quantities;
  };
  return {
    forRequest() {
      const loader = new DataLoader<string, number | null>(async (ids) => {
        const found = await inventory.quantities(ids);
        return ids.map((id) => found.get(id) ?? null);
      });
      let availability: Promise<(product: CatalogProduct) => boolean> | null = null;
      return {
        quantity: (variant) => loader.load(variant.id),
        availability() {
          availability ??= loadSnapshot().then((q) => (product: CatalogProduct) => product.variants.some((v) => inStock(q.get(v.id))));
          return availability;
        },
      };
    },
  };
}

export const isForSale = (quantity: number | null): boolean => quantity === null || quantity > 0;
