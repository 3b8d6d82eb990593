import type { CartItem } from '@tjb/cart-bus';
import * as v from 'valibot';
import { requestJson, type JsonResponse } from '@tjb/ui/http';

/** The part of a server cart line (GET /api/cart) the mirror compares; the rest is display data. */
export interface ServerLine {
  id: string;
  shopifyProductId: string;
  shopifyVariantId: string | null;
  quantity: number;
}

const serverCartSchema = v.object({
  items: v.array(
    v.object({
      id: v.pipe(v.string(), v.minLength(1)),
      shopifyProductId: v.pipe(v.string(), v.minLength(1)),
      shopifyVariantId: v.nullable(v.string()),
      quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
    }),
  ),
});

const CART = '/api/cart';
const line = (id: string) => `${CART}/${encodeURIComponent(id)}`;

/** Null when the answer is not a cart we can read (a proxy page, a half-deployed gateway). */
export function parseServerCart(response: JsonResponse): ServerLine[] | null {
  if (!response.ok) return null;
  const parsed = v.safeParse(serverCartSchema, response.body);
  return parsed.success ? parsed.output.items : null;
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
