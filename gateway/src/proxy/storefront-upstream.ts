import { Agent, request } from 'undici';

/**
 * Calls to the Storefront upstream over keep-alive connections, with Shopify's retry advice:
 * 429 and 503 are retried with backoff (honouring Retry-After up to a cap); network failures are
 * retried for queries only, since a mutation may already have been applied.
 */
export interface UpstreamAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface UpstreamOptions {
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  timeoutMs?: number;
}

const RETRIABLE = new Set([429, 503]);
const PASSED_HEADERS = ['content-type', 'retry-after', 'x-request-id', 'x-shopify-api-deprecated-reason'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createUpstream(opts: UpstreamOptions = {}) {
  const retries = opts.retries ?? 2;
  const baseDelay = opts.baseDelayMs ?? 250;
  const maxDelay = opts.maxDelayMs ?? 2000;
  const timeout = opts.timeoutMs ?? 10_000;
  const agent = new Agent({ keepAliveTimeout: 30_000, connections: 64, headersTimeout: timeout, bodyTimeout: timeout });

  async function once(url: string, headers: Record<string, string>, body: string): Promise<UpstreamAnswer> {
    const res = await request(url, { method: 'POST', headers, body, dispatcher: agent });
    const chunks: Buffer[] = [];
    for await (const chunk of res.body) chunks.push(Buffer.from(chunk as Uint8Array));
    const out: Record<string, string> = {};
    for (const name of PASSED_HEADERS) {
      const value = res.headers[name];
      if (typeof value === 'string') out[name] = value;
    }
    return { status: res.statusCode, headers: out, body: Buffer.concat(chunks) };
  }

  return {
    async post(url: string, headers: Record<string, string>, body: string, mutation: boolean): Promise<UpstreamAnswer> {
      for (let attempt = 0; ; attempt += 1) {
        let answer: UpstreamAnswer | undefined;
        try {
          answer = await once(url, headers, body);
        } catch (err) {
          if (mutation || attempt >= retries) throw err;
        }
        if (answer && (!RETRIABLE.has(answer.status) || attempt >= retries)) return answer;
        const retryAfter = Number(answer?.headers['retry-after']);
        const backoff = baseDelay * 3 ** attempt;
        await sleep(Math.min(maxDelay, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : backoff));
      }
    },
    agent,
    close: () => agent.close(),
  };
}
