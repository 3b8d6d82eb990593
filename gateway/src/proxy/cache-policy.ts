import { createHash } from 'node:crypto';
import { Kind, OperationTypeNode, parse, type DocumentNode, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { DEFAULT_STOREFRONT_CACHE, STOREFRONT_CACHE_TIMES, type StorefrontCache } from '@tjb/storefront/cache-policy';
import { MAX_QUERY_LENGTH, MAX_QUERY_TOKENS, refusalFor, type Refusal } from './document-shape';

/**
 * How long a Storefront answer is kept (spec 001 §9), as the query's sender states it in the
 * STOREFRONT_CACHE_HEADER (`short`, `long` or `none`; @tjb/storefront's cache-policy defines each once).
 * The proxy does not guess from a document's name or filter. What it does read from the parsed
 * operation is what must never be cached, whatever the header says: mutations, and anything reading
 * `cart` or `customer` (per shopper). A missing or unknown name gets DEFAULT_STOREFRONT_CACHE.
 */
export interface CachePolicy {
  name: Exclude<StorefrontCache, 'none'>;
  freshMs: number;
  keepMs: number;
}

export const POLICIES: Readonly<Record<CachePolicy['name'], CachePolicy>> = {
  short: { name: 'short', ...STOREFRONT_CACHE_TIMES.short },
  long: { name: 'long', ...STOREFRONT_CACHE_TIMES.long },
};

const PER_SHOPPER = new Set(['cart', 'customer', 'cartCompletionAttempt']);
const STATED = new Set<string>(['short', 'long', 'none'] satisfies StorefrontCache[]);

/** The policy a request states (its header's value), checked against the three names. */
export function statedCache(header: string | undefined): StorefrontCache {
  const name = header?.trim().toLowerCase();
  return name !== undefined && STATED.has(name) ? (name as StorefrontCache) : DEFAULT_STOREFRONT_CACHE;
}

/** What one operation of a document says about caching: only whether it may be cached at all. */
interface OperationFacts {
  /** A query reading nothing per shopper. */
  cacheable: boolean;
}

/** What a document text says, worked out once: parsing it is the dearest part of a cache hit. */
export interface DocumentFacts {
  /** Identifies the text in cache keys, so a key does not re-serialise the whole document. */
  id: string;
  /** Whether a line starts with `mutation` (outside comments): used when the text does not parse. */
  looksLikeMutation: boolean;
  /** Facts per operation name; the empty name is the document's only operation, when it has one. */
  operations: Map<string, OperationFacts>;
  /** Set when the document is too large or too deep to forward (see document-shape). */
  refusal: Refusal | null;
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

function operationFacts(operation: OperationDefinitionNode, document: DocumentNode): OperationFacts {
  if (operation.operation !== OperationTypeNode.QUERY) return { cacheable: false };
  return { cacheable: !rootFields(operation, document).some((f) => PER_SHOPPER.has(f.name.value)) };
}

export function documentFacts(query: string): DocumentFacts {
  const facts: DocumentFacts = {
    id: createHash('sha256').update(query).digest('base64url'),
    looksLikeMutation: /^\s*mutation\b/m.test(query.replace(/#[^\n]*/g, '')),
    operations: new Map(),
    refusal: null,
  };
  if (query.length > MAX_QUERY_LENGTH) {
    facts.refusal = refusalFor(query, null, false);
    return facts;
  }
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
  } catch (err) {
    // Other parse errors are the upstream's to word, and never cached anyway.
    facts.refusal = refusalFor(query, null, /contains more th\w+ \d+ tokens/.test(String((err as Error).message)));
    return facts;
  }
  facts.refusal = refusalFor(query, document, false);
  if (facts.refusal) return facts;
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  for (const operation of operations) {
    if (operation.name && !facts.operations.has(operation.name.value)) facts.operations.set(operation.name.value, operationFacts(operation, document));
  }
  // Without an operationName GraphQL runs the only operation; named or not, it answers to ''.
  if (operations.length === 1) facts.operations.set('', operationFacts(operations[0]!, document));
  return facts;
}

/**
 * Document facts by text. Clients send the same few documents over and over, so a small LRU holds
 * nearly all of them; long texts are not kept, so a flood of distinct large documents costs parsing
 * but cannot grow memory.
 */
export class DocumentFactsMemo {
  private readonly entries: LRUCache<string, DocumentFacts>;

  constructor(private readonly limits: { maxEntries: number; maxQueryLength: number } = { maxEntries: 500, maxQueryLength: 32 * 1024 }) {
    this.entries = new LRUCache({ max: limits.maxEntries });
  }

  get(query: string): DocumentFacts {
    const known = this.entries.get(query);
    if (known) return known;
    const facts = documentFacts(query);
    if (query.length <= this.limits.maxQueryLength) this.entries.set(query, facts);
    return facts;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The policy of one request, given its document's facts and its stated cache; null when it must not be cached. */
export function policyFromFacts(facts: DocumentFacts, stated: StorefrontCache, operationName?: string): CachePolicy | null {
  if (!facts.operations.get(operationName ?? '')?.cacheable || stated === 'none') return null;
  return POLICIES[stated];
}

/** The policy of a request (its document and cache header), or null when it must not be cached. */
export function cachePolicyFor(query: string, header: string | undefined, operationName?: string): CachePolicy | null {
  return policyFromFacts(documentFacts(query), statedCache(header), operationName);
}
