import { z } from 'zod/mini';
import { requestJson } from '@tjb/ui/http';
import { STOREFRONT_CACHE_HEADER } from '@tjb/storefront/cache-policy';
import { WISHLIST_PRODUCT_VARIANTS_QUERY } from '@tjb/storefront/documents';

/** The Storefront API version the gateway serves (spec 001 "Storefront queries"). */
const STOREFRONT_URL = '/api/2025-01/graphql.json';

const variantSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  availableForSale: z.boolean(),
  price: z.object({ amount: z.string() }),
  selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
});

const answerSchema = z.object({
  data: z.object({
    product: z.nullable(z.object({ id: z.string(), variants: z.object({ nodes: z.array(variantSchema) }) })),
  }),
});

export interface ProductVariant {
  id: string;
  title: string;
  availableForSale: boolean;
  price: string;
  selectedOptions: Array<{ name: string; value: string }>;
}

export type VariantsResult = { ok: true; variants: ProductVariant[] } | { ok: false };

/** The product's variants, or `{ ok: false }` when the catalogue cannot be asked or no longer has it. */
export async function getProductVariants(handle: string, productId: string): Promise<VariantsResult> {
  try {
    const response = await requestJson(STOREFRONT_URL, {
      method: 'POST',
      body: { query: WISHLIST_PRODUCT_VARIANTS_QUERY, variables: { handle } },
      // Prices and stock to choose a size from: the catalogue's short caching (spec 001 §9).
      headers: { [STOREFRONT_CACHE_HEADER]: 'short' },
    });
    const parsed = answerSchema.safeParse(response.body);
    if (!response.ok || !parsed.success) return { ok: false };
    const product = parsed.data.data.product;
    if (!product || product.id !== productId) return { ok: true, variants: [] };
    return { ok: true, variants: product.variants.nodes.map((v) => ({ ...v, price: v.price.amount })) };
  } catch {
    return { ok: false };
  }
}
