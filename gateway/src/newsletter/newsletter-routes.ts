import { newsletterSignupSchema } from '@tjb/cart-bus/forms';
import { Router, type RequestHandler } from 'express';
import { parseInput } from '../api/validate';
import type { Database } from '../db';

/**
 * The home page's counter started at 15247 (spec 000 §2.4) before this shop kept a list; the count
 * shown is that figure plus every address stored since.
 */
export const NEWSLETTER_BASE_COUNT = 15247;

/** POST /api/newsletter stores an address once; GET answers the count for the counter. */
export function createNewsletterRouter(deps: { db: Database; limiter: RequestHandler }): Router {
  const router = Router();

  router.get('/api/newsletter', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=60');
    res.json({ count: NEWSLETTER_BASE_COUNT + (await deps.db.newsletterSubscriberCount()) });
  });

  router.post('/api/newsletter', deps.limiter, async (req, res) => {
    const { email } = parseInput(newsletterSignupSchema, req.body);
    const { alreadySubscribed, subscriberCount } = await deps.db.subscribeNewsletter(email);
    res.status(alreadySubscribed ? 200 : 201).json({
      subscribed: true,
      alreadySubscribed,
      count: NEWSLETTER_BASE_COUNT + subscriberCount,
    });
  });

  return router;
}
