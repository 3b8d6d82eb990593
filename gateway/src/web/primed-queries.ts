import type { Request } from 'express';
import { criticalRequests, primedAnswersScript, primedKey, type PrimedAnswer, type StorefrontRequest } from '@tjb/storefront/primed-answers';
import { loopbackHeaders } from './loopback-forwarding';

/** The path the browser's Storefront client posts to; the proxy serves every version path alike. */
const ENDPOINT_PATH = '/api/2025-01/graphql.json';

/**
 * This gateway's own Storefront endpoint over loopback, asked as the browser would ask: the same cache,
 * and the browser's host and scheme forwarded so the answer (its image URLs) is the one the page gets.
 * Null when the request did not come in on a local port.
 */
export function loopbackStorefront(req: Request): { endpoint: string; headers: Record<string, string> } | null {
  const port = req.socket.localPort;
  if (!port) return null;
  return { endpoint: `http://127.0.0.1:${port}${ENDPOINT_PATH}`, headers: loopbackHeaders(req.host ?? '', req.protocol) };
}

export interface QueryPrimerOptions {
  /** How long a page waits for its answers before it goes without them (they are then fetched by the page). */
  timeoutMs?: number;
}

/**
 * The page's critical Storefront answers as a script element for its HTML (see @tjb/storefront's
 * primed-answers), or '' when the page has none or they are not ready in time. They are asked of this
 * gateway's own Storefront endpoint over loopback, as the browser would ask: the same cache, and the
 * browser's origin forwarded, so the answer (its image URLs included) is the one the page would get.
 * Only answers with data and no errors are written; anything else is left for the page to fetch.
 */
export function createQueryPrimer(opts: QueryPrimerOptions = {}) {
  const timeoutMs = opts.timeoutMs ?? 200;
  const ask = async ({ endpoint, headers }: { endpoint: string; headers: Record<string, string> }, { document, variables }: StorefrontRequest): Promise<PrimedAnswer | null> => {
    try {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify({ query: document, variables }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) return null;
      const answer = (await res.json()) as { data?: unknown; errors?: unknown };
      if (!answer || typeof answer !== 'object' || answer.errors !== undefined || !answer.data || typeof answer.data !== 'object') return null;
      return { key: primedKey(document, variables), data: answer.data };
    } catch {
      return null; // slow, down or unreadable: the page asks for it itself
    }
  };
  return async function primedAnswersFor(req: Request): Promise<string> {
    const requests = criticalRequests(req.path);
    const storefront = loopbackStorefront(req);
    if (!requests.length || !storefront) return '';
    const answers = await Promise.all(requests.map((r) => ask(storefront, r)));
    return primedAnswersScript(answers.filter((a): a is PrimedAnswer => a !== null));
  };
}
