import type { RequestHandler } from 'express';
import { AppError } from '../../errors/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const FOREIGN_ORIGIN_MESSAGE = 'This request did not come from the shop and was refused.';

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * CSRF defence for state-changing requests, on top of the SameSite=Lax cookie: browsers send Origin
 * on every POST/PUT/DELETE, so a page elsewhere is refused by name. Without Origin, the Referer's
 * origin is checked, then Fetch Metadata; a request with none of them is not from a browser page and
 * cannot ride a shopper's cookie.
 */
export function originCheck(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins.map((o) => originOf(o) ?? o));
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const referer = req.get('referer');
    const fetchSite = req.get('sec-fetch-site');
    const ok =
      origin !== undefined
        ? allowed.has(origin)
        : referer !== undefined
          ? allowed.has(originOf(referer) ?? '')
          : fetchSite !== 'cross-site';
    next(ok ? undefined : new AppError(403, FOREIGN_ORIGIN_MESSAGE));
  };
}
