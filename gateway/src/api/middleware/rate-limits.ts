import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { AppError } from '../../errors/app-error';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export type RateLimitName = 'payment' | 'contact' | 'newsletter' | 'designs' | 'backInStock';

/**
 * Per client IP. Payment is the tight one: card-testing bots try stolen numbers by the hundred, and
 * this is what stops them; a shopper who mistypes a card a few times is still well inside it.
 */
export const DEFAULT_RATE_LIMITS: Record<RateLimitName, RateLimitRule> = {
  payment: { limit: 10, windowMs: 15 * 60 * 1000 },
  contact: { limit: 5, windowMs: 15 * 60 * 1000 },
  newsletter: { limit: 10, windowMs: 15 * 60 * 1000 },
  // Each stored design may hold 12 MB of images: generous for a shopper, a wall for a script.
  designs: { limit: 60, windowMs: 15 * 60 * 1000 },
  // Each request can become a mail: as tight as the newsletter, which mails too.
  backInStock: { limit: 10, windowMs: 15 * 60 * 1000 },
};

const MESSAGES: Record<RateLimitName, string> = {
  payment: 'Too many payment attempts. Please wait a few minutes and try again.',
  contact: 'Too many messages from this connection. Please wait a few minutes and try again.',
  newsletter: 'Too many sign-up attempts. Please wait a few minutes and try again.',
  designs: 'Too many designs saved from this connection. Please wait a few minutes and try again.',
  backInStock: 'Too many requests from this connection. Please wait a few minutes and try again.',
};

/**
 * Counts in this process's memory by default. With a shared store (Redis, when the shop runs as several
 * replicas) every replica counts against one limit; if that store fails, requests pass rather than
 * fail: an outage of the counter must not stop the shop taking orders.
 */
export function createRateLimiters(
  overrides: Partial<Record<RateLimitName, RateLimitRule>> = {},
  sharedStore?: (name: RateLimitName) => Store,
): Record<RateLimitName, RequestHandler> {
  const make = (name: RateLimitName): RequestHandler => {
    const rule = overrides[name] ?? DEFAULT_RATE_LIMITS[name];
    return rateLimit({
      ...(sharedStore ? { store: sharedStore(name), passOnStoreError: true } : {}),
      windowMs: rule.windowMs,
      limit: rule.limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: name,
      handler: (_req, _res, next) => next(new AppError(429, MESSAGES[name], { details: name === 'payment' ? { success: false } : undefined })),
    });
  };
  return { payment: make('payment'), contact: make('contact'), newsletter: make('newsletter'), designs: make('designs'), backInStock: make('backInStock') };
}
