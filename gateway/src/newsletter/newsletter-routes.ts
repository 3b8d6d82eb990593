import { newsletterSignupSchema } from '@tjb/forms';
import { Router, type RequestHandler } from 'express';
import { parseInput } from '../api/validate';
import { NEWSLETTER_DISCOUNT_BASIS_POINTS } from '@tjb/pricing';
import { newDiscountCode, normalizeCode } from '../codes/codes';
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
    const answer = { subscribed: true, alreadySubscribed, count: NEWSLETTER_BASE_COUNT + subscriberCount };
    // "15% off your first order": one single-use code per new address, in the answer and by email.
    if (alreadySubscribed) {
      res.status(200).json(answer);
      return;
    }
    const discountCode = await issueWelcomeCode(deps.db, email);
    res.status(201).json({ ...answer, discountCode });
  });

  return router;
}

async function issueWelcomeCode(db: Database, email: string): Promise<string> {
  const code = newDiscountCode('WELCOME15');
  await db.createDiscountCode({
    code: normalizeCode(code) as string,
    basisPoints: NEWSLETTER_DISCOUNT_BASIS_POINTS,
    email,
    mail: {
      to: email,
      subject: "Welcome to the Brotherhood: 15% off your first order",
      text: [
        "Thanks for joining TJ's Biker Gear's newsletter.",
        '',
        `Your code for 15% off your first order: ${code}`,
        '',
        'Enter it at checkout. It works once, on gear (not on gift cards).',
      ].join('\n'),
    },
  });
  return code;
}
