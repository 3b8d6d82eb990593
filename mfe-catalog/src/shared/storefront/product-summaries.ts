import type { StorefrontClient, StorefrontError, StorefrontResult } from '@tjb/storefront';
import { PRODUCT_SUMMARIES_QUERY, type ProductSummariesQuery } from '@tjb/storefront/documents';

export interface ProductSummary { id: string; title: string; handle: string; productType: string; vendor: string; minPrice: string }

const MAX_PAGES = 40;

export async function getProductSummaries(client: StorefrontClient, query: string | null = null): Promise<StorefrontResult<ProductSummary[]>> {
  const all: ProductSummary[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer: { data: ProductSummariesQuery | null; error: StorefrontError | null } = await client.query<ProductSummariesQuery>(PRODUCT_SUMMARIES_QUERY, { first: 250, after, query }, { cache: 'short' });
    if (answer.error || !answer.data) {
      const failure: StorefrontError = answer.error ?? { kind: 'graphql', message: 'No data returned' };
      client.reportError(failure, 'ProductSummaries');
      return { ok: false, data: all, error: failure };
    }
    for (const n of answer.data.products.nodes) {
      all.push({ id: n.id, title: n.title, handle: n.handle, productType: n.productType, vendor: n.vendor, minPrice: n.priceRange.minVariantPrice.amount });
    }
    const info = answer.data.products.pageInfo;
    if (!info.hasNextPage || !info.endCursor) break;
    after = info.endCursor;
  }
  return { ok: true, data: all };
}
