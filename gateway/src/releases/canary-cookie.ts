import { randomInt } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { RegistryVisitor } from '../web/registry';

/** The session's canary bucket, 0–99: kept for a year, so a shopper stays on one side of a canary. */
export const CANARY_COOKIE = 'tjb_canary';
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

export function bucketFromCookie(cookieHeader: string | undefined): number | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CANARY_COOKIE && value && /^\d{1,2}$/.test(value)) return Number(value);
  }
  return undefined;
}

/**
 * Puts the visitor on `res.locals.registryVisitor`. A session gets its bucket the first time it asks
 * while a canary runs (before that there is nothing to decide, and no cookie is set), and keeps it:
 * raising the canary's share only adds sessions, and a promotion moves everyone at once.
 */
export function canaryVisitor(opts: { hasCanary: () => boolean; secure: boolean }): RequestHandler {
  return (req, res, next) => {
    let bucket = bucketFromCookie(req.headers.cookie);
    if (bucket === undefined && opts.hasCanary()) {
      bucket = randomInt(100);
      res.cookie(CANARY_COOKIE, String(bucket), { maxAge: ONE_YEAR_MS, httpOnly: true, sameSite: 'lax', secure: opts.secure, path: '/' });
    }
    if (bucket !== undefined) (res.locals as { registryVisitor?: RegistryVisitor }).registryVisitor = { bucket };
    next();
  };
}
