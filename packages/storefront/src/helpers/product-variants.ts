import type { StorefrontClient } from '../client';
import type { ProductVariantsQuery } from '../generated/operation-types';
import { PRODUCT_VARIANTS_QUERY } from '../queries/product-variants';
import { reshapeProductVariants } from '../reshape';
import type { StorefrontProductVariants, StorefrontResult } from '../types';
import { invalidInput, run } from './run';

/**
 * A product's options and variants by handle, for choosing one from a list (a card's quick pick);
 * `data: null` when no product has the handle. A catalogue read like the product page's (`short`).
 */
export function getProductVariants(client: StorefrontClient, handle: string): Promise<StorefrontResult<StorefrontProductVariants | null>> {
  if (!handle.trim()) return Promise.resolve(invalidInput(client, 'ProductVariants', 'a product handle is required', null));
  return run(client, 'ProductVariants', PRODUCT_VARIANTS_QUERY, { handle: handle.trim() },
    (w: ProductVariantsQuery) => (w.product ? reshapeProductVariants(w.product) : null), null, { cache: 'short' });
}
