import type { Response } from 'express';

/** A finished checkout attempt as the client will see it; stored as-is for Idempotency-Key replays. */
export interface Outcome {
  status: number;
  body: Record<string, unknown>;
}

/** The spec's fallback server message (001 §8). */
export const PAYMENT_FAILED_MESSAGE = 'Payment processing failed';

export function sendOutcome(res: Response, outcome: Outcome & { replayed?: boolean }): void {
  // Stripe's header name: lets a client (and a test) tell a replay from a fresh answer.
  if (outcome.replayed) res.set('Idempotent-Replayed', 'true');
  res.status(outcome.status).json(outcome.body);
}
