import type { Catalog, CatalogVariant, InventoryPort } from './types';

/**
 * Stock kept in memory, seeded from the catalogue's initial quantities. The default until the
 * database-backed InventoryPort is wired; `set` lets tests and demos sell things out.
 */
export interface MemoryInventory extends InventoryPort {
  set(variantId: string, quantity: number): void;
}

export function createMemoryInventory(catalog: Catalog): MemoryInventory {
  const overrides = new Map<string, number>();
  // The same overrides keyed by variant object: reading every variant's stock then costs no id strings.
  const byVariant = new Map<CatalogVariant, number>();
  let version = 0;
  return {
    async quantities(variantIds) {
      const result = new Map<string, number>();
      for (const id of variantIds) {
        const known = overrides.get(id) ?? catalog.variantById(id)?.variant.initialQuantity;
        if (known !== undefined) result.set(id, known);
      }
      return result;
    },
    set(variantId, quantity) {
      if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`quantity must be a whole number >= 0, got ${quantity}`);
      overrides.set(variantId, quantity);
      const variant = catalog.variantById(variantId)?.variant;
      if (variant) byVariant.set(variant, quantity);
      version += 1;
    },
    local: {
      version: () => version,
      quantityOf: (variant) => byVariant.get(variant) ?? variant.initialQuantity,
    },
  };
}
