import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type pino from 'pino';
import { STOREFRONT_CACHE_HEADER } from '@tjb/storefront/cache-policy';
import { DocumentFactsMemo, policyFromFacts, statedCache, type CachePolicy } from './cache-policy';
import { negotiateEncoding } from './encoding';
import { createCopyMaker, keptCopy, type Copy } from './kept-copies';
import { createJsonReader } from './read-json';
import { cacheKey, ResponseCache, type CachedResponse } from './response-cache';
import { createUpstream, type UpstreamAnswer, type UpstreamOptions } from './storefront-upstream';

export { createMediaProxy } from './media-proxy';

/**
 * The browser's and remotes' Storefront endpoint: POST /api/:version/graphql.json on the gateway's
 * own origin. It forwards to the configured upstream (the real store or the embedded server; never
 * a host from the request), adds the access token server-side, caches query answers and serves
 * stale ones while refreshing or while the upstream is down.
 *
 * It compresses its own answers (mount it before compression()): a kept answer keeps each
 * compressed copy once made, so a hit is a lookup and one write.
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
  /**
   * Whether the upstream can answer now (the embedded server restarting cannot): while it cannot,
   * what is not in the cache gets 503 with Retry-After instead of a wait on a closed port.
   */
  upstreamState?: () => { available: boolean; retryAfterSeconds: number };
}

