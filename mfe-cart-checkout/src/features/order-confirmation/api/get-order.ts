import { z } from 'zod/mini';
import { requestJson } from '@tjb/ui/http';

const money = z.string().check(z.regex(/^\d+(\.\d{1,2})?$/));
const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

const orderSchema = z.object({
  name: z.string(),
  createdAt: z.optional(z.string()),
  email: z.nullish(z.string()),
  lines: z.array(
    z.object({
      title: z.string(),
      variantTitle: z.nullish(z.string()),
      image: z.nullish(z.string()),
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
  payment: z.optional(z.object({ method: z.string(), brand: z.nullish(z.string()), last4: z.nullish(z.string()) })),
  deliveryEstimate: z.nullish(z.object({ earliest: isoDay, latest: isoDay })),
  shippingAddress: z.nullish(
    z.partial(
      z.object({ firstName: z.string(), lastName: z.string(), address1: z.string(), address2: z.nullish(z.string()), city: z.string(), state: z.string(), zip: z.string(), country: z.string() }),
    ),
  ),
});

export type OrderDetails = z.infer<typeof orderSchema>;

/**
 * GET /api/orders/:name: the order's lines and charged totals, only for the session that placed it.
 * Anything else (404, an odd body, no network) is null: the confirmation then shows the reference alone.
 */
export async function getOrder(name: string, opts: { signal?: AbortSignal } = {}): Promise<OrderDetails | null> {
  try {
    const response = await requestJson(`/api/orders/${encodeURIComponent(name)}`, { signal: opts.signal });
    if (!response.ok) return null;
    const parsed = z.object({ order: orderSchema }).safeParse(response.body);
    return parsed.success ? parsed.data.order : null;
  } catch {
    return null;
  }
}
