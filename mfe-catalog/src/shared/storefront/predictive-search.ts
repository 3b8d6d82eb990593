import type { StorefrontClient, StorefrontError, StorefrontResult } from '@tjb/storefront';
import { PREDICTIVE_SEARCH_QUERY, type PredictiveSearchQuery } from '@tjb/storefront/documents';

export interface PredictiveResults {
  queries: string[];
  products: Array<{ id: string; title: string; handle: string; vendor: string; image: { src: string; altText: string | null } | null; price: string }>;
  collections: Array<{ id: string; title: string; handle: string }>;
}

export const EMPTY_PREDICTIVE: PredictiveResults = { queries: [], products: [], collections: [] };

export async function predictiveSearch(client: StorefrontClient, term: string, limit = 6): Promise<StorefrontResult<PredictiveResults>> {
  const { data, error } = await client.query<PredictiveSearchQuery>(PREDICTIVE_SEARCH_QUERY, { query: term, limit }, { cache: 'short' });
  if (error || !data) {
    const failure: StorefrontError = error ?? { kind: 'graphql', message: 'No data returned' };
    client.reportError(failure, 'PredictiveSearch');
    return { ok: false, data: EMPTY_PREDICTIVE, error: failure };
  }
  const r = data.predictiveSearch;
  if (!r) return { ok: true, data: EMPTY_PREDICTIVE };
  return {
    ok: true,
    data: {
      queries: r.queries.map((q) => q.text),
      products: r.products.map((p) => ({
        id: p.id, title: p.title, handle: p.handle, vendor: p.vendor,
        image: p.featuredImage ? { src: p.featuredImage.url, altText: p.featuredImage.altText } : null,
        price: p.priceRange.minVariantPrice.amount,
      })),
      collections: r.collections,
    },
  };
}
