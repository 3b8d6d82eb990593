import { passesLuhn } from '@tjb/forms';
import type { ChargeRequest } from './payment-provider';
import { EXPIRED_CARD_MESSAGE, TEST_CARDS, TEST_MODE_ONLY_MESSAGE, createTestProcessor } from './test-processor';

const now = () => new Date(Date.UTC(2026, 0, 15));
const charge = (method: ChargeRequest['method'], amountCents = 1000): ChargeRequest => ({
  amountCents,
  currency: 'USD',
  description: 'test',
  method,
  reference: 'order-1',
});
const card = (number: string, expiryDate = '12/30') => ({ type: 'card' as const, number, expiryDate, cvv: '123', cardholderName: 'T J' });

describe('the test processor', () => {
  const processor = createTestProcessor({ now });

  it('when the documented test cards are used, then each gives its documented outcome', async () => {
    for (const testCard of TEST_CARDS) {
      expect(passesLuhn(testCard.number)).toBe(true);
      const result = await processor.charge(charge(card(testCard.number)));
      expect(result.outcome).toBe(testCard.outcome);
      if (result.outcome === 'declined') expect(result.message).toBe(testCard.message);
      if (result.outcome === 'approved') expect(result.reference).toMatch(/^test_ch_/);
    }
  });

  it('when PayPal is chosen, then it is approved', async () => {
    expect(await processor.charge(charge({ type: 'paypal' }))).toEqual({ outcome: 'approved', reference: expect.stringMatching(/^test_pp_/) });
  });

  it('when an approve card has expired, then it is declined as expired', async () => {
    expect(await processor.charge(charge(card('4242424242424242', '12/25')))).toEqual({
      outcome: 'declined',
      code: 'expired_card',
      message: EXPIRED_CARD_MESSAGE,
    });
  });

  it('when a real-looking card it does not know is used, then it refuses to take real money', async () => {
    expect(await processor.charge(charge(card('4111111111111111')))).toEqual({ outcome: 'declined', code: 'test_mode_only', message: TEST_MODE_ONLY_MESSAGE });
  });

  it('when the amount is not a positive whole number of cents, then it is a processing error', async () => {
    expect((await processor.charge(charge(card('4242424242424242'), 0))).outcome).toBe('error');
    expect((await processor.charge(charge(card('4242424242424242'), 10.5))).outcome).toBe('error');
  });

  it('when a payment is refunded, then the refund is recorded', async () => {
    await processor.refund('test_ch_1', 500);
    expect(processor.refunds).toEqual([{ reference: 'test_ch_1', amountCents: 500 }]);
  });
});
