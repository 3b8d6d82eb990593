import type { Catalog, CatalogProduct, CatalogVariant } from './types';

/** What an order needs of a product: enough to price a line, check it and show it. */
export type OfferVariant = Pick<CatalogVariant, 'id' | 'title' | 'priceCents' | 'selectedOptions' | 'imageId'>;
export type OfferProduct = Pick<CatalogProduct, 'id' | 'handle' | 'title' | 'productType'> & {
  /** A real store may answer an image without an id (Storefront `Image.id` is nullable). */
  images: ReadonlyArray<{ id: string | null; url: string }>;
  variants: readonly OfferVariant[];
};

export interface OfferLookup {
  productById(id: string): OfferProduct | undefined;
  variantById(id: string): { product: OfferProduct; variant: OfferVariant } | undefined;
}

export interface OfferSnapshot {
  products: OfferLookup;
  /** Quantity on hand per variant of the asked products; a variant whose stock is not tracked is absent. */
  stock: ReadonlyMap<string, number>;
  /**
   * True when that stock lives in the shop database, so an order holds its units there (the embedded
   * store); a real store keeps its own count, which the shop reads but does not change.
   */
  stockHeldHere: boolean;
}

/**
 * The store the shopper sees, as the server prices and stocks an order or a server cart: the embedded
 * catalogue with the database's stock, or a real store's Storefront answers (storefront-offers.ts).
 */
export interface Offers {
  /** The products named (by product id) as the store sells them now, with their variants' stock. */
  snapshot(productIds: readonly string[]): Promise<OfferSnapshot>;
}

/** The embedded catalogue, with stock from the shop database (orders there take units). */
export function localOffers(catalog: Catalog, db: { stockLevels(variantIds: readonly string[]): Promise<Map<string, number>> }): Offers {
  return {
    async snapshot(productIds) {
      const variantIds = productIds.flatMap((id) => catalog.productById(id)?.variants.map((v) => v.id) ?? []);
      return { products: catalog, stock: await db.stockLevels(variantIds), stockHeldHere: true };
    },
  };
}

/** A lookup over a list of products, for snapshots built from answers. */
export function lookupOf(products: readonly OfferProduct[]): OfferLookup {
  const byId = new Map(products.map((p) => [p.id, p]));
  const byVariant = new Map(products.flatMap((product) => product.variants.map((variant) => [variant.id, { product, variant }] as const)));
  return { productById: (id) => byId.get(id), variantById: (id) => byVariant.get(id) };
}
