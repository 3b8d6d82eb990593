import type { RequestHandler } from 'express';
import { createHash } from 'node:crypto';
import { KEPT_TAPS_SCRIPT } from '@tjb/shop-contracts';
import helmet from 'helmet';
import type { RegistrySource } from './registry';

/**
 * Content-Security-Policy that lets the federated remotes in: scripts and fetches may come from this
 * origin and from the origins the registry names right now (a remote can live on a CDN).
 * Styles allow 'unsafe-inline' because emotion injects <style> tags at run time; a nonce would have
 * to reach every remote's emotion cache, which the federation runtime gives no seam for.
 */
/** The one inline script a page carries (taps before hydration), allowed by its hash alone. */
const KEPT_TAPS_HASH = `'sha256-${createHash('sha256').update(KEPT_TAPS_SCRIPT).digest('base64')}'`;

export function securityHeaders(registry: RegistrySource): RequestHandler[] {
  const collectOrigins: RequestHandler = async (req, res, next) => {
    try {
      const reg = await registry.current();
      const origins = new Set<string>();
      for (const r of reg.remotes) {
        try {
          const u = new URL(r.entry, 'http://self.invalid');
          if (u.host !== 'self.invalid') origins.add(u.origin);
        } catch {
          // an unparsable entry simply adds no origin
        }
      }
      res.locals.remoteOrigins = [...origins].join(' ');
    } catch {
      res.locals.remoteOrigins = '';
    }
    next();
  };
  const remote = (_req: unknown, res: unknown) => ((res as { locals: { remoteOrigins?: string } }).locals.remoteOrigins ?? '') || "'self'";
  return [
    collectOrigins,
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", KEPT_TAPS_HASH, remote],
          connectSrc: ["'self'", remote],
          styleSrc: ["'self'", "'unsafe-inline'", remote],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:', remote],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // Remotes on another origin fetch their chunks cross-origin.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  ];
}
