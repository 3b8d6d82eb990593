import { z } from 'zod';
import { requestJson, type FetchLike } from '../../../shared/http/request-json';

const money = z.string().regex(/^\d+(\.\d{1,2})?$/);

const orderSchema = z.object({
  name: z.string(),
  createdAt: z.string().optional(),
  email: z.string().nullish(),
  lines: z.array(
    z.object({
      title: z.string(),
      variantTitle: z.string().nullish(),
      image: z.string().nullish(),
      quantity: z.number(),
      price: money,
      lineTotal: money,
    }),
  ),
  itemCount: z.number(),
  subtotal: money,
  tax: money,
  shipping: money,
  total: money,
  payment: z.object({ method: z.string(), brand: z.string().nullish(), last4: z.string().nullish() }).optional(),
  shippingAddress: z
    .object({ firstName: z.string(), lastName: z.string(), address1: z.string(), address2: z.string().nullish(), city: z.string(), state: z.string(), zip: z.string(), country: z.string() })
    .partial()
    .nullish(),
});

export type OrderDetails = z.infer<typeof orderSchema>;

/**
 * GET /api/orders/:name: the order's lines and charged totals, only for the session that placed it.
 * Anything else (404, an odd body, no network) is null: the confirmation then shows the reference alone.
 */
export async function getOrder(name: string, opts: { signal?: AbortSignal; fetch?: FetchLike } = {}): Promise<OrderDetails | null> {
  try {
    const response = await requestJson(`/api/orders/${encodeURIComponent(name)}`, { signal: opts.signal }, opts.fetch);
    if (!response.ok) return null;
    const parsed = z.object({ order: orderSchema }).safeParse(response.body);
    return parsed.success ? parsed.data.order : null;
  } catch {
    return null;
  }
}
