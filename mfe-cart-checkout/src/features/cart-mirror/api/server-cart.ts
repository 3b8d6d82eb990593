import type { CartItem } from '@tjb/cart-bus';
import { z } from 'zod';
import { requestJson, type FetchLike, type JsonResponse } from '../../../shared/http/request-json';

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
      id: z.string().min(1),
      shopifyProductId: z.string().min(1),
      shopifyVariantId: z.string().nullable(),
      quantity: z.int().min(1),
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

export function createServerCartApi(fetchImpl?: FetchLike) {
  return {
    read: () => requestJson(CART, {}, fetchImpl),
    add: (item: CartItem) =>
      requestJson(
        CART,
        {
          method: 'POST',
          body: {
            shopifyProductId: item.shopifyProductId,
            shopifyVariantId: item.shopifyVariantId,
            quantity: item.quantity,
            price: item.price,
            productData: item.productData,
            variantData: item.variantData,
          },
        },
        fetchImpl,
      ),
    setQuantity: (id: string, quantity: number) => requestJson(line(id), { method: 'PUT', body: { quantity } }, fetchImpl),
    remove: (id: string) => requestJson(line(id), { method: 'DELETE' }, fetchImpl),
    clear: () => requestJson(CART, { method: 'DELETE' }, fetchImpl),
  };
}

export type ServerCartApi = ReturnType<typeof createServerCartApi>;
