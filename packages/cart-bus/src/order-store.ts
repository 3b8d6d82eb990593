import { z } from 'zod/mini';
import { getDefaultBus } from './default-bus';
import { STORAGE_KEYS } from './protocol';
import { describeIssues, isoDateSchema, priceSchema, type LastOrder } from './schemas';

const lastOrderInputSchema = z.object(
  {
    name: z.string().check(z.trim(), z.minLength(1, 'name is required')),
    total: z.optional(priceSchema),
    placedAt: z.optional(isoDateSchema),
  },
  { error: 'order must be an object' },
);
export type LastOrderInput = z.input<typeof lastOrderInputSchema>;
export type SaveLastOrderResult = { ok: true; order: LastOrder } | { ok: false; error: string };

export function getLastOrder(): LastOrder | null {
  return getDefaultBus().read(STORAGE_KEYS.lastOrder);
}

/** Saves the order the confirmation page shows and announces `order:placed`. Clearing the cart is separate. */
export function saveLastOrder(input: LastOrderInput): SaveLastOrderResult {
  const parsed = lastOrderInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: `Cannot save order: ${describeIssues(parsed.error)}` };
  const order: LastOrder = { ...parsed.data, placedAt: parsed.data.placedAt ?? new Date().toISOString() };
  const published = getDefaultBus().publish({ type: 'order:placed', v: 1, order });
  return published.ok ? { ok: true, order } : published;
}
