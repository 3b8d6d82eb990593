import express, { Router, type Request, type Response } from 'express';
import type pino from 'pino';
import { cacheKey, cachePolicyFor, ResponseCache, type CachedResponse, type CachePolicy } from './response-cache';
import { createUpstream, type UpstreamAnswer, type UpstreamOptions } from './storefront-upstream';

export { createMediaProxy } from './media-proxy';

/**
 * The browser's and remotes' Storefront endpoint: POST /api/:version/graphql.json on the gateway's
 * own origin. It forwards to the configured upstream (the real store or the embedded server; never
 * a host from the request), adds the access token server-side, caches query answers and serves
 * stale ones while refreshing or while the upstream is down.
 */
export interface StorefrontProxyOptions {
  /** e.g. http://127.0.0.1:8090 or https://shop.myshopify.com */
  upstreamOrigin: string;
  /** The version the shop is built and validated against; every request is forwarded to it. */
  apiVersion: string;
  token?: string;
  cache?: boolean;
  logger: pino.Logger;
  retry?: UpstreamOptions;
  cacheLimits?: { maxEntries: number; maxBytes: number; now?: () => number };
}

const PATH = /^\/api\/(\d{4}-\d{2}|unstable)\/graphql(\.json)?$/;
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;
const MISSING_QUERY = { errors: { query: 'Required parameter missing or invalid' } };
const UNAVAILABLE = { errors: [{ message: 'The Storefront API is unavailable. Please try again shortly.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };

/** A JSON answer with data and no errors: the only kind worth keeping. */
function cacheable(answer: UpstreamAnswer): boolean {
  if (answer.status !== 200 || !answer.headers['content-type']?.includes('application/json')) return false;
  try {
    const parsed = JSON.parse(answer.body.toString('utf8')) as { data?: unknown; errors?: unknown };
    return parsed.data !== undefined && parsed.data !== null && parsed.errors === undefined;
  } catch {
    return false;
  }
}

function send(res: Response, answer: CachedResponse & { headers?: Record<string, string> }, cacheState: string): void {
  res.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers ?? {})) if (name !== 'content-type') res.set(name, value);
  res.set('Content-Type', answer.contentType || 'application/json');
  res.set('X-Cache', cacheState);
  res.set('Cache-Control', 'no-store'); // freshness is the gateway's business, not the browser's
  res.send(answer.body);
}

export function createStorefrontProxy(opts: StorefrontProxyOptions): Router {
  const router = Router();
  const upstream = createUpstream(opts.retry);
  const cache = new ResponseCache(opts.cacheLimits);
  const inFlight = new Map<string, Promise<UpstreamAnswer>>();
  const base = opts.upstreamOrigin.replace(/\/+$/, '');
  const url = `${base}/api/${opts.apiVersion}/graphql.json`;

  const fetchUpstream = (key: string | null, headers: Record<string, string>, body: string, mutation: boolean, policy: CachePolicy | null) => {
    // Identical queries in flight share one upstream call.
    const running = key ? inFlight.get(key) : undefined;
    if (running) return running;
    const call = upstream.post(url, headers, body, mutation).then((answer) => {
      if (key && policy && opts.cache && cacheable(answer)) {
        cache.set(key, { status: answer.status, contentType: answer.headers['content-type'] ?? 'application/json', body: answer.body }, policy);
      }
      return answer;
    });
    if (key) {
      inFlight.set(key, call);
      void call.catch(() => undefined).finally(() => inFlight.delete(key));
    }
    return call;
  };

  router.post(PATH, express.json({ limit: '1mb', type: () => true }), async (req: Request, res: Response) => {
    const payload = (req.body ?? {}) as { query?: unknown; variables?: unknown; operationName?: unknown };
    if (typeof payload.query !== 'string' || payload.query.trim() === '') {
      res.status(400).json(MISSING_QUERY);
      return;
    }
    const variables = payload.variables && typeof payload.variables === 'object' ? (payload.variables as Record<string, unknown>) : {};
    const operationName = typeof payload.operationName === 'string' ? payload.operationName : undefined;
    // req.host honours X-Forwarded-Host only when the app trusts its proxy (Express `trust proxy`).
    const host = req.host ?? '';
    const proto = req.protocol === 'https' ? 'https' : 'http';
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-forwarded-proto': proto,
      ...(HOST.test(host) ? { 'x-forwarded-host': host } : {}),
      ...(opts.token ? { 'x-shopify-storefront-access-token': opts.token } : {}),
    };
    for (const name of ['x-sdk-variant', 'x-sdk-version', 'x-sdk-variant-source', 'x-test-fault']) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    const body = JSON.stringify({ query: payload.query, variables, ...(operationName ? { operationName } : {}) });
    const policy = cachePolicyFor(payload.query, variables, operationName);
    const mutation = policy === null && /^\s*mutation\b/m.test(payload.query.replace(/#[^\n]*/g, ''));
    const key = policy ? cacheKey({ upstream: url, origin: `${proto}://${host}`, query: payload.query, variables, operationName }) : null;
    const cached = key && opts.cache ? cache.get(key) : undefined;

    if (cached?.state === 'fresh') {
      send(res, cached.response, 'HIT');
      return;
    }
    // Stale while revalidating; as the refresh never replaces a kept answer with an error, this is
    // also what serves shoppers while the upstream is down.
    if (cached?.state === 'stale' && key) {
      send(res, cached.response, 'STALE');
      fetchUpstream(key, headers, body, false, policy).catch((err: Error) => opts.logger.warn({ err, bucket: policy?.bucket }, 'storefront revalidation failed; keeping the stale answer'));
      return;
    }
    try {
      const answer = await fetchUpstream(key, headers, body, mutation, policy);
      if (answer.status >= 500 || answer.status === 429) opts.logger.warn({ status: answer.status, bucket: policy?.bucket }, 'storefront upstream answered an error');
      send(res, { status: answer.status, contentType: answer.headers['content-type'] ?? 'application/json', body: answer.body, headers: answer.headers }, key && opts.cache ? 'MISS' : 'BYPASS');
    } catch (err) {
      opts.logger.error({ err, upstream: base }, 'storefront upstream unreachable');
      res.status(502).json(UNAVAILABLE);
    }
  });

  return router;
}