const PATH = /^\/api\/(\d{4}-\d{2}|unstable)\/graphql(\.json)?$/;
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;
const MISSING_QUERY = { errors: { query: 'Required parameter missing or invalid' } };
const RESTARTING = { errors: [{ message: 'The Storefront API is restarting. Please try again shortly.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] };
const UNAVAILABLE = { errors: [{ message: 'The Storefront API is unavailable. Please try again shortly.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
const FORWARDED_CLIENT_HEADERS = ['x-sdk-variant', 'x-sdk-version', 'x-sdk-variant-source', 'x-test-fault'];

/** What an upstream call gives every request waiting on it: the answer, and its stored form if it was kept. */
interface Outcome {
  answer: UpstreamAnswer;
  stored?: CachedResponse;
}

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

/** The Content-Type as Express's res.set would write it (text and JSON get a charset). */
function contentTypeOf(answer: UpstreamAnswer): string {
  const type = answer.headers['content-type'] || 'application/json';
  return /charset=/i.test(type) || !/^(text\/|application\/json)/i.test(type) ? type : `${type}; charset=utf-8`;
}

/**
 * Raw writeHead/end rather than res.send: no ETag hash of the body (never used: a POST answered
 * no-store is not revalidated) and no header normalisation on every hit.
 */
function write(res: Response, answer: CachedResponse, cacheState: string, encoded?: Copy, extra?: Record<string, string>): void {
  const body = encoded?.body ?? answer.body;
  const headers: Record<string, string | number> = {
    ...extra,
    'Content-Type': answer.contentType,
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    'X-Cache': cacheState,
    'Cache-Control': 'no-store', // freshness is the gateway's business, not the browser's
  };
  if (encoded) headers['Content-Encoding'] = encoded.encoding;
  res.writeHead(answer.status, headers);
  res.end(body);
}

/** The proxy, and the way to drop its kept answers about products whose stock just changed. */
export type StorefrontProxy = RequestHandler & {
  purgeProducts(productIds: readonly string[]): void;
  /** How many queries have been answered with an error or not at all since the start. */
  troubles(): number;
};

export function createStorefrontProxy(opts: StorefrontProxyOptions): StorefrontProxy {
  const upstream = createUpstream(opts.retry);
  const cache = new ResponseCache(opts.cacheLimits);
  const documents = new DocumentFactsMemo();
  const inFlight = new Map<string, Promise<Outcome>>();
  const copyFor = createCopyMaker(cache);
  const base = opts.upstreamOrigin.replace(/\/+$/, '');
  const url = `${base}/api/${opts.apiVersion}/graphql.json`;
  const scope = createHash('sha256').update(`${url}\n${opts.token ?? ''}`).digest('base64url');
  const readJson = createJsonReader();
  // Counts purges: an answer fetched across one may hold the stock from before it, so it is not kept.
  let purges = 0;
  // Counts queries answered with an error (or not at all): a page rendered meanwhile is not worth keeping.
  let troubles = 0;

  const fetchUpstream = (key: string | null, headers: Record<string, string>, body: string, mutation: boolean, policy: CachePolicy | null) => {
    // Identical queries in flight share one upstream call.
    const running = key ? inFlight.get(key) : undefined;
    if (running) return running;
    const startedAfter = purges;
    const call = upstream.post(url, headers, body, mutation).then((answer): Outcome => {
      if (!key || !policy) return { answer };
      if (!cacheable(answer)) {
        troubles += 1;
        return { answer };
      }
      if (!opts.cache || startedAfter !== purges) return { answer };
      return { answer, stored: cache.set(key, { status: answer.status, contentType: contentTypeOf(answer), body: answer.body }, policy) };
    });
    if (key) {
      inFlight.set(key, call);
      // A purge may have let a newer call take this key meanwhile; only this call's own entry goes.
      void call.catch(() => undefined).finally(() => inFlight.get(key) === call && inFlight.delete(key));
    }
    return call;
  };

  async function handle(req: Request, res: Response): Promise<void> {
    const payload = (req.body ?? {}) as { query?: unknown; variables?: unknown; operationName?: unknown };
    if (typeof payload.query !== 'string' || payload.query.trim() === '') {
      res.status(400).set('Vary', 'Accept-Encoding').json(MISSING_QUERY);
      return;
    }
    const query = payload.query;
    const variables = payload.variables && typeof payload.variables === 'object' ? (payload.variables as Record<string, unknown>) : {};
    const operationName = typeof payload.operationName === 'string' ? payload.operationName : undefined;
    // req.host honours X-Forwarded-Host only when the app trusts its proxy (Express `trust proxy`).
    const host = req.host ?? '';
    const proto = req.protocol === 'https' ? 'https' : 'http';
    const facts = documents.get(query);
    if (facts.refusal) {
      res.status(200).set('Vary', 'Accept-Encoding').json({ errors: [{ message: facts.refusal.message, extensions: { code: facts.refusal.code } }] });
      return;
    }
    // The caller states how long its answer may be kept; the header is the gateway's and is not forwarded.
    const policy = policyFromFacts(facts, statedCache(req.get(STOREFRONT_CACHE_HEADER)), operationName);
    const mutation = policy === null && facts.looksLikeMutation;
    const key = policy ? cacheKey({ scope, origin: `${proto}://${host}`, documentId: facts.id, variables, operationName, policy: policy.name }) : null;
    const cached = key && opts.cache ? cache.get(key) : undefined;
    const encoding = negotiateEncoding(req.headers['accept-encoding']);

    if (cached?.state === 'fresh') {
      const kept = keptCopy(cached.response, encoding);
      // The usual hit has nothing to wait for.
      write(res, cached.response, 'HIT', kept === null ? await copyFor(cached.response, encoding, key) : kept);
      return;
    }

    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-forwarded-proto': proto,
      ...(HOST.test(host) ? { 'x-forwarded-host': host } : {}),
      ...(opts.token ? { 'x-shopify-storefront-access-token': opts.token } : {}),
    };
    for (const name of FORWARDED_CLIENT_HEADERS) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    const body = JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) });

    // Stale while revalidating; as the refresh never replaces a kept answer with an error, this is
    // also what serves shoppers while the upstream is down.
    if (cached?.state === 'stale' && key) {
      write(res, cached.response, 'STALE', await copyFor(cached.response, encoding, key));
      fetchUpstream(key, headers, body, false, policy).catch((err: Error) => opts.logger.warn({ err, cache: policy?.name }, 'storefront revalidation failed; keeping the stale answer'));
      return;
    }
    const restarting = () => {
      const state = opts.upstreamState?.();
      if (!state || state.available) return false;
      troubles += 1;
      res.status(503).set({ 'Retry-After': String(state.retryAfterSeconds), Vary: 'Accept-Encoding' }).json(RESTARTING);
      return true;
    };
    if (restarting()) return;
    let outcome: Outcome;
    try {
      outcome = await fetchUpstream(key, headers, body, mutation, policy);
    } catch (err) {
      // It died while answering this request.
      if (restarting()) return;
      troubles += 1;
      opts.logger.error({ err, upstream: base }, 'storefront upstream unreachable');
      res.status(502).set('Vary', 'Accept-Encoding').json(UNAVAILABLE);
      return;
    }
    const { answer, stored } = outcome;
    if (answer.status >= 500 || answer.status === 429) opts.logger.warn({ status: answer.status, cache: policy?.name }, 'storefront upstream answered an error');
    const passed = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name !== 'content-type'));
    const sent: CachedResponse = stored ?? { status: answer.status, contentType: contentTypeOf(answer), body: answer.body };
    write(res, sent, key && opts.cache ? 'MISS' : 'BYPASS', await copyFor(sent, encoding, stored ? key : null), passed);
  }

  function storefrontProxy(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'POST' || !PATH.test(req.path)) {
      next();
      return;
    }
    readJson(req, res, (err?: unknown) => {
      if (err) {
        next(err);
        return;
      }
      handle(req, res).catch(next);
    });
  }

  return Object.assign(storefrontProxy, {
    purgeProducts(productIds: readonly string[]) {
      purges += 1;
      // Requests arriving now must not join a call that began before the sale.
      inFlight.clear();
      const dropped = cache.purgeProducts(productIds);
      opts.logger.debug({ products: productIds.length, dropped }, 'storefront answers purged after a stock change');
    },
    troubles: () => troubles,
  });
}
