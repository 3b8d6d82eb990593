import type { StorefrontClient } from '../client';
import { COLLECTION_BY_HANDLE_QUERY, COLLECTIONS_QUERY } from '../queries/collections';
import { PRODUCT_BY_HANDLE_QUERY } from '../queries/product';
import { reshapeCollection, reshapeProduct } from '../reshape';
import type { CollectionByHandleQuery, CollectionsQuery, ProductByHandleQuery } from '../generated/operation-types';
import type { StorefrontCollection, StorefrontProduct, StorefrontResult } from '../types';
import { invalidInput, pageSize, run } from './run';

/** Collections (spec: 50, each with 20 products). */
export function getCollections(client: StorefrontClient, opts: { first?: number; productsFirst?: number } = {}): Promise<StorefrontResult<StorefrontCollection[]>> {
  return run(client, 'Collections', COLLECTIONS_QUERY, { first: pageSize(opts.first, 50), productsFirst: pageSize(opts.productsFirst, 20) },
    (w: CollectionsQuery) => w.collections.nodes.map(reshapeCollection), [] as StorefrontCollection[], { cache: 'short' });
}

/** One collection with up to 250 products; `data: null` when the handle is unknown. */
export function getCollectionByHandle(client: StorefrontClient, handle: string, opts: { first?: number } = {}): Promise<StorefrontResult<StorefrontCollection | null>> {
  if (!handle.trim()) return Promise.resolve(invalidInput(client, 'CollectionByHandle', 'a collection handle is required', null));
  return run(client, 'CollectionByHandle', COLLECTION_BY_HANDLE_QUERY, { handle: handle.trim(), first: pageSize(opts.first, 250), after: null },
    (w: CollectionByHandleQuery) => (w.collection ? reshapeCollection(w.collection) : null), null, { cache: 'short' });
}

/** One product by handle; `data: null` when no product has it (the page shows 'Product Not Found'). */
export function getProductByHandle(client: StorefrontClient, handle: string): Promise<StorefrontResult<StorefrontProduct | null>> {
  if (!handle.trim()) return Promise.resolve(invalidInput(client, 'ProductByHandle', 'a product handle is required', null));
  return run(client, 'ProductByHandle', PRODUCT_BY_HANDLE_QUERY, { handle: handle.trim() },
    (w: ProductByHandleQuery) => (w.product ? reshapeProduct(w.product) : null), null, { cache: 'short' });
}
