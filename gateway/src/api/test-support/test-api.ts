import { Writable } from 'node:stream';
import type express from 'express';
import { giftCardLine } from '@tjb/pricing/testing';
import type { Offers } from '../../catalog/offers';
import type { Catalog } from '../../catalog/types';
import type { Database } from '../../db';
import { createDbInventory } from '../../inventory/db-inventory';
import { createLogger } from '../../logger';
import type { PaymentProvider } from '../../payments/payment-provider';
import { createApiApp, type ApiConfig } from '../create-api-app';

/** The shop's origin in tests; state-changing requests send it as Origin. */
export const ORIGIN = 'http://shop.test';

export interface LogCapture {
  lines: string[];
  text(): string;
}

/** A logger built like production's (same redaction) that writes into memory for assertions. */
export function captureLogs(): { logger: ReturnType<typeof createLogger>; logs: LogCapture } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('debug', sink), logs: { lines, text: () => lines.join('') } };
}

export function createTestApi(opts: {
  db: Database;
  catalog: Catalog;
  payments?: PaymentProvider;
  storefrontOrigin?: string;
  offers?: Offers;
  config?: Partial<ApiConfig>;
  logger?: ReturnType<typeof createLogger>;
  onStockTaken?: (productIds: readonly string[]) => void;
}): express.Express {
  return createApiApp({
    db: opts.db,
    catalog: opts.catalog,
    inventory: createDbInventory(opts.db),
    payments: opts.payments,
    offers: opts.offers,
    onStockTaken: opts.onStockTaken,
    hostedCheckout: opts.storefrontOrigin ? { upstreamOrigin: opts.storefrontOrigin, apiVersion: '2025-01', token: 'test-token' } : undefined,
    logger: opts.logger ?? captureLogs().logger,
    config: {
      allowedOrigins: [ORIGIN],
      publicOrigin: ORIGIN,
      cookieSecure: false,
      // Generous so functional tests never trip them; the rate-limit test sets its own.
      rateLimits: {
        payment: { limit: 10_000, windowMs: 60_000 },
        contact: { limit: 10_000, windowMs: 60_000 },
        newsletter: { limit: 10_000, windowMs: 60_000 },
        backInStock: { limit: 10_000, windowMs: 60_000 },
      },
      ...opts.config,
    },
  });
}

/** Reads the session cookie (name=value) from a response, for the next request. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const cookie = cookies.find((c) => c.startsWith('tjb_session='));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie.split(';')[0] as string;
}

export const SHIPPING = {
  firstName: 'Tina',
  lastName: 'Jones',
  email: 'tina.rider@example.com',
  phone: '479-555-0100',
  address1: '12 Main St',
  address2: '',
  city: 'Fayetteville',
  state: 'AR',
  zip: '72701',
  country: 'US',
};

export const CARD = {
  paymentMethod: 'credit-card',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/34',
  cvv: '737',
  cardholderName: 'Tina Jones',
};

export function checkoutBody(cartItems: unknown[], paymentInfo: Record<string, unknown> = CARD) {
  return { cartItems, shippingInfo: SHIPPING, billingInfo: { sameAsShipping: true }, paymentInfo };
}

export function cartItem(productId: string, variantId: string | null, quantity: number, price: string) {
  return {
    id: `${productId}-${variantId ?? 'default'}`,
    shopifyProductId: productId,
    shopifyVariantId: variantId,
    quantity,
    price,
    productData: { title: 'x', handle: 'x', image: null, productType: 'x' },
    variantData: { title: 'x', selectedOptions: [] },
  };
}

/** A home-page gift card line as the browser sends it, with a message for the recipient's mail. */
export const giftCardItem = (amountCents: number, recipientEmail?: string, stamp?: number) => giftCardLine({ amountCents, recipientEmail, stamp, message: 'Ride safe!' });
