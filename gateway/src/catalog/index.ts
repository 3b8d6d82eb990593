import { readFile } from 'node:fs/promises';
import { importShopifyCsv, type ImportLogger } from './csv-import';
import { DEFAULT_CATALOG_SIZE, DEFAULT_SEED, generateCatalog, MAX_CATALOG_SIZE } from './seed/generate';
import type { Catalog } from './types';

export type { Catalog, CatalogCollection, CatalogImage, CatalogProduct, CatalogVariant, InventoryPort, LocalStock, StockWatcher } from './types';
export { createMemoryInventory, type MemoryInventory } from './memory-inventory';
export { importShopifyCsv, type CsvProblem } from './csv-import';
export { generateCatalog, DEFAULT_CATALOG_SIZE, DEFAULT_SEED, MAX_CATALOG_SIZE } from './seed/generate';

export interface LoadCatalogOptions {
  /** A Shopify product CSV export; when given, the seeded generator is not used. */
  csvPath?: string;
  /** Products to generate (default: the spec's category counts, 1163); up to 100,000. */
  size?: number;
  seed?: number;
  logger?: ImportLogger;
}

/**
 * The catalogue the embedded Storefront server answers from: the shop owner's CSV export when
 * `csvPath` is set (bad rows are logged with line numbers and skipped), else the seeded demo catalogue.
 * Objects in it are shared and read-only: copy before changing anything.
 */
export async function loadCatalog(opts: LoadCatalogOptions = {}): Promise<Catalog> {
  if (opts.csvPath) {
    let text: string;
    try {
      text = await readFile(opts.csvPath, 'utf8');
    } catch (err) {
      throw new Error(`CATALOG_CSV: cannot read ${opts.csvPath} (${(err as Error).message})`, { cause: err });
    }
    const { catalog } = importShopifyCsv(text, { logger: opts.logger, source: opts.csvPath });
    if (catalog.products.length === 0) opts.logger?.warn({ csvPath: opts.csvPath }, 'CSV catalogue has no published product');
    return catalog;
  }
  const size = opts.size ?? DEFAULT_CATALOG_SIZE;
  const started = Date.now();
  const catalog = generateCatalog({ size, seed: opts.seed ?? DEFAULT_SEED });
  opts.logger?.info({ products: catalog.products.length, ms: Date.now() - started }, 'seeded catalogue generated');
  return catalog;
}

/** Reads `CATALOG_SIZE` style input: a whole number from 1 to 100,000, else a clear error. */
export function parseCatalogSize(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const size = Number(text);
  if (!Number.isInteger(size) || size < 1 || size > MAX_CATALOG_SIZE) {
    throw new RangeError(`CATALOG_SIZE must be a whole number from 1 to ${MAX_CATALOG_SIZE}, got "${text}"`);
  }
  return size;
}
