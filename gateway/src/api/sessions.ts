import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/; // 32 random bytes, base64url
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface Sessions {
  readonly cookieName: string;
  /** The session's database key, or undefined for a visitor without a (valid) session cookie. */
  read(req: Request, res: Response): string | undefined;
  /** The session's database key, issuing a new HttpOnly cookie when the visitor has none. */
  ensure(req: Request, res: Response): string;
}

/**
 * Guest sessions for the server cart and order look-ups. The cookie holds 256 random bits; the
 * database keeps only their SHA-256, so a copy of the data cannot be replayed as a session. On HTTPS
 * the `__Host-` prefix pins the cookie to this origin (no Domain, Path=/, Secure).
 */
export function createSessions(opts: { cookieSecure: boolean }): Sessions {
  const cookieName = opts.cookieSecure ? '__Host-tjb_session' : 'tjb_session';
  const keyOf = (token: string) => createHash('sha256').update(token).digest('hex');

  const read = (req: Request, res: Response): string | undefined => {
    const cached = res.locals.sessionKey as string | undefined;
    if (cached) return cached;
    const token: unknown = req.cookies?.[cookieName];
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return undefined;
    res.locals.sessionKey = keyOf(token);
    return res.locals.sessionKey as string;
  };

  return {
    cookieName,
    read,
    ensure(req, res) {
      const existing = read(req, res);
      if (existing) return existing;
      const token = randomBytes(32).toString('base64url');
      res.cookie(cookieName, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.cookieSecure,
        path: '/',
        maxAge: SESSION_MAX_AGE_MS,
      });
      res.locals.sessionKey = keyOf(token);
      return res.locals.sessionKey as string;
    },
  };
}
