import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * The gateway asks its own Storefront endpoint over loopback while it renders a page, as the
 * browser would, with the browser's host and scheme forwarded. Loopback is not a trusted proxy
 * (a loopback client is a client like any other), so those calls prove they are the gateway's own
 * with a secret made at start-up, which never leaves the process.
 */
export const LOOPBACK_HEADER = 'x-tjb-loopback';
const SECRET = Buffer.from(randomBytes(24).toString('base64url'));
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** Headers for a request from this process to itself, on behalf of a client at `host` over `protocol`. */
export function loopbackHeaders(host: string, protocol: string): Record<string, string> {
  return { 'x-forwarded-host': host, 'x-forwarded-proto': protocol, [LOOPBACK_HEADER]: SECRET.toString() };
}

const isOwnCall = (value: string | string[] | undefined): boolean => {
  if (typeof value !== 'string') return false;
  const given = Buffer.from(value);
  return given.length === SECRET.length && timingSafeEqual(given, SECRET);
};

/** Mounted first: the gateway's own calls are answered for the host and scheme they name. */
export function acceptLoopbackForwarding(): RequestHandler {
  return (req, _res, next) => {
    if (req.headers[LOOPBACK_HEADER] === undefined) return next();
    const own = isOwnCall(req.headers[LOOPBACK_HEADER]);
    delete req.headers[LOOPBACK_HEADER];
    if (own) {
      const host = req.headers['x-forwarded-host'];
      const proto = req.headers['x-forwarded-proto'];
      if (typeof host === 'string' && HOST.test(host)) req.headers.host = host;
      if (proto === 'https' || proto === 'http') Object.defineProperty(req, 'protocol', { value: proto, configurable: true, enumerable: true });
    }
    next();
  };
}
