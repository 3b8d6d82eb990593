import type { StorefrontClient, StorefrontError } from '@tjb/storefront';
import { SHOP_DIAGNOSTICS_QUERY, type ShopDiagnosticsQuery } from '@tjb/storefront/documents';

export interface ShopInfo { name: string; host: string; url: string }

export async function getShopInfo(client: StorefrontClient): Promise<{ data: ShopInfo | null; error: StorefrontError | null }> {
  // Diagnostics report whether the store answers now: a kept answer would hide an outage.
  const answer = await client.query<ShopDiagnosticsQuery>(SHOP_DIAGNOSTICS_QUERY, {}, { cache: 'none' });
  if (answer.error || !answer.data) return { data: null, error: answer.error ?? { kind: 'graphql', message: 'No data returned' } };
  const { name, primaryDomain } = answer.data.shop;
  return { data: { name, host: primaryDomain.host, url: primaryDomain.url }, error: null };
}
