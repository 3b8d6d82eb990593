import type { AttemptKeys } from '@tjb/forms/card-input';
import type { BundleVisualizationInput, BundleVisualizationPaymentInput } from '@tjb/forms';
import { messageOf, requestJson } from '@tjb/ui/http';
import type { BundleEntry } from '../../studio/state/bundle-reducer';

export const PURCHASE_URL = '/api/bundle-visualization/purchase';
/** Spec 001 §8: what 'Payment Failed' says when the server gave no message of its own. */
export const PAYMENT_FALLBACK_MESSAGE = 'Unable to process payment. Please try again.';

export type PurchaseOutcome = { ok: true; order: string } | { ok: false; message: string };

/**
 * POST the $5 purchase with the attempt's Idempotency-Key. A final answer (paid, declined, refused)
 * settles the attempt; no answer keeps the key, so pressing again replays instead of charging twice.
 */
export async function purchaseVisualization(
  paymentInfo: BundleVisualizationPaymentInput,
  entries: readonly BundleEntry[],
  keys: AttemptKeys,
): Promise<PurchaseOutcome> {
  const bundle: BundleVisualizationInput = { items: entries.map((e) => ({ categoryId: e.categoryId, productId: e.product.id, quantity: e.quantity })) };
  const body = { paymentInfo, bundle };
  const key = keys.keyFor(JSON.stringify(body));
  let answer;
  try {
    answer = await requestJson(PURCHASE_URL, { method: 'POST', body, headers: { 'Idempotency-Key': key } });
  } catch {
    return { ok: false, message: PAYMENT_FALLBACK_MESSAGE };
  }
  const order = (answer.body as { order?: { name?: unknown } } | null)?.order?.name;
  if (answer.ok && typeof order === 'string') {
    keys.settle();
    return { ok: true, order };
  }
  // 409: the same key is still being worked on; keep it so the next press replays that answer.
  if (answer.status !== 409 && answer.status < 500) keys.settle();
  return { ok: false, message: messageOf(answer.body) ?? PAYMENT_FALLBACK_MESSAGE };
}
