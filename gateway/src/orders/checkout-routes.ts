import {
  FORM_MESSAGES,
  bundleVisualizationInputSchema,
  bundleVisualizationPaymentSchema,
  cardSummary,
  checkoutQuoteSchema,
  checkoutRequestSchema,
  formObject,
} from '@tjb/forms';
import { Router, type RequestHandler } from 'express';
import type { Sessions } from '../api/sessions';
import { parseInput } from '../api/validate';
import type { Offers } from '../catalog/offers';
import { AppError, isAppError } from '../errors/app-error';
import { purchaseBundleVisualization, resolveBundle } from './bundle-visualization';
import type { OrderDeps } from './charge-order';
import { fingerprint, parseIdempotencyKey, runIdempotently } from './idempotency';
import { PAYMENT_FAILED_MESSAGE, sendOutcome, type Outcome } from './outcome';
import { checkoutFingerprintSource, placeOrder } from './place-order';
import { snapshotFor } from './pricing';
import { quoteCheckout } from './quote';

const bundlePurchaseSchema = formObject({ paymentInfo: bundleVisualizationPaymentSchema, bundle: bundleVisualizationInputSchema }, FORM_MESSAGES.paymentRequired);

// Payment answers always carry `success` (the checkout reads it); anything unexpected reads as the spec's fallback.
const asPaymentFailure = (err: unknown): never => {
  if (isAppError(err)) throw err;
  throw new AppError(500, PAYMENT_FAILED_MESSAGE, { cause: err, details: { success: false } });
};

/** POST /api/shopify/process-payment (spec 001 §7) and the Bundle Studio's $5 purchase. */
export function createCheckoutRouter(deps: OrderDeps & { offers: Offers; sessions: Sessions; paymentLimiter: RequestHandler }): Router {
  const router = Router();

  router.post('/api/shopify/process-payment', deps.paymentLimiter, async (req, res) => {
    const key = parseIdempotencyKey(req.get('idempotency-key'));
    const request = parseInput(checkoutRequestSchema, req.body, { success: false });
    const sessionKey = deps.sessions.ensure(req, res);
    const outcome = await runIdempotently(
      deps.db,
      { scope: 'process-payment', key, fingerprint: fingerprint(checkoutFingerprintSource(request)) },
      (): Promise<Outcome> => placeOrder(deps, sessionKey, request),
    ).catch(asPaymentFailure);
    sendOutcome(res, outcome);
  });

  // What the order would come to with these codes: the checkout shows it before the shopper pays.
  router.post('/api/checkout/quote', async (req, res) => {
    sendOutcome(res, await quoteCheckout(deps, parseInput(checkoutQuoteSchema, req.body)));
  });

  router.post('/api/bundle-visualization/purchase', deps.paymentLimiter, async (req, res) => {
    const key = parseIdempotencyKey(req.get('idempotency-key'));
    const { paymentInfo, bundle } = parseInput(bundlePurchaseSchema, req.body, { success: false });
    const items = resolveBundle((await snapshotFor(deps.offers, bundle.items)).products, bundle);
    const sessionKey = deps.sessions.ensure(req, res);
    const { cardNumber: _number, cvv: _cvv, ...keptFields } = paymentInfo;
    const outcome = await runIdempotently(
      deps.db,
      { scope: 'bundle-visualization', key, fingerprint: fingerprint({ ...keptFields, card: cardSummary(paymentInfo.cardNumber), bundle }) },
      () => purchaseBundleVisualization(deps, sessionKey, paymentInfo, items),
    ).catch(asPaymentFailure);
    sendOutcome(res, outcome);
  });

  return router;
}
