import type { CartItem } from '@tjb/cart-bus';
import { z } from 'zod/mini';
import { requestJson, type JsonResponse } from '@tjb/ui/http';

/** The part of a server cart line (GET /api/cart) the mirror compares; the rest is display data. */
export interface ServerLine {
  id: string;
  shopifyProductId: string;
  shopifyVariantId: string | null;
  quantity: number;
}

const serverCartSchema = z.object({
  items: z.array(
    z.object({
      id: z.string().check(z.minLength(1)),
      shopifyProductId: z.string().check(z.minLength(1)),
      shopifyVariantId: z.nullable(z.string()),
      quantity: z.int().check(z.gte(1)),
    }),
  ),
});

const CART = '/api/cart';
const line = (id: string) => `${CART}/${encodeURIComponent(id)}`;

/** Null when the answer is not a cart we can read (a proxy page, a half-deployed gateway). */
export function parseServerCart(response: JsonResponse): ServerLine[] | null {
  if (!response.ok) return null;
  const parsed = serverCartSchema.safeParse(response.body);
  return parsed.success ? parsed.data.items : null;
}

export function createServerCartApi() {
  return {
    read: () => requestJson(CART),
    add: (item: CartItem) =>
      requestJson(CART, {
        method: 'POST',
        body: {
          shopifyProductId: item.shopifyProductId,
          shopifyVariantId: item.shopifyVariantId,
          quantity: item.quantity,
          price: item.price,
          productData: item.productData,
          variantData: item.variantData,
        },
      }),
    setQuantity: (id: string, quantity: number) => requestJson(line(id), { method: 'PUT', body: { quantity } }),
    remove: (id: string) => requestJson(line(id), { method: 'DELETE' }),
    clear: () => requestJson(CART, { method: 'DELETE' }),
  };
}

export type ServerCartApi = ReturnType<typeof createServerCartApi>;
