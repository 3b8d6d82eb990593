import { DEFAULT_API_VERSION, getProducts } from '@tjb/storefront';
import { useQuery } from '@tanstack/react-query';
import { BROWSER_ONLY } from '@tjb/ui/page-data';
import { storefront } from '../../../shared/api/storefront-client';
import { countProducts } from '../../../shared/storefront/count-products';
import { getShopInfo, type ShopInfo } from '../../../shared/storefront/shop-diagnostics';

export interface Diagnostics {
  endpoint: string;
  apiVersion: string;
  shop: ShopInfo | null;
  upstream: string;
  roundTripMs: number;
  productCount: number | null;
  countMs: number;
  sample: Array<{ title: string; handle: string; price: string }>;
  error: string | null;
  checkedAt: string;
}

/** Names the upstream: the embedded server reports this page's own host; a real store its own domain. */
export function describeUpstream(shop: ShopInfo | null, pageHost: string): string {
  if (!shop) return 'Unknown (the storefront did not answer)';
  if (shop.host === pageHost) return 'Embedded Storefront server (seeded catalogue, served by the gateway)';
  return `Shopify store ${shop.host}`;
}

export async function runDiagnostics(): Promise<Diagnostics> {
  const client = storefront();
  const t0 = performance.now();
  const shop = await getShopInfo(client);
  const roundTripMs = performance.now() - t0;
  const t1 = performance.now();
  const count = await countProducts(client, null);
  const countMs = performance.now() - t1;
  const sample = await getProducts(client, { first: 3 });
  return {
    endpoint: client.endpoint,
    apiVersion: DEFAULT_API_VERSION,
    shop: shop.data,
    upstream: describeUpstream(shop.data, window.location.host),
    roundTripMs,
    productCount: count.ok ? count.data : null,
    countMs,
    sample: sample.data.map((p) => ({ title: p.title, handle: p.handle, price: p.variants[0]?.price ?? p.priceRange.minVariantPrice })),
    error: shop.error?.message ?? (count.ok ? null : count.error.message) ?? (sample.ok ? null : sample.error.message),
    checkedAt: new Date().toISOString(),
  };
}

export function useDiagnostics() {
  // Always a fresh measurement: a cached round-trip time would be meaningless. It measures the browser's
  // round trip, so the server renders its "checking" state and the browser runs it.
  return useQuery({ queryKey: ['diagnostics'], queryFn: runDiagnostics, staleTime: 0, gcTime: 0, meta: BROWSER_ONLY });
}
