import type { StorefrontClient, StorefrontError, StorefrontResult } from '@tjb/storefront';
import { PRODUCT_IDS_QUERY, type ProductIdsQuery } from '@tjb/storefront/documents';

const PAGE = 250;
const MAX_PAGES = 40;

/** How many products match `query` (all products when null). */
export async function countProducts(client: StorefrontClient, query: string | null): Promise<StorefrontResult<number>> {
  let total = 0;
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer: { data: ProductIdsQuery | null; error: StorefrontError | null } = await client.query<ProductIdsQuery>(PRODUCT_IDS_QUERY, { first: PAGE, after, query }, { cache: 'short' });
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
