import { createHash } from 'node:crypto';
import { Kind, OperationTypeNode, parse, type DocumentNode, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { MAX_QUERY_LENGTH, MAX_QUERY_TOKENS, refusalFor, type Refusal } from './document-shape';

/**
 * Which cache bucket a Storefront request falls in (spec 001 §9), chosen from the parsed operation
 * (never from text matching):
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
const FEATURED = /\btag:\s*"?featured"?/i;

/**
 * What one operation of a document says about caching, everything but the variables' values:
 * the only thing variables change is whether a `products(query: $q)` filter names the featured tag.
 */
interface OperationFacts {
  /** null: never cached. */
  policy: CachePolicy | null;
  /** Variables used as the `query` argument of a root `products` field. */
  featuredVariables: string[];
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
  const never = { policy: null, featuredVariables: [] };
  if (operation.operation !== OperationTypeNode.QUERY) return never;
  const fields = rootFields(operation, document).filter((f) => f.name.value !== '__typename');
  if (fields.some((f) => PER_SHOPPER.has(f.name.value))) return never;
  const name = operation.name?.value ?? '';
  if (/allproducts/i.test(name)) return { policy: POLICIES['all-products'], featuredVariables: [] };
  if (/featured/i.test(name)) return { policy: POLICIES.featured, featuredVariables: [] };
  const featuredVariables: string[] = [];
  for (const field of fields) {
    if (field.name.value !== 'products') continue;
    const query = field.arguments?.find((a) => a.name.value === 'query')?.value;
    if (query?.kind === Kind.STRING && FEATURED.test(query.value)) return { policy: POLICIES.featured, featuredVariables: [] };
    if (query?.kind === Kind.VARIABLE) featuredVariables.push(query.name.value);
  }
  const single = fields.length > 0 && fields.every((f) => SINGLE_PRODUCT.has(f.name.value));
  return { policy: single ? POLICIES.product : POLICIES.products, featuredVariables };
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

/** The bucket of one request, given its document's facts; null when it must not be cached. */
export function policyFromFacts(facts: DocumentFacts, variables: Record<string, unknown>, operationName?: string): CachePolicy | null {
  const operation = facts.operations.get(operationName ?? '');
  if (!operation?.policy) return null;
  for (const name of operation.featuredVariables) {
    const text = variables[name];
    if (typeof text === 'string' && FEATURED.test(text)) return POLICIES.featured;
  }
  return operation.policy;
}

/** The cache bucket of a request, or null when it must not be cached. */
export function cachePolicyFor(query: string, variables: Record<string, unknown>, operationName?: string): CachePolicy | null {
  return policyFromFacts(documentFacts(query), variables, operationName);
}
