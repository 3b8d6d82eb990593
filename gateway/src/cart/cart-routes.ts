import { FORM_MESSAGES, cartItemInputSchema } from '@tjb/forms';
import { Router } from 'express';
import { z } from 'zod';
import type { Sessions } from '../api/sessions';
import { parseInput } from '../api/validate';
import { addToCart, clearCart, removeCartLine, updateCartLine, viewCart, type CartDeps } from './cart-service';

const quantityUpdateSchema = z.object(
  {
    quantity: z
      .int({ error: FORM_MESSAGES.invalidQuantity })
      .min(-999, { error: FORM_MESSAGES.invalidQuantity })
      .max(999, { error: FORM_MESSAGES.invalidQuantity }),
  },
  { error: FORM_MESSAGES.invalidQuantity },
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
