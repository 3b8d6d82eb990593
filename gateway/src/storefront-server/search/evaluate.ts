import { compare } from './matcher';
import type { EnumField, ProductIndex } from './product-index';
import { complement, EMPTY, intersect, toFlags, union, type Ordinals } from './postings';
import type { SearchNode } from './query-parser';
import { zeroedWeights } from './scratch';
import { matchText, type TextMatch } from './text-terms';
import { ALL_FIELDS, FIELD, maskWeight } from './tokens';

/**
 * A parsed search query answered from the product index, with the same meaning as the matcher's
 * `matches` (the brute-force reference the tests compare against). Each node gives the products it
 * selects as a set of ordinals when the index knows them (words, types, tags, vendors), or as a
 * test per ordinal when it is a cheap look-up (stock, price, dates); AND intersects the sets and
 * only then runs the tests, so a query never visits products its indexed terms rule out.
 */
export type Selection =
  | { kind: 'all' }
  | { kind: 'set'; ords: Ordinals }
  | { kind: 'test'; test: (ord: number) => boolean };

type Term = Extract<SearchNode, { kind: 'term' }>;

export interface Evaluation {
  index: ProductIndex;
  /** Stock per ordinal (1 = for sale); only loaded when the query asks about it. */
  available: Uint8Array | null;
  /** Word look-ups of this query, shared by matching and relevance. */
  texts?: Map<string, TextMatch | 'all'>;
}

function text(ev: Evaluation, value: string, fields: number, within?: Ordinals): TextMatch | 'all' {
  if (within) return matchText(ev.index, value, fields, within);
  ev.texts ??= new Map();
  const key = `${fields}:${value}`;
  let found = ev.texts.get(key);
  if (!found) ev.texts.set(key, (found = matchText(ev.index, value, fields)));
  return found;
}

/** A bare or `title:` word: what the word index answers, and may answer for a few candidates only. */
const isText = (node: SearchNode): node is Term => node.kind === 'term' && (node.field === null || (node.field === 'title' && !node.exists));

const ALL: Selection = { kind: 'all' };
const WEIGHT_OF_MASK = Uint8Array.from({ length: ALL_FIELDS + 1 }, (_, mask) => maskWeight(mask));
const set = (ords: Ordinals): Selection => ({ kind: 'set', ords });

/** Products whose field value (lower-cased) passes `accept`. */
function enumSet(index: ProductIndex, field: EnumField, accept: (lower: string) => boolean): Ordinals {
  const lists: Ordinals[] = [];
  field.lower.forEach((lower, i) => {
    if (accept(lower)) lists.push(field.ords[i]!);
  });
  return union(lists, index.size);
}

const equalsCi = (lower: string, wanted: string, prefix: boolean): boolean => {
  const w = wanted.toLowerCase();
  return prefix ? lower.startsWith(w) : lower === w;
};

function textSet(match: TextMatch | 'all'): Selection {
  return match === 'all' ? ALL : set(match.ords);
}

function dateTest(term: Term, ms: Float64Array, iso: (ord: number) => string): Selection {
  const { value, comparator } = term;
  const wanted = value.toLowerCase() === 'now' ? Date.now() : Date.parse(value);
  if (Number.isNaN(wanted)) return ALL; // an unreadable date filters nothing, like an unknown field
  if (comparator === ':') return { kind: 'test', test: (ord) => iso(ord).slice(0, value.length) === value || ms[ord] === wanted };
  return { kind: 'test', test: (ord) => compare(ms[ord]!, comparator, wanted) };
}

function priceTest(ev: Evaluation, term: Term): Selection {
  const dollars = Number(term.value);
  if (term.exists || !Number.isFinite(dollars)) return ALL;
  const cents = Math.round(dollars * 100);
  const { minPrice, maxPrice, products } = ev.index;
  // "Some variant costs < x" is "the cheapest costs < x"; "> x" is "the dearest costs > x".
  switch (term.comparator) {
    case ':<': return { kind: 'test', test: (ord) => minPrice[ord]! < cents };
    case ':<=': return { kind: 'test', test: (ord) => minPrice[ord]! <= cents };
    case ':>': return { kind: 'test', test: (ord) => maxPrice[ord]! > cents };
    case ':>=': return { kind: 'test', test: (ord) => maxPrice[ord]! >= cents };
    default: return { kind: 'test', test: (ord) => products[ord]!.variants.some((v) => v.priceCents === cents) };
  }
}

