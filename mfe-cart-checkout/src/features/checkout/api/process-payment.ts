import type { CartItem } from '@tjb/cart-bus';
import type { BillingInfo, PaymentInfo, ShippingInfo } from '@tjb/forms';
import { z } from 'zod/mini';
import { NetworkError, messageOf, requestJson, type JsonResponse } from '@tjb/ui/http';
import type { AttemptKeys } from '@tjb/forms/card-input';

export const PROCESS_PAYMENT_URL = '/api/shopify/process-payment';
/** Spec 001 §8: what 'Payment Failed' says when the server gave no message of its own. */
export const PAYMENT_FALLBACK_MESSAGE = 'Unable to process payment. Please try again.';
export const STILL_PROCESSING_MESSAGE = 'Your payment is still being processed. Please wait a moment, then press Complete Purchase again.';

export interface PaymentRequest {
  cartItems: CartItem[];
  shippingInfo: ShippingInfo;
  billingInfo: BillingInfo;
  paymentInfo: PaymentInfo;
  discountCode?: string;
  giftCardCode?: string;
}

const priceChangeSchema = z.object({ id: z.string(), title: z.string(), oldPrice: z.string(), newPrice: z.string() });
const unavailableSchema = z.object({ id: z.string(), title: z.string(), requested: z.number(), available: z.number() });
export type PriceChange = z.infer<typeof priceChangeSchema>;
export type UnavailableLine = z.infer<typeof unavailableSchema>;

const issuedGiftCardSchema = z.object({ code: z.string(), amount: z.string(), recipientName: z.string(), recipientEmail: z.string() });
export type IssuedGiftCard = z.infer<typeof issuedGiftCardSchema>;

const placedSchema = z.object({
  issuedGiftCards: z.optional(z.array(issuedGiftCardSchema)),
  success: z.literal(true),
  message: z.optional(z.string()),
  order: z.object({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    total: z.optional(z.string()),
  }),
});

export type PaymentOutcome =
  | { kind: 'placed'; order: { name: string; total?: string }; issuedGiftCards: IssuedGiftCard[] }
  | { kind: 'failed'; message: string }
  | { kind: 'price-changed'; message: string; changes: PriceChange[] }
  | { kind: 'unavailable'; message: string; lines: UnavailableLine[] }
  | { kind: 'in-flight'; message: string }
  | { kind: 'key-mismatch'; message: string }
  /** No answer we can trust: the charge may or may not have happened, so the key is kept. */
  | { kind: 'unknown'; message: string };

const field = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;

/** Reads the gateway's answer (see gateway/README "What a checkout does"). Never throws on odd bodies. */
export function interpretPaymentResponse(response: JsonResponse): PaymentOutcome {
  const { status, body } = response;
  const message = messageOf(body) ?? PAYMENT_FALLBACK_MESSAGE;
  if (response.ok) {
    const placed = placedSchema.safeParse(body);
    return placed.success ? { kind: 'placed', order: placed.data.order, issuedGiftCards: placed.data.issuedGiftCards ?? [] } : { kind: 'unknown', message: PAYMENT_FALLBACK_MESSAGE };
  }
  if (status === 409) {
    const changes = z.array(priceChangeSchema).check(z.minLength(1)).safeParse(field(body, 'priceChanges'));
    if (changes.success) return { kind: 'price-changed', message, changes: changes.data };
    const lines = z.array(unavailableSchema).check(z.minLength(1)).safeParse(field(body, 'unavailable'));
    if (lines.success) return { kind: 'unavailable', message, lines: lines.data };
    return { kind: 'in-flight', message: STILL_PROCESSING_MESSAGE };
  }
  if (status === 422) return { kind: 'key-mismatch', message };
  // The payment routes always answer `success`; a body without it came from something in between.
  if (typeof field(body, 'success') === 'boolean' || status === 429) return { kind: 'failed', message };
  return { kind: 'unknown', message: PAYMENT_FALLBACK_MESSAGE };
}

interface SubmitDeps {
  keys: AttemptKeys;
  sleep?: (ms: number) => Promise<void>;
  /** How often to ask again while the first request with this key is still running. */
  inFlightRetries?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/shopify/process-payment with the attempt's Idempotency-Key. While the server is still
 * working on the same key it asks again (the repeat then replays the one answer); a final answer
 * settles the attempt so the next press gets a new key.
 */
export async function submitPayment(request: PaymentRequest, deps: SubmitDeps): Promise<PaymentOutcome> {
  const { keys, sleep = wait, inFlightRetries = 5 } = deps;
  const fingerprint = JSON.stringify(request);
  let mismatchRetried = false;
  for (let attempt = 0; ; attempt += 1) {
    const key = keys.keyFor(fingerprint);
    let outcome: PaymentOutcome;
    try {
      outcome = interpretPaymentResponse(
        await requestJson(PROCESS_PAYMENT_URL, { method: 'POST', body: request, headers: { 'Idempotency-Key': key } }),
      );
    } catch (error) {
      if (error instanceof NetworkError) return { kind: 'unknown', message: PAYMENT_FALLBACK_MESSAGE };
      throw error;
    }
    if (outcome.kind === 'in-flight' && attempt < inFlightRetries) {
      await sleep(Math.min(4000, 500 * 2 ** attempt));
      continue;
    }
    if (outcome.kind === 'key-mismatch' && !mismatchRetried) {
      // Our key met another request (a stale attempt): start a clean one.
      mismatchRetried = true;
      keys.settle();
      continue;
    }
    if (outcome.kind !== 'in-flight' && outcome.kind !== 'unknown') keys.settle();
    return outcome;
  }
}
