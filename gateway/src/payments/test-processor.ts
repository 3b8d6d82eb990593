import { randomUUID } from 'node:crypto';
import { isExpired, normalizeCardNumber } from '@tjb/forms';
import type { ChargeRequest, ChargeResult, DeclineCode, PaymentProvider } from './payment-provider';

export interface TestCard {
  number: string;
  brand: string;
  outcome: 'approved' | 'declined' | 'error';
  code?: DeclineCode;
  message: string;
}

/**
 * The cards the test processor knows (the same numbers Stripe's test mode uses, so they pass the
 * Luhn check and are recognisable). gateway/README.md lists them; keep the two in step.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'Visa', outcome: 'approved', message: 'Approved' },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'approved', message: 'Approved' },
  { number: '378282246310005', brand: 'American Express', outcome: 'approved', message: 'Approved' },
  { number: '4000000000000002', brand: 'Visa', outcome: 'declined', code: 'card_declined', message: 'Your card was declined.' },
  {
    number: '4000000000009995',
    brand: 'Visa',
    outcome: 'declined',
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  { number: '4000000000000119', brand: 'Visa', outcome: 'error', message: 'Payment processing failed' },
];

export const EXPIRED_CARD_MESSAGE = 'Your card has expired.';
export const TEST_MODE_ONLY_MESSAGE =
  'This shop takes test payments only. Please use a test card such as 4242 4242 4242 4242.';

/**
 * An in-process payment processor for a shop that must not take real cards (see the README): it
 * answers by card number, approves PayPal, refuses expired cards and any card it does not know.
 */
export function createTestProcessor(opts: { now?: () => Date; delayMs?: number } = {}): PaymentProvider & {
  readonly refunds: ReadonlyArray<{ reference: string; amountCents: number }>;
} {
  const refunds: Array<{ reference: string; amountCents: number }> = [];
  const now = opts.now ?? (() => new Date());
  const settle = async (result: ChargeResult) => {
    if (opts.delayMs) await new Promise((resolve) => setTimeout(resolve, opts.delayMs));
    return result;
  };
  return {
    name: 'test-processor',
    refunds,
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
        return settle({ outcome: 'error', message: 'Payment processing failed' });
      }
      if (request.method.type === 'paypal') return settle({ outcome: 'approved', reference: `test_pp_${randomUUID()}` });
      const card = TEST_CARDS.find((c) => c.number === normalizeCardNumber(request.method.type === 'card' ? request.method.number : ''));
      if (!card) return settle({ outcome: 'declined', code: 'test_mode_only', message: TEST_MODE_ONLY_MESSAGE });
      if (isExpired(request.method.expiryDate, now())) {
        return settle({ outcome: 'declined', code: 'expired_card', message: EXPIRED_CARD_MESSAGE });
      }
      if (card.outcome === 'approved') return settle({ outcome: 'approved', reference: `test_ch_${randomUUID()}` });
      if (card.outcome === 'declined') return settle({ outcome: 'declined', code: card.code ?? 'card_declined', message: card.message });
      return settle({ outcome: 'error', message: card.message });
    },
    async refund(reference: string, amountCents: number) {
      refunds.push({ reference, amountCents });
    },
  };
}