function evaluateTerm(ev: Evaluation, term: Term, within?: Ordinals): Selection {
  const { index } = ev;
  const { field, value, prefix, exists } = term;
  switch (field) {
    case null:
      return textSet(text(ev, value, ALL_FIELDS, within));
    case 'title':
      return exists ? ALL : textSet(text(ev, value, FIELD.title, within));
    case 'available_for_sale': {
      if (exists) return ALL;
      const flags = ev.available;
      if (!flags) throw new Error('available_for_sale needs the stock snapshot');
      const wanted = value.toLowerCase() === 'true' ? 1 : 0;
      return { kind: 'test', test: (ord) => flags[ord] === wanted };
    }
    case 'created_at':
      return exists ? ALL : dateTest(term, index.createdMs, (ord) => index.products[ord]!.createdAt);
    case 'updated_at':
      return exists ? ALL : dateTest(term, index.updatedMs, (ord) => index.products[ord]!.updatedAt);
    case 'product_type': {
      if (exists) return set(enumSet(index, index.types, (lower) => lower !== ''));
      const wanted = value.split(',').map((v) => v.trim());
      return set(enumSet(index, index.types, (lower) => wanted.some((w) => equalsCi(lower, w, prefix))));
    }
    case 'tag':
      return set(exists ? index.tagged : enumSet(index, index.tags, (lower) => equalsCi(lower, value, prefix)));
    case 'tag_not':
      return set(complement(enumSet(index, index.tags, (lower) => equalsCi(lower, value, prefix)), index.size));
    case 'vendor':
      if (exists) return set(enumSet(index, index.vendors, (lower) => lower !== ''));
      return set(enumSet(index, index.vendors, (lower) => equalsCi(lower, value, prefix)));
    case 'variants.price':
      return priceTest(ev, term);
    default:
      return ALL; // unknown fields are ignored, as Shopify does
  }
}

function membership(selection: Selection, size: number): (ord: number) => boolean {
  if (selection.kind === 'all') return () => true;
  if (selection.kind === 'test') return selection.test;
  const flags = toFlags(selection.ords, size);
  return (ord) => flags[ord] === 1;
}

export function evaluate(ev: Evaluation, node: SearchNode): Selection {
  const size = ev.index.size;
  switch (node.kind) {
    case 'term':
      return evaluateTerm(ev, node);
    case 'not': {
      const inner = evaluate(ev, node.item);
      if (inner.kind === 'all') return set(EMPTY);
      if (inner.kind === 'set') return set(complement(inner.ords, size));
      return { kind: 'test', test: (ord) => !inner.test(ord) };
    }
    case 'and': {
      const sets: Ordinals[] = [];
      const tests: Array<(ord: number) => boolean> = [];
      const add = (s: Selection): boolean => {
        if (s.kind === 'set') {
          if (s.ords.length === 0) return false;
          sets.push(s.ords);
        } else if (s.kind === 'test') tests.push(s.test);
        return true;
      };
      // Words last: once the other terms have narrowed the products down, a common word is only
      // looked up for those instead of merging its whole postings.
      for (const item of node.items) if (!isText(item) && !add(evaluate(ev, item))) return set(EMPTY);
      for (const item of node.items) {
        if (!isText(item)) continue;
        const within = sets.reduce<Ordinals | undefined>((smallest, s) => (!smallest || s.length < smallest.length ? s : smallest), undefined);
        if (!add(evaluateTerm(ev, item, within))) return set(EMPTY);
      }
      if (sets.length === 0) return tests.length === 0 ? ALL : { kind: 'test', test: (ord) => tests.every((t) => t(ord)) };
      sets.sort((a, b) => a.length - b.length);
      let ords = sets[0]!;
      for (let i = 1; i < sets.length && ords.length > 0; i += 1) ords = intersect(ords, sets[i]!);
      return set(tests.length === 0 ? ords : ords.filter((ord) => tests.every((t) => t(ord))));
    }
    case 'or': {
      const parts = node.items.map((item) => evaluate(ev, item));
      if (parts.some((p) => p.kind === 'all')) return ALL;
      const sets = parts.flatMap((p) => (p.kind === 'set' ? [p.ords] : []));
      const united = union(sets, size);
      if (sets.length === parts.length) return set(united);
      const inUnion = membership(set(united), size);
      const tests = parts.flatMap((p) => (p.kind === 'test' ? [p.test] : []));
      return { kind: 'test', test: (ord) => inUnion(ord) || tests.some((t) => t(ord)) };
    }
  }
}

/**
 * Relevance of each of `ords`, as the matcher's `relevance` sums it: each bare or `title:` term
 * (not under NOT) adds 3 when found in the title, 2 in the type, 2 in the tags, 1 in the vendor and
 * 1 in the description. Only the words' postings are visited, never the whole catalogue.
 */
export function relevanceScores(ev: Evaluation, node: SearchNode, ords: Ordinals): Uint16Array {
  const weights = zeroedWeights(ev.index.size);
  const visited: TextMatch[] = [];
  let everywhere = 0;
  let ascending = true;
  for (let i = 1; i < ords.length && ascending; i += 1) ascending = ords[i - 1]! < ords[i]!;
  // Only the listed products are scored, so the words are only looked up for them.
  const within = ascending ? ords : Uint32Array.from(new Set(ords)).sort();
  const visit = (n: SearchNode): void => {
    if (n.kind === 'not') return;
    if (n.kind !== 'term') {
      n.items.forEach(visit);
      return;
    }
    if (n.field !== null && n.field !== 'title') return;
    const match = text(ev, n.value, ALL_FIELDS, within);
    if (match === 'all') {
      everywhere += WEIGHT_OF_MASK[ALL_FIELDS]!;
      return;
    }
    visited.push(match);
    for (let i = 0; i < match.ords.length; i += 1) weights[match.ords[i]!]! += WEIGHT_OF_MASK[match.masks[i]!]!;
  };
  visit(node);
  const scores = new Uint16Array(ords.length);
  for (let i = 0; i < ords.length; i += 1) scores[i] = weights[ords[i]!]! + everywhere;
  for (const match of visited) for (let i = 0; i < match.ords.length; i += 1) weights[match.ords[i]!] = 0;
  return scores;
}
