import { getProductByHandle } from '@tjb/storefront';
import { toBundleProduct, type BundleProduct } from './bundle-product';
import { storefront, unwrap } from './storefront-client';

/** Current catalogue data for each handle; null for a product the shop no longer has. */
export async function productsByHandle(handles: readonly string[]): Promise<Map<string, BundleProduct | null>> {
  const unique = [...new Set(handles)];
  const found = await Promise.all(unique.map(async (h) => [h, unwrap(await getProductByHandle(storefront(), h))] as const));
  return new Map(found.map(([h, p]) => [h, p ? toBundleProduct(p) : null]));
}
