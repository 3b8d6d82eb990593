import { FORM_MESSAGES, cartItemInputSchema, formObject } from '@tjb/forms';
import { Router } from 'express';
import * as v from 'valibot';
import type { Sessions } from '../api/sessions';
import { parseInput } from '../api/validate';
import { addToCart, clearCart, removeCartLine, updateCartLine, viewCart, type CartDeps } from './cart-service';

const quantityUpdateSchema = formObject(
  {
    quantity: v.pipe(
      v.number(FORM_MESSAGES.invalidQuantity),
      v.safeInteger(FORM_MESSAGES.invalidQuantity),
      v.minValue(-999, FORM_MESSAGES.invalidQuantity),
      v.maxValue(999, FORM_MESSAGES.invalidQuantity),
    ),
  },
  FORM_MESSAGES.invalidQuantity,
);

/** The server cart (spec 000 §7), keyed by the session cookie. */
export function createCartRouter(deps: CartDeps & { sessions: Sessions }): Router {
  const router = Router();
  const { sessions } = deps;

  router.get('/api/cart', async (req, res) => {
    res.json(await viewCart(deps, sessions.read(req, res)));
  });

  router.post('/api/cart', async (req, res) => {
    const input = parseInput(cartItemInputSchema, req.body);
    res.status(201).json(await addToCart(deps, sessions.ensure(req, res), input));
  });

  router.put('/api/cart/:id', async (req, res) => {
    const { quantity } = parseInput(quantityUpdateSchema, req.body);
    res.json(await updateCartLine(deps, sessions.read(req, res), req.params.id, quantity));
  });

  router.delete('/api/cart/:id', async (req, res) => {
    res.json(await removeCartLine(deps, sessions.read(req, res), req.params.id));
  });

  router.delete('/api/cart', async (req, res) => {
    res.json(await clearCart(deps, sessions.read(req, res)));
  });

  return router;
}
