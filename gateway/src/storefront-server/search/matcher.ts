import type { CatalogProduct } from '../../catalog/types';
import type { Comparator, SearchNode } from './query-parser';

/**
 * Evaluates a parsed search query against products. Fields: available_for_sale, created_at,
 * updated_at, product_type (comma list), tag, tag_not, title, variants.price, vendor; bare terms
 * match words of the title, product type, vendor, tags and description (word prefixes, so
 * "helmet" finds "Helmets"). Unknown fields are ignored, as Shopify does.
 * This is the definition of what a query means, product by product. Requests are answered from
 * the product index (evaluate.ts), which must agree with it: product-index.test.ts checks that.
 */
export interface MatchContext {
  isAvailable(product: CatalogProduct): boolean;
}

interface Index {
  title: string;
  type: string;
  vendor: string;
  tags: string;
  description: string;
}

/** Lower case, apostrophes dropped, everything else non-alphanumeric turned into single spaces. */
export function normalize(text: string): string {
  return ` ${text.toLowerCase().replace(/['’]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

// Search text per product, built on first use; a WeakMap so a reloaded catalogue frees it.
const indexes = new WeakMap<CatalogProduct, Index>();
function indexOf(product: CatalogProduct): Index {
  let index = indexes.get(product);
  if (!index) {
    index = {
      title: normalize(product.title),
      type: normalize(product.productType),
      vendor: normalize(product.vendor),
      tags: normalize(product.tags.join(' | ')),
      description: normalize(product.description),
    };
    indexes.set(product, index);
  }
  return index;
}

/** Does `haystack` (normalized) contain the words of `value` as a phrase of word prefixes? */
export function hasWords(haystack: string, value: string): boolean {
  const needle = normalize(value).trimEnd();
  if (needle.trim() === '') return true;
  if (haystack.includes(needle)) return true;
  // "jackets" should find "jacket": try the singular of a plural last word.
  return needle.length > 4 && needle.endsWith('s') && haystack.includes(needle.slice(0, -1));
}

const equalsCi = (a: string, b: string, prefix: boolean): boolean =>
  prefix ? a.toLowerCase().startsWith(b.toLowerCase()) : a.toLowerCase() === b.toLowerCase();

/** A numeric search comparison (`price:>=50`); the indexed evaluator uses the same rule. */
export function compare(actual: number, comparator: Comparator, expected: number): boolean {
  switch (comparator) {
    case ':<': return actual < expected;
    case ':>': return actual > expected;
    case ':<=': return actual <= expected;
    case ':>=': return actual >= expected;
    default: return actual === expected;
  }
}

function compareDate(iso: string, comparator: Comparator, value: string): boolean {
  const wanted = value.toLowerCase() === 'now' ? Date.now() : Date.parse(value);
  if (Number.isNaN(wanted)) return true; // an unreadable date filters nothing, like an unknown field
  if (comparator === ':') return iso.slice(0, value.length) === value || Date.parse(iso) === wanted;
  return compare(Date.parse(iso), comparator, wanted);
}

function matchTerm(product: CatalogProduct, term: Extract<SearchNode, { kind: 'term' }>, ctx: MatchContext): boolean {
  const { field, value, comparator, prefix, exists } = term;
  switch (field) {
    case null: {
      const index = indexOf(product);
      return [index.title, index.type, index.vendor, index.tags, index.description].some((h) => hasWords(h, value));
    }
    case 'available_for_sale':
      return exists || ctx.isAvailable(product) === (value.toLowerCase() === 'true');
    case 'created_at':
      return exists || compareDate(product.createdAt, comparator, value);
    case 'updated_at':
      return exists || compareDate(product.updatedAt, comparator, value);
    case 'product_type':
      if (exists) return product.productType !== '';
      return value.split(',').some((v) => equalsCi(product.productType, v.trim(), prefix));
    case 'tag':
      if (exists) return product.tags.length > 0;
      return product.tags.some((t) => equalsCi(t, value, prefix));
    case 'tag_not':
      return !product.tags.some((t) => equalsCi(t, value, prefix));
    case 'title':
      return exists || hasWords(indexOf(product).title, value);
    case 'vendor':
      if (exists) return product.vendor !== '';
      return equalsCi(product.vendor, value, prefix);
    case 'variants.price': {
      const dollars = Number(value);
      if (exists || !Number.isFinite(dollars)) return true;
      return product.variants.some((v) => compare(v.priceCents, comparator, Math.round(dollars * 100)));
    }
    default:
      return true;
  }
}

export function matches(product: CatalogProduct, node: SearchNode | null, ctx: MatchContext): boolean {
  if (!node) return true;
  switch (node.kind) {
    case 'and': return node.items.every((item) => matches(product, item, ctx));
    case 'or': return node.items.some((item) => matches(product, item, ctx));
    case 'not': return !matches(product, node.item, ctx);
    default: return matchTerm(product, node, ctx);
  }
}

/** Relevance: bare terms found in the title weigh most, then type and tags, then the rest. */
export function relevance(product: CatalogProduct, node: SearchNode | null): number {
  if (!node) return 0;
  if (node.kind === 'not') return 0;
  if (node.kind !== 'term') return node.items.reduce((sum, item) => sum + relevance(product, item), 0);
  if (node.field !== null && node.field !== 'title') return 0;
  const index = indexOf(product);
  return (hasWords(index.title, node.value) ? 3 : 0) + (hasWords(index.type, node.value) ? 2 : 0)
    + (hasWords(index.tags, node.value) ? 2 : 0) + (hasWords(index.vendor, node.value) ? 1 : 0)
    + (hasWords(index.description, node.value) ? 1 : 0);
}

/** Does the query ask about stock? Only then must the caller load availability for every product. */
export function needsAvailability(node: SearchNode | null): boolean {
  if (!node) return false;
  if (node.kind === 'term') return node.field === 'available_for_sale';
  if (node.kind === 'not') return needsAvailability(node.item);
  return node.items.some(needsAvailability);
}
