import { cartLine, helmetInput } from '../../../testing/cart-fixtures';
import { HttpResponse, mockApi } from '@tjb/test-support';
import { createAttemptKeys } from '@tjb/forms/card-input';
import { PAYMENT_FALLBACK_MESSAGE, PROCESS_PAYMENT_URL, interpretPaymentResponse, submitPayment, type PaymentRequest } from './process-payment';

const request = (cardNumber = '4242424242424242'): PaymentRequest => ({
  cartItems: [cartLine(helmetInput)],
  shippingInfo: { firstName: 'Tina', lastName: 'Jones', email: 'tina@example.com', phone: '', address1: '1 Main St', address2: '', city: 'Fayetteville', state: 'AR', zip: '72701', country: 'US' },
  billingInfo: { sameAsShipping: true, firstName: '', lastName: '', address1: '', address2: '', city: '', state: '', zip: '', country: 'US' },
  paymentInfo: { paymentMethod: 'credit-card', cardNumber, expiryDate: '12/34', cvv: '123', cardholderName: 'Tina Jones' },
});

/**
 * The gateway's Idempotency-Key rules in miniature: the first request per key runs, a repeat replays
 * its answer, the same key with another body is 422. `script` decides what a fresh request answers.
 */
function fakeGateway(script: Array<'approve' | 'decline' | 'drop' | 'in-flight' | 'proxy-502'>) {
  const answers = new Map<string, { body: string; status: number; json: unknown }>();
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => HttpResponse.json(body as never, { status, headers });
  let orders = 0;
  const calls = mockApi('post', PROCESS_PAYMENT_URL, (call) => {
    const key = call.headers['idempotency-key'] ?? '';
    const body = JSON.stringify(call.body);
    const stored = answers.get(key);
    if (stored) {
      if (stored.body !== body) return answer(422, { success: false, message: 'This Idempotency-Key was already used for a different request.' });
      return answer(stored.status, stored.json, { 'Idempotent-Replayed': 'true' });
    }
    const step = script.shift() ?? 'approve';
    if (step === 'in-flight') return answer(409, { success: false, message: 'A request with this Idempotency-Key is still being processed.' });
    if (step === 'proxy-502') return new HttpResponse('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    const reply =
      step === 'decline'
        ? { status: 402, json: { success: false, message: 'Your card was declined.' } }
        : { status: 201, json: { success: true, message: `Order TJB-${1001 + orders} has been created successfully`, order: { name: `TJB-${1001 + orders}`, total: '129.60' } } };
    if (step !== 'decline') orders += 1;
    answers.set(key, { body, ...reply });
    // 'drop': the order is made but the answer never arrives.
    if (step === 'drop') return HttpResponse.error();
    return answer(reply.status, reply.json);
  });
  return { calls, orders: () => orders, keys: () => calls.map((c) => c.headers['idempotency-key']) };
}

let counter = 0;
const keys = () => createAttemptKeys(() => `key-${(counter += 1)}`);
const noSleep = async () => {};

describe('submitPayment and the Idempotency-Key per attempt', () => {
  it('when the answer to the first press is lost and the shopper presses again, then the same key is sent and one order exists', async () => {
    const gateway = fakeGateway(['drop']);
    const attempt = keys();
    const first = await submitPayment(request(), { keys: attempt, sleep: noSleep });
    expect(first).toEqual({ kind: 'unknown', message: PAYMENT_FALLBACK_MESSAGE });
    const second = await submitPayment(request(), { keys: attempt, sleep: noSleep });
    expect(second).toEqual({ kind: 'placed', order: { name: 'TJB-1001', total: '129.60' }, issuedGiftCards: [] });
    expect(new Set(gateway.keys()).size).toBe(1);
    expect(gateway.orders()).toBe(1);
  });

  it('when two presses race, then the second waits out the in-flight answer under the same key', async () => {
    const gateway = fakeGateway(['in-flight']);
    const sleeps: number[] = [];
    const outcome = await submitPayment(request(), { keys: keys(), sleep: async (ms) => void sleeps.push(ms) });
    expect(outcome.kind).toBe('placed');
    expect(sleeps).toEqual([500]);
    expect(new Set(gateway.keys()).size).toBe(1);
  });

  it('when a proxy answers 502 without a payment body, then the key is kept for the retry', async () => {
    const gateway = fakeGateway(['proxy-502']);
    const attempt = keys();
    expect((await submitPayment(request(), { keys: attempt })).kind).toBe('unknown');
    expect((await submitPayment(request(), { keys: attempt })).kind).toBe('placed');
    expect(new Set(gateway.keys()).size).toBe(1);
  });

  it('when a card is declined and the shopper tries again, then the new try is a new attempt with a new key', async () => {
    const gateway = fakeGateway(['decline', 'approve']);
    const attempt = keys();
    expect(await submitPayment(request(), { keys: attempt })).toEqual({ kind: 'failed', message: 'Your card was declined.' });
    // Same card again (say, after the bank lifted a block): not a replay of the decline.
    expect((await submitPayment(request(), { keys: attempt })).kind).toBe('placed');
    expect(new Set(gateway.keys()).size).toBe(2);
  });

  it('when the shopper changes the request after a lost answer, then the changed request gets its own key', async () => {
    const gateway = fakeGateway(['drop', 'approve']);
    const attempt = keys();
    await submitPayment(request(), { keys: attempt });
    await submitPayment(request('5555555555554444'), { keys: attempt });
    const [a, b] = gateway.keys();
    expect(a).not.toBe(b);
  });
});

describe('interpretPaymentResponse', () => {
  const res = (status: number, body: unknown) => ({ ok: status < 300, status, body, headers: new Headers() });

  it('when prices changed, then the new prices come back to ask the shopper', () => {
    const changes = [{ id: 'a', title: 'Helmet', oldPrice: '99.00', newPrice: '120.00' }];
    expect(interpretPaymentResponse(res(409, { success: false, message: 'Prices changed', priceChanges: changes }))).toEqual({ kind: 'price-changed', message: 'Prices changed', changes });
  });

  it('when the server fails without a message, then the spec fallback is used; odd bodies never throw', () => {
    expect(interpretPaymentResponse(res(400, { success: false }))).toEqual({ kind: 'failed', message: PAYMENT_FALLBACK_MESSAGE });
    expect(interpretPaymentResponse(res(200, 'nonsense')).kind).toBe('unknown');
    expect(interpretPaymentResponse(res(200, { success: true, order: { name: '' } })).kind).toBe('unknown');
    expect(interpretPaymentResponse(res(500, null)).kind).toBe('unknown');
    expect(interpretPaymentResponse(res(429, { message: 'Too many attempts' }))).toEqual({ kind: 'failed', message: 'Too many attempts' });
  });
});
