import type { Catalog, CatalogCollection, CatalogProduct } from './types';

const GID_NUMBER = /^gid:\/\/shopify\/[A-Za-z]+\/(\d{1,15})$/;

/** Numeric gids key maps by number: half a million id strings would otherwise be retained. */
function keyOf(id: string): number | string {
  const match = GID_NUMBER.exec(id);
  return match ? Number(match[1]) : id;
}

/** Wraps products and collections with the look-ups the server needs (ids, handles, variants). */
export function buildCatalog(products: CatalogProduct[], collections: CatalogCollection[]): Catalog {
  const byId = new Map<number | string, CatalogProduct>();
  const byHandle = new Map<string, CatalogProduct>();
  // Variant id → product only (not a pair object per variant): a 100k catalogue has ~500k variants.
  const productOfVariant = new Map<number | string, CatalogProduct>();
  for (const product of products) {
    byId.set(keyOf(product.id), product);
    byHandle.set(product.handle, product);
    for (const variant of product.variants) productOfVariant.set(keyOf(variant.id), product);
  }
  const isKind = (id: string, kind: string) => id.startsWith(`gid://shopify/${kind}/`);
  return {
    products,
    collections,
    productById: (id) => (isKind(id, 'Product') ? byId.get(keyOf(id)) : undefined),
    productByHandle: (handle) => byHandle.get(handle),
    variantById(id) {
      if (!isKind(id, 'ProductVariant')) return undefined;
      const product = productOfVariant.get(keyOf(id));
      const variant = product?.variants.find((v) => v.id === id);
      return product && variant ? { product, variant } : undefined;
    },
  };
}
