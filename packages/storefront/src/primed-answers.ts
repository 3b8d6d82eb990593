import { PRODUCT_BY_HANDLE_QUERY } from './queries/product';

/**
 * Storefront answers the gateway writes into the page it serves, for the query a page opens with
 * (its critical Storefront query): the page's remote finds the answer in the HTML instead of
 * asking for it one round trip after its code has run. An answer is used once, by a query with the
 * same document and variables; anything else, and any later query, goes to the network as usual.
 */
export const PRIMED_ANSWERS_ID = 'tjb-storefront-primed';

export interface StorefrontRequest {
  document: string;
  variables: Record<string, unknown>;
}

export interface PrimedAnswer {
  key: string;
  data: unknown;
}

/** The product page's query; the same request getProductByHandle sends. */
export function productByHandleRequest(handle: string): StorefrontRequest {
  return { document: PRODUCT_BY_HANDLE_QUERY, variables: { handle: handle.trim() } };
}

const PRODUCT_PATH = /^\/product\/([^/]+)\/?$/;

/** The queries a page of the shop renders from first, by its path: what the gateway primes. */
export function criticalRequests(pathname: string): StorefrontRequest[] {
  const product = PRODUCT_PATH.exec(pathname);
  if (product) {
    let handle: string;
    try {
      handle = decodeURIComponent(product[1]!);
    } catch {
      return []; // a malformed escape: the page itself will say the product is not found
    }
    return handle.trim() ? [productByHandleRequest(handle)] : [];
  }
  return [];
}

/** JSON with object keys in order, so equal variables give equal text whatever order they were built in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** FNV-1a, 32 bits: a short name for a document, the same in the gateway and the browser. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** What an answer is filed under: the document's hash and the variables. */
export function primedKey(document: string, variables: Record<string, unknown> = {}): string {
  return `${fnv1a(document)}:${stableJson(variables)}`;
}

/** The `<script type="application/json">` element carrying the answers; `<` is escaped so nothing can close it. */
export function primedAnswersScript(answers: PrimedAnswer[]): string {
  if (!answers.length) return '';
  return `<script type="application/json" id="${PRIMED_ANSWERS_ID}">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`;
}

export interface PrimedAnswers {
  /** The answer's data for this request, once; undefined when there is none (left). */
  take(document: string, variables?: Record<string, unknown>): unknown;
}

export function createPrimedAnswers(answers: readonly PrimedAnswer[]): PrimedAnswers {
  const byKey = new Map(answers.map((a) => [a.key, a.data]));
  return {
    take(document, variables = {}) {
      const key = primedKey(document, variables);
      const data = byKey.get(key);
      byKey.delete(key);
      return data;
    },
  };
}

const isAnswer = (a: unknown): a is PrimedAnswer =>
  !!a && typeof a === 'object' && typeof (a as PrimedAnswer).key === 'string' && (a as PrimedAnswer).data !== null && typeof (a as PrimedAnswer).data === 'object';

/** The answers written into this page; none when there are none or they cannot be read. */
/** Just what readPrimedAnswers needs of a page (the gateway, which imports this module, has no DOM types). */
interface PageLike {
  getElementById(id: string): { textContent: string | null } | null;
}

export function readPrimedAnswers(page: PageLike | undefined = (globalThis as { document?: PageLike }).document): PrimedAnswers {
  const text = page?.getElementById(PRIMED_ANSWERS_ID)?.textContent;
  if (!text) return createPrimedAnswers([]);
  try {
    const parsed: unknown = JSON.parse(text);
    return createPrimedAnswers(Array.isArray(parsed) ? parsed.filter(isAnswer) : []);
  } catch {
    return createPrimedAnswers([]);
  }
}
