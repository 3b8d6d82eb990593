import * as valibot from 'valibot';
import { requestJson } from '@tjb/ui/http';
import { STOREFRONT_CACHE_HEADER } from '@tjb/storefront/cache-policy';
import { WISHLIST_PRODUCT_VARIANTS_QUERY } from '@tjb/storefront/documents';

/** The Storefront API version the gateway serves (spec 001 "Storefront queries"). */
const STOREFRONT_URL = '/api/2025-01/graphql.json';

const variantSchema = valibot.object({
  id: valibot.pipe(valibot.string(), valibot.minLength(1)),
  title: valibot.string(),
  availableForSale: valibot.boolean(),
  price: valibot.object({ amount: valibot.string() }),
  selectedOptions: valibot.array(valibot.object({ name: valibot.string(), value: valibot.string() })),
});

const answerSchema = valibot.object({
  data: valibot.object({
    product: valibot.nullable(valibot.object({ id: valibot.string(), variants: valibot.object({ nodes: valibot.array(variantSchema) }) })),
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
    const parsed = valibot.safeParse(answerSchema, response.body);
    if (!response.ok || !parsed.success) return { ok: false };
    const product = parsed.output.data.product;
    if (!product || product.id !== productId) return { ok: true, variants: [] };
    return { ok: true, variants: product.variants.nodes.map((v) => ({ ...v, price: v.price.amount })) };
  } catch {
    return { ok: false };
  }
}
