import { FORM_MESSAGES, formObject } from '@tjb/forms';
import { Router } from 'express';
import * as v from 'valibot';
import type { Sessions } from '../api/sessions';
import { parseInput } from '../api/validate';
import type { Database } from '../db';
import { AppError } from '../errors/app-error';
import { createStorefrontCheckout, type CheckoutLine, type StorefrontTarget } from './storefront-checkout';

const INVALID_LINES = 'Each checkout line needs a product variant id and a quantity from 1 to 999.';

const bodySchema = v.optional(
  formObject(
    {
      lines: v.optional(
        v.pipe(
          v.array(
            formObject(
              {
                merchandiseId: v.pipe(v.string(INVALID_LINES), v.regex(/^gid:\/\/shopify\/ProductVariant\/[^\s]{1,100}$/, INVALID_LINES)),
                quantity: v.pipe(v.number(INVALID_LINES), v.safeInteger(INVALID_LINES), v.minValue(1, INVALID_LINES), v.maxValue(999, INVALID_LINES)),
              },
              INVALID_LINES,
            ),
            INVALID_LINES,
          ),
          v.maxLength(100, FORM_MESSAGES.tooManyCartLines),
        ),
      ),
    },
    INVALID_LINES,
  ),
  {},
);

export const NO_HOSTED_CHECKOUT_MESSAGE = "This shop takes payment at its own checkout. Please use Secure Checkout.";

/**
 * POST /api/shopify/cart/create: the posted lines, else the session's server cart, become a
 * Storefront cart; the answer is its checkoutUrl (spec 000 §7). Only a shop on a store of its own has
 * a hosted checkout; the embedded store's would be an address nobody can reach, so it is refused, and
 * GET /api/checkout/options tells the checkout page whether to offer it.
 */
export function createCheckoutUrlRouter(deps: { db: Database; sessions: Sessions; store: StorefrontTarget | undefined }): Router {
  const router = Router();
  router.get('/api/checkout/options', (_req, res) => {
    res.json({ hostedCheckout: deps.store !== undefined });
  });
  router.post('/api/shopify/cart/create', async (req, res) => {
    const store = deps.store;
    if (!store) throw new AppError(404, NO_HOSTED_CHECKOUT_MESSAGE);
    const { lines: posted } = parseInput(bodySchema, req.body);
    let lines: CheckoutLine[] = posted ?? [];
    if (lines.length === 0) {
      const sessionKey = deps.sessions.read(req, res);
      const cart = sessionKey ? await deps.db.listCartLines(sessionKey) : [];
      if (cart.some((line) => !line.variantId?.startsWith('gid://shopify/ProductVariant/'))) {
        throw new AppError(422, 'Custom apparel is checked out through the shop\'s own checkout. Please use Secure Checkout.');
      }
      lines = cart.map((line) => ({ merchandiseId: line.variantId as string, quantity: line.quantity }));
    }
    if (lines.length === 0) throw new AppError(400, FORM_MESSAGES.cartEmpty);
    res.json({ checkoutUrl: await createStorefrontCheckout(store, lines) });
  });
  return router;
}
