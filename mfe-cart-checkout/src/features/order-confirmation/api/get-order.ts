import * as v from 'valibot';
import { requestJson } from '@tjb/ui/http';

const money = v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/));
const isoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

const orderSchema = v.object({
  name: v.string(),
  createdAt: v.optional(v.string()),
  email: v.nullish(v.string()),
  lines: v.array(
    v.object({
      title: v.string(),
      variantTitle: v.nullish(v.string()),
      image: v.nullish(v.string()),
      quantity: v.number(),
      price: money,
      lineTotal: money,
    }),
  ),
  itemCount: v.number(),
  subtotal: money,
  tax: money,
  shipping: money,
  total: money,
  payment: v.optional(v.object({ method: v.string(), brand: v.nullish(v.string()), last4: v.nullish(v.string()) })),
  deliveryEstimate: v.nullish(v.object({ earliest: isoDay, latest: isoDay })),
  shippingAddress: v.nullish(
    v.partial(
      v.object({ firstName: v.string(), lastName: v.string(), address1: v.string(), address2: v.nullish(v.string()), city: v.string(), state: v.string(), zip: v.string(), country: v.string() }),
    ),
  ),
});

export type OrderDetails = v.InferOutput<typeof orderSchema>;

/**
 * GET /api/orders/:name: the order's lines and charged totals, only for the session that placed it.
 * Anything else (404, an odd body, no network) is null: the confirmation then shows the reference alone.
 */
export async function getOrder(name: string, opts: { signal?: AbortSignal } = {}): Promise<OrderDetails | null> {
  try {
    const response = await requestJson(`/api/orders/${encodeURIComponent(name)}`, { signal: opts.signal });
    if (!response.ok) return null;
    const parsed = v.safeParse(v.object({ order: orderSchema }), response.body);
    return parsed.success ? parsed.output.order : null;
  } catch {
    return null;
  }
}
