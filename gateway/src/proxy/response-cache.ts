import { createHash } from 'node:crypto';
import { Kind, OperationTypeNode, parse, type DocumentNode, type FieldNode, type OperationDefinitionNode } from 'graphql';

/**
 * Storefront response cache of the gateway (spec 001 §9): an answer is fresh for a while, then
 * kept a while longer and served stale while a refresh runs, or when the upstream is down.
 *
 * Buckets, chosen from the parsed operation (never from text matching):
 * - `product` 5 min fresh / 15 kept: the root fields are only `product`, `productByHandle`, `node`, `nodes`.
 * - `featured` 10 / 30: a `products` query filtered on `tag:featured` (literal or in variables),
 *   or an operation named …Featured….
 * - `all-products` 10 / 30: an operation named …AllProducts… (the client's full-catalogue pages).
 * - `products` 5 / 10: every other catalogue read (products, collections, search, shop, menus …).
 * - not cached: mutations, and anything reading `cart` or `customer` (per shopper).
 */
export interface CachePolicy {
  bucket: 'product' | 'featured' | 'all-products' | 'products';
  freshMs: number;
  keepMs: number;
}

const MINUTE = 60_000;
export const POLICIES: Readonly<Record<CachePolicy['bucket'], CachePolicy>> = {
  product: { bucket: 'product', freshMs: 5 * MINUTE, keepMs: 15 * MINUTE },
  featured: { bucket: 'featured', freshMs: 10 * MINUTE, keepMs: 30 * MINUTE },
  'all-products': { bucket: 'all-products', freshMs: 10 * MINUTE, keepMs: 30 * MINUTE },
  products: { bucket: 'products', freshMs: 5 * MINUTE, keepMs: 10 * MINUTE },
};

const PER_SHOPPER = new Set(['cart', 'customer', 'cartCompletionAttempt']);
const SINGLE_PRODUCT = new Set(['product', 'productByHandle', 'node', 'nodes']);

function pickOperation(document: DocumentNode, operationName: string | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
}

function rootFields(operation: OperationDefinitionNode, document: DocumentNode): FieldNode[] {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const out: FieldNode[] = [];
  const walk = (selections: OperationDefinitionNode['selectionSet']['selections'], depth: number) => {
    for (const s of selections) {
      if (s.kind === Kind.FIELD) out.push(s);
      else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet.selections, depth + 1);
      else if (depth < 10) {
        const fragment = fragments.get(s.name.value);
        if (fragment) walk(fragment.selectionSet.selections, depth + 1);
      }
    }
  };
  walk(operation.selectionSet.selections, 0);
  return out;
}

function mentionsFeatured(field: FieldNode, variables: Record<string, unknown>): boolean {
  const query = field.arguments?.find((a) => a.name.value === 'query')?.value;
  if (!query) return false;
  const text = query.kind === Kind.STRING ? query.value : query.kind === Kind.VARIABLE ? variables[query.name.value] : undefined;
  return typeof text === 'string' && /\btag:\s*"?featured"?/i.test(text);
}

/** The cache bucket of a request, or null when it must not be cached. */
export function cachePolicyFor(query: string, variables: Record<string, unknown>, operationName?: string): CachePolicy | null {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: 20_000 });
  } catch {
    return null; // the upstream answers with a parse error, which is never cached anyway
  }
  const operation = pickOperation(document, operationName);
  if (!operation || operation.operation !== OperationTypeNode.QUERY) return null;
  const fields = rootFields(operation, document).filter((f) => f.name.value !== '__typename');
  if (fields.some((f) => PER_SHOPPER.has(f.name.value))) return null;
  const name = operation.name?.value ?? '';
  if (/allproducts/i.test(name)) return POLICIES['all-products'];
  if (/featured/i.test(name) || fields.some((f) => f.name.value === 'products' && mentionsFeatured(f, variables))) return POLICIES.featured;
  if (fields.length > 0 && fields.every((f) => SINGLE_PRODUCT.has(f.name.value))) return POLICIES.product;
  return POLICIES.products;
}

/** JSON with sorted keys, so `{a,b}` and `{b,a}` variables share a cache entry. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function cacheKey(parts: { upstream: string; origin: string; query: string; variables: unknown; operationName?: string }): string {
  return createHash('sha256')
    .update(canonical([parts.upstream, parts.origin, parts.query, parts.variables ?? {}, parts.operationName ?? null]))
    .digest('base64url');
}

export interface CachedResponse {
  status: number;
  contentType: string;
  body: Buffer;
}

interface Entry extends CachedResponse {
  freshUntil: number;
  keepUntil: number;
}

/** A bounded LRU of answers (by count and bytes). */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
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

  set(key: string, response: CachedResponse, policy: CachePolicy): void {
    if (response.body.length > this.limits.maxBytes / 4) return;
    this.delete(key);
    const now = this.now();
    this.entries.set(key, { ...response, freshUntil: now + policy.freshMs, keepUntil: now + policy.keepMs });
    this.bytes += response.body.length;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      this.delete(this.entries.keys().next().value as string);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
