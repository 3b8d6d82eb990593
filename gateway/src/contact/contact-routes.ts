import { contactMessageSchema } from '@tjb/cart-bus/forms';
import { Router, type RequestHandler } from 'express';
import { parseInput } from '../api/validate';
import type { Database } from '../db';

/** The spec's success toast body (001 §8), so the form can show what the server said. */
export const CONTACT_THANKS = "Thank you for contacting us. We'll get back to you within 24 hours.";

/** POST /api/contact: the Contact Us form, stored for the shop to answer. */
export function createContactRouter(deps: { db: Database; limiter: RequestHandler }): Router {
  const router = Router();
  router.post('/api/contact', deps.limiter, async (req, res) => {
    const message = parseInput(contactMessageSchema, req.body);
    await deps.db.saveContactMessage(message);
    res.status(201).json({ success: true, message: CONTACT_THANKS });
  });
  return router;
}
