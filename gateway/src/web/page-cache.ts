import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Registry } from '@tjb/shop-contracts';
import { negotiateEncoding } from '../proxy/encoding';
import { createCopyMaker, type Copy } from '../proxy/kept-copies';
import { ResponseCache, type CachedResponse } from '../proxy/response-cache';
import { mtimeOf } from './file-mtime';
import { createPageStream, type PageStart } from './page-stream';

/**
 * The anonymous page cache. A page's HTML is the same for every shopper who asks for the same URL
 * (the cart, the wishlist and the checkout live in the browser), so the server render of one is kept
 * and served to the next: fresh for a while, then served stale while one render refreshes it, and
 * dropped as soon as an order (or the reaper) changes the stock of a product the page shows (the
 * products are named by their Storefront ids in the page's state). What else changes a page is in its
 * key: the URL with host and scheme, whether the intro splash was seen, the registry the page was
 * composed from, and the builds it was rendered by.
 */
export interface PageCacheOptions {
  freshMs: number;
  keepMs: number;
  maxBytes?: number;
  now?: () => number;
  /**
   * A count of the Storefront's failed answers: a page rendered while one failed may show an error or
   * an empty section, so it is sent but not kept.
   */
  storefrontTroubles?: () => number;
  logger: Logger;
}

/** A page as the handler built it. `keep` false: sent to this shopper only (a fallback page, a failed render). */
export interface BuiltPage {
  status: number;
  html: string;
  keep: boolean;
}

export type PageCacheState = 'HIT' | 'STALE' | 'MISS' | 'BYPASS';

/**
 * Builds a page. `start`, when given, takes the page's status and the start of its HTML as soon as they
 * are known, and the built page's HTML begins with that start.
 */
export type PageBuild = (start?: PageStart) => Promise<BuiltPage>;

export interface PageCache {
  /**
   * Answers from the cache, or builds the page (once for every request waiting on the same key). The
   * shopper whose request began the build gets the page's start as soon as it is known (a MISS, kept or
   * not: its headers go before the page is complete); the others get the complete page.
   */
  serve(req: Request, res: Response, key: string, build: PageBuild): Promise<void>;
  /** Drops every page that shows one of these products. */
  purgeProducts(productIds: readonly string[]): void;
}

const HTML = 'text/html; charset=utf-8';

function send(res: Response, page: CachedResponse, state: PageCacheState, copy: Copy | undefined): void {
  const body = copy?.body ?? page.body;
  res.status(page.status).set({
    'Content-Type': page.contentType,
    'Content-Length': String(body.length),
    // The browser asks again each time: freshness is the gateway's business.
    'Cache-Control': 'no-cache',
    Vary: 'Cookie, Accept-Encoding',
    'X-Page-Cache': state,
  });
  // Set here, compression() leaves the answer alone: a kept page is compressed once, not per hit.
  if (copy) res.set('Content-Encoding', copy.encoding);
  res.end(body);
}

export function createPageCache(opts: PageCacheOptions): PageCache {
  const cache = new ResponseCache({ maxEntries: 5000, maxBytes: opts.maxBytes ?? 64 * 1024 * 1024, now: opts.now });
  const copyFor = createCopyMaker(cache);
  const policy = { freshMs: opts.freshMs, keepMs: opts.keepMs };
  const inFlight = new Map<string, Promise<{ page: CachedResponse; kept: boolean }>>();
  // A page rendered across a purge may show the stock from before it, so it is not kept.
  let purges = 0;
  const troubles = () => opts.storefrontTroubles?.() ?? 0;

  const render = (key: string, build: PageBuild, start?: PageStart) => {
    const running = inFlight.get(key);
    if (running) return running;
    const purgesBefore = purges;
    const troublesBefore = troubles();
    const call = build(start).then((built) => {
      const page: CachedResponse = { status: built.status, contentType: HTML, body: Buffer.from(built.html) };
      const keepable = built.keep && purges === purgesBefore && troubles() === troublesBefore;
      const stored = keepable ? cache.set(key, page, policy) : undefined;
      return { page: stored ?? page, kept: stored !== undefined };
    });
    inFlight.set(key, call);
    void call.catch(() => undefined).finally(() => inFlight.get(key) === call && inFlight.delete(key));
    return call;
  };

  return {
    async serve(req, res, key, build) {
      const encoding = negotiateEncoding(req.headers['accept-encoding']);
      const cached = cache.get(key);
      if (cached) {
        if (cached.state === 'stale') {
          render(key, build).catch((err: Error) => opts.logger.warn({ err, path: req.path }, 'page refresh failed; keeping the stale page'));
        }
        send(res, cached.response, cached.state === 'fresh' ? 'HIT' : 'STALE', await copyFor(cached.response, encoding, key));
        return;
      }
      const stream = createPageStream(req, res, { 'Content-Type': HTML, 'Cache-Control': 'no-cache', Vary: 'Cookie, Accept-Encoding', 'X-Page-Cache': 'MISS' });
      const { page, kept } = await render(key, build, stream.start);
      if (stream.finish(page.body)) return;
      send(res, page, kept ? 'MISS' : 'BYPASS', await copyFor(page, encoding, kept ? key : null));
    },
    purgeProducts(productIds) {
      purges += 1;
      // Requests arriving now must not join a render that began before the sale.
      inFlight.clear();
      const dropped = cache.purgeProducts(productIds);
      opts.logger.debug({ products: productIds.length, dropped }, 'pages purged after a stock change');
    },
  };
}

/** The registry named by its digest in a page's key (a canary or a new version makes other pages). */
export function registryDigest(registry: Registry | null): string {
  return registry ? createHash('sha256').update(JSON.stringify(registry)).digest('base64url').slice(0, 16) : 'none';
}

/** The builds a page was rendered by, as their files' modification times: a redeployed build makes other pages. */
export async function buildStamp(files: readonly string[]): Promise<string> {
  const times = await Promise.all(files.map(mtimeOf));
  return times.join(':');
}
