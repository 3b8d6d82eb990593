/**
 * The in-memory catalogue the embedded Storefront server answers from, and the port through which
 * the rest of the gateway (orders, payments, server cart) reads prices and stock.
 * Money is kept in integer cents here; the GraphQL layer formats it as Shopify's decimal strings.
 */
export interface CatalogImage {
  id: string; // gid://shopify/ProductImage/N
  url: string; // served by the embedded server, e.g. /media/products/<handle>/<n>.svg
  altText: string;
  width: number;
  height: number;
}

export interface CatalogVariant {
  id: string; // gid://shopify/ProductVariant/N
  title: string; // "M / Black" or "Default Title"
  sku: string;
  priceCents: number;
  compareAtPriceCents: number | null;
  selectedOptions: Array<{ name: string; value: string }>;
  imageId: string | null;
  /** Stock the catalogue was seeded with; live stock lives in the database (InventoryPort). */
  initialQuantity: number;
  requiresShipping: boolean;
}

/**
 * Read-only. In the generated catalogue most fields are getters: `images`, `options`, dates and
 * descriptions are rebuilt on each read, so compare images and options by id, not by identity.
 */
export interface CatalogProduct {
  id: string; // gid://shopify/Product/N
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  productType: string;
  vendor: string;
  tags: string[];
  createdAt: string; // ISO
  updatedAt: string; // ISO
  options: Array<{ id: string; name: string; values: string[] }>;
  variants: CatalogVariant[];
  images: CatalogImage[];
  seo: { title: string | null; description: string | null };
}

export interface CatalogCollection {
  id: string; // gid://shopify/Collection/N
  handle: string;
  title: string;
  description: string;
  productIds: string[];
  image: CatalogImage | null;
  updatedAt: string;
}

export interface Catalog {
  products: CatalogProduct[];
  collections: CatalogCollection[];
  productById(id: string): CatalogProduct | undefined;
  productByHandle(handle: string): CatalogProduct | undefined;
  variantById(id: string): { product: CatalogProduct; variant: CatalogVariant } | undefined;
}

/** Live stock. The embedded default keeps it in the shop database so orders change it and restarts keep it. */
export interface InventoryPort {
  /** Quantity on hand per variant id; a variant the store does not track is absent. */
  quantities(variantIds: readonly string[]): Promise<Map<string, number>>;
  /**
   * Optional, for stock held in this process: read any catalogue variant's quantity directly, so
   * questions about the whole catalogue (a stock filter, facet counts) need not build a map of
   * every variant id. `version` changes whenever a quantity does.
   */
  local?: LocalStock;
  /**
   * Optional, for stock held elsewhere (the shop database): the ids of the tracked variants with
   * nothing on hand. Every other variant is for sale, so this one short answer gives the catalogue's
   * availability without asking for the quantity of every variant.
   */
  soldOut?(): Promise<string[]>;
  /**
   * Optional, with soldOut: tells `changed` after every committed change of stock, made in this process
   * or in any other sharing the store (an order taken by another gateway), so what soldOut answered holds
   * until then; `lost` when it can no longer tell. Resolves, with the way to stop, once it watches.
   */
  watch?(watcher: StockWatcher): Promise<() => void>;
}

export interface StockWatcher {
  changed(): void;
  lost(): void;
}

export interface LocalStock {
  version(): number;
  /** Like `quantities`: undefined for a variant the store does not track. */
  quantityOf(variant: CatalogVariant): number | undefined;
}
