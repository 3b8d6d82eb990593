import * as v from 'valibot';
import { getDefaultBus } from './default-bus';
import { STORAGE_KEYS } from './protocol';
import { describeIssues, isoDateSchema, priceSchema, requiredText, type LastOrder } from './schemas';

const lastOrderInputSchema = v.object(
  {
    name: requiredText('name'),
    total: v.optional(priceSchema),
    placedAt: v.optional(isoDateSchema),
  },
  'order must be an object',
);
export type LastOrderInput = v.InferInput<typeof lastOrderInputSchema>;
export type SaveLastOrderResult = { ok: true; order: LastOrder } | { ok: false; error: string };

export function getLastOrder(): LastOrder | null {
  return getDefaultBus().read(STORAGE_KEYS.lastOrder);
}

/** Saves the order the confirmation page shows and announces `order:placed`. Clearing the cart is separate. */
export function saveLastOrder(input: LastOrderInput): SaveLastOrderResult {
  const parsed = v.safeParse(lastOrderInputSchema, input);
  if (!parsed.success) return { ok: false, error: `Cannot save order: ${describeIssues(parsed.issues)}` };
  const order: LastOrder = { ...parsed.output, placedAt: parsed.output.placedAt ?? new Date().toISOString() };
  const published = getDefaultBus().publish({ type: 'order:placed', v: 1, order });
  return published.ok ? { ok: true, order } : published;
}
