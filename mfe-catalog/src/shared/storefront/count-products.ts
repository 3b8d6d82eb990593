import type { StorefrontClient, StorefrontError, StorefrontResult } from '@tjb/storefront';
import { PRODUCT_IDS_QUERY } from '@tjb/storefront/documents';

type Wire = { products: { nodes: Array<{ id: string }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };

const PAGE = 250;
const MAX_PAGES = 40;

/** How many products match `query` (all products when null). */
export async function countProducts(client: StorefrontClient, query: string | null): Promise<StorefrontResult<number>> {
  let total = 0;
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer: { data: Wire | null; error: StorefrontError | null } = await client.query<Wire>(PRODUCT_IDS_QUERY, { first: PAGE, after, query });
    const { data, error } = answer;
    if (error || !data) {
      const failure: StorefrontError = error ?? { kind: 'graphql', message: 'No data returned' };
      client.reportError(failure, 'ProductIds');
      return { ok: false, data: total, error: failure };
    }
    total += data.products.nodes.length;
    if (!data.products.pageInfo.hasNextPage || !data.products.pageInfo.endCursor) break;
    after = data.products.pageInfo.endCursor;
  }
  return { ok: true, data: total };
}
