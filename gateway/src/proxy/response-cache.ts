/**
 * Storefront response cache of the gateway (spec 001 §9): an answer is fresh for a while, then
 * kept a while longer and served stale while a refresh runs, or when the upstream is down. Which
 * requests are cached, and for how long, is decided in cache-policy.ts.
 */
import { createHash } from 'node:crypto';
import type { CachePolicy } from './cache-policy';

export { cachePolicyFor, POLICIES, type CachePolicy } from './cache-policy';

/** JSON with sorted keys, so `{a,b}` and `{b,a}` variables share a cache entry. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The key of one answer: everything that changes it. The document is named by its digest (worked
 * out once per document text), so a hit does not serialise and hash kilobytes of query again.
 * `scope` stands for the upstream and its token; `policy` keeps an answer kept for `long` from being
 * served to a request that asked for `short`. Short keys are used as they are, which saves a
 * hash per hit: a canonical text starts with "[" and a base64url digest never does.
 */
export function cacheKey(parts: { scope: string; origin: string; documentId: string; variables: unknown; operationName?: string; policy?: string }): string {
  const text = canonical([parts.scope, parts.origin, parts.documentId, parts.variables ?? {}, parts.operationName ?? null, parts.policy ?? null]);
  return text.length <= 512 ? text : createHash('sha256').update(text).digest('base64url');
}

export interface CachedResponse {
  status: number;
  contentType: string;
  body: Buffer;
  /** Compressed copies, each made once, when a client first wants it, then served to every hit. */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
}

const sizeOf = (r: CachedResponse) => r.body.length + (r.encoded?.br?.length ?? 0) + (r.encoded?.gzip?.length ?? 0);

interface Entry extends CachedResponse {
  size: number;
  freshUntil: number;
  keepUntil: number;
  products: readonly string[];
}

const PRODUCT_ID = /gid:\/\/shopify\/Product\/[^"\\]+/g;

/** The products an answer holds (their Storefront ids), so a sale can drop every answer that shows one. */
export function productIdsIn(body: Buffer): string[] {
  return [...new Set(body.toString('utf8').match(PRODUCT_ID) ?? [])];
}

/** A bounded LRU of answers (by count and bytes). */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** Product id → keys of the answers that hold it. */
  private readonly byProduct = new Map<string, Set<string>>();
  private bytes = 0;

  constructor(private readonly limits: { maxEntries: number; maxBytes: number; now?: () => number } = { maxEntries: 5000, maxBytes: 64 * 1024 * 1024 }) {}

  private now(): number {
    return this.limits.now?.() ?? Date.now();
  }

  get(key: string): { response: CachedResponse; state: 'fresh' | 'stale' } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (now >= entry.keepUntil) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { response: entry, state: now < entry.freshUntil ? 'fresh' : 'stale' };
  }

  /** Keeps an answer; returns the kept object (what get() will return), or undefined when too big to keep. */
  set(key: string, response: CachedResponse, policy: Pick<CachePolicy, 'freshMs' | 'keepMs'>): CachedResponse | undefined {
    const size = sizeOf(response);
    if (size > this.limits.maxBytes / 4) return undefined;
    this.delete(key);
    const now = this.now();
    const products = productIdsIn(response.body);
    const entry: Entry = { ...response, size, freshUntil: now + policy.freshMs, keepUntil: now + policy.keepMs, products };
    this.entries.set(key, entry);
    for (const id of products) {
      const keys = this.byProduct.get(id) ?? new Set<string>();
      keys.add(key);
      this.byProduct.set(id, keys);
    }
    this.bytes += size;
    this.evict();
    return entry;
  }

  /**
   * Adds a compressed copy to a kept answer (the object set() or get() returned) unless it has been
   * replaced or dropped meanwhile; its bytes count like the rest.
   */
  addEncoded(key: string, response: CachedResponse, encoding: 'br' | 'gzip', body: Buffer): void {
    const entry = this.entries.get(key);
    if (entry !== response) return;
    entry.encoded = { ...entry.encoded, [encoding]: body };
    entry.size += body.length;
    this.bytes += body.length;
    this.evict();
  }

  /**
   * Drops every answer that holds one of these products (fresh or stale alike), so the next request asks
   * the upstream: after an order took stock, no answer keeps offering what checkout would refuse.
   * Returns how many answers were dropped.
   */
  purgeProducts(productIds: Iterable<string>): number {
    let dropped = 0;
    for (const id of productIds) {
      for (const key of [...(this.byProduct.get(id) ?? [])]) {
        if (this.entries.has(key)) dropped += 1;
        this.delete(key);
      }
    }
    return dropped;
  }

  private evict(): void {
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      this.delete(this.entries.keys().next().value as string);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.size;
    this.entries.delete(key);
    for (const id of entry.products) {
      const keys = this.byProduct.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.byProduct.delete(id);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
