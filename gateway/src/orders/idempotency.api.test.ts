import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { CARD, ORIGIN, cartItem, checkoutBody, createTestApi } from '../api/test-support/test-api';
import { IDS, VISUALIZATION_BUNDLE, createTestCatalog } from '../api/test-support/test-catalog';
import { databaseVariants, openTestDatabase, type TestDatabase } from '../api/test-support/test-database';
import type { ChargeRequest, PaymentProvider } from '../payments/payment-provider';
import { createTestProcessor } from '../payments/test-processor';
import { IDEMPOTENCY_TTL_SECONDS, parseIdempotencyKey } from './idempotency';

const catalog = createTestCatalog();

/** The test processor behind a gate, so a test can hold a charge open while it sends a retry. */
function gatedProcessor() {
  const inner = createTestProcessor();
  let open = true;
  let release = () => {};
  let started = () => {};
  let gate = Promise.resolve();
  let reached = Promise.resolve();
  const charges: ChargeRequest[] = [];
  const provider: PaymentProvider = {
    name: 'test-processor',
    async charge(req) {
      charges.push(req);
      started();
      if (!open) await gate;
      return inner.charge(req);
    },
    refund: (ref, amount) => inner.refund(ref, amount),
  };
  return {
    provider,
    charges,
    hold() {
      open = false;
      gate = new Promise((resolve) => (release = resolve));
      reached = new Promise((resolve) => (started = resolve));
    },
    reached: () => reached,
    release: () => {
      open = true;
      release();
    },
  };
}

describe('Idempotency-Key header', () => {
  it('when the key is a structured-field string or a bare token, then both name the same key; junk is refused', () => {
    expect(parseIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
    expect(parseIdempotencyKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
    expect(parseIdempotencyKey(undefined)).toBeUndefined();
    expect(() => parseIdempotencyKey('""')).toThrow();
    expect(() => parseIdempotencyKey('a b')).toThrow();
    expect(() => parseIdempotencyKey('x'.repeat(256))).toThrow();
  });

  it('when keys are stored, then they live at least 24 hours', () => {
    expect(IDEMPOTENCY_TTL_SECONDS).toBeGreaterThanOrEqual(24 * 60 * 60);
  });
});

describe.each(databaseVariants())('idempotent payments on $variant', ({ variant, url }) => {
  let t: TestDatabase;
  let server: http.Server;
  let base: string;
  const processor = gatedProcessor();
  beforeAll(async () => {
    t = await openTestDatabase(variant, { url });
    await t.db.seedInventory(catalog);
    server = http.createServer(createTestApi({ db: t.db, catalog, payments: processor.provider }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await t?.dispose();
  });

  const body = (quantity = 1, cardNumber = CARD.cardNumber) =>
    checkoutBody([cartItem(IDS.patch, IDS.patchVariant, quantity, '12.50')], { ...CARD, cardNumber });
  const pay = (key: string, payload: object, path = '/api/shopify/process-payment') =>
    request(base).post(path).set('Origin', ORIGIN).set('Idempotency-Key', key).send(payload);
  const stock = async () => (await t.db.stockLevels([IDS.patchVariant])).get(IDS.patchVariant);

  it('when a request is replayed with the same key, then the same order comes back and nothing is charged twice', async () => {
    const before = await stock();
    const chargesBefore = processor.charges.length;
    const first = await pay('"replay-1"', body(2)).expect(201);
    const again = await pay('replay-1', body(2)).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(processor.charges.length).toBe(chargesBefore + 1);
    expect(await stock()).toBe((before ?? 0) - 2);
  });

  it('when the same key comes with a different body, then 422 and nothing is charged', async () => {
    await pay('reuse-1', body(1)).expect(201);
    const chargesBefore = processor.charges.length;
    const res = await pay('reuse-1', body(3)).expect(422);
    expect(res.body).toEqual({ success: false, message: 'This Idempotency-Key was already used for a different request.' });
    expect(processor.charges.length).toBe(chargesBefore);
  });

  it('when a retry arrives while the first is still being charged, then it gets 409 and the first still completes once', async () => {
    processor.hold();
    const first = pay('slow-1', body(1)).then((r) => r);
    await processor.reached();
    const retry = await pay('slow-1', body(1)).expect(409);
    expect(retry.body).toEqual({
      success: false,
      message: 'A request with this Idempotency-Key is still being processed. Please wait for it to finish.',
    });
    processor.release();
    const done = await first;
    expect(done.status).toBe(201);
    const later = await pay('slow-1', body(1)).expect(201);
    expect(later.body.order.name).toBe(done.body.order.name);
  });

  it('when a declined payment is retried with the same key, then the decline is replayed without a second charge', async () => {
    const declined = '4000 0000 0000 0002';
    await pay('decline-1', body(1, declined)).expect(402);
    const chargesBefore = processor.charges.length;
    const again = await pay('decline-1', body(1, declined)).expect(402);
    expect(again.body).toMatchObject({ success: false, message: 'Your card was declined.' });
    expect(processor.charges.length).toBe(chargesBefore);
  });

  it('when the request fails validation, then the key is not used up', async () => {
    await pay('fix-me-1', { ...body(1), shippingInfo: {} }).expect(400);
    await pay('fix-me-1', body(1)).expect(201);
  });

  it('when the same key is used on the bundle purchase, then it is a separate key', async () => {
    await pay('shared-1', body(1)).expect(201);
    const { paymentMethod: _m, ...card } = CARD;
    await pay('shared-1', { paymentInfo: card, bundle: VISUALIZATION_BUNDLE }, '/api/bundle-visualization/purchase').expect(201);
  });

  it('when the key header is malformed, then 400', async () => {
    const res = await pay('has space', body(1)).expect(400);
    expect(res.body.message).toBe('The Idempotency-Key header must be a string of 1 to 255 visible characters.');
  });
});
