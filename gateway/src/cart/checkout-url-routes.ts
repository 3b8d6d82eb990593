import { FORM_MESSAGES } from '@tjb/forms';
import { Router } from 'express';
import { z } from 'zod';
import type { Sessions } from '../api/sessions';
import { parseInput } from '../api/validate';
import type { Database } from '../db';
import { AppError } from '../errors/app-error';
import { createStorefrontCheckout, type CheckoutLine, type StorefrontTarget } from './storefront-checkout';

const INVALID_LINES = 'Each checkout line needs a product variant id and a quantity from 1 to 999.';

const bodySchema = z
  .object(
    {
      lines: z
        .array(
          z.object({
            merchandiseId: z.string({ error: INVALID_LINES }).regex(/^gid:\/\/shopify\/ProductVariant\/[^\s]{1,100}$/, { error: INVALID_LINES }),
            quantity: z.int({ error: INVALID_LINES }).min(1, { error: INVALID_LINES }).max(999, { error: INVALID_LINES }),
          }, { error: INVALID_LINES }),
          { error: INVALID_LINES },
        )
        .max(100, { error: FORM_MESSAGES.tooManyCartLines })
        .optional(),
    },
    { error: INVALID_LINES },
  )
  .prefault({});

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
