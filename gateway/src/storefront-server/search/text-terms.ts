import type { CatalogProduct } from '../../catalog/types';
import { hasWords, normalize } from './matcher';
import type { ProductIndex } from './product-index';
import type { WordPostings } from './word-postings';
import { EMPTY, type Ordinals } from './postings';
import { zeroedFlags } from './scratch';
import { FIELD } from './tokens';

/** Products a word or phrase is found in, each with the fields (bits of FIELD) it was found in. */
export interface TextMatch {
  ords: Ordinals;
  masks: Uint8Array;
}

const NONE: TextMatch = { ords: EMPTY, masks: new Uint8Array(0) };

function wordRange(postings: WordPostings, prefix: string): [number, number] {
  const { words } = postings;
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < words.length && words[end]!.startsWith(prefix)) end += 1;
  return [lo, end];
}

/** First index of `a` at or after `from` holding a value >= `value`. */
function lowerBound(a: Ordinals, value: number, from: number, to: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The match among `within` only, looked up product by product in each word's postings. */
function postingsWithin(postings: WordPostings, from: number, to: number, fields: number, within: Ordinals): TextMatch {
  const found = new Uint8Array(within.length);
  for (let w = from; w < to; w += 1) {
    let at = postings.start[w]!;
    const end = postings.start[w + 1]!;
    for (let i = 0; i < within.length && at < end; i += 1) {
      at = lowerBound(postings.ords, within[i]!, at, end);
      if (at < end && postings.ords[at] === within[i]) found[i]! |= postings.masks[at]! & fields;
    }
  }
  return keep(within, found, 31);
}

/**
 * Products having, in one of `fields`, a word equal to `word` (or starting with it when `prefix`).
 * With `within`, only those products are asked about (the result is then a subset of `within`).
 */
function wordPostings(index: ProductIndex, word: string, prefix: boolean, fields: number, within?: Ordinals): TextMatch {
  const postings = index.words;
  const [from, last] = wordRange(postings, word);
  const to = prefix ? last : from < last && postings.words[from] === word ? from + 1 : from;
  if (from === to) return NONE;
  const begin = postings.start[from]!;
  const end = postings.start[to]!;
  if (to - from === 1) {
    const ords = postings.ords.subarray(begin, end);
    const masks = postings.masks.subarray(begin, end);
    if ((fields & 31) === 31) return { ords, masks };
    return keep(ords, masks, fields);
  }
  // Merging the postings would allocate and walk all of them (50,000 for "road"); looking up the
  // fewer candidates allocates only a flag per candidate, and keeps big arrays out of young GC space.
  if (within && within.length < end - begin) return postingsWithin(postings, from, to, fields, within);
  // Several words share the prefix: OR their fields per product in a flag per catalogue position.
  const flags = zeroedFlags(index.size);
  const allOrds = postings.ords;
  const allMasks = postings.masks;
  const touched = new Uint32Array(end - begin);
  let count = 0;
  for (let i = begin; i < end; i += 1) {
    const bits = allMasks[i]! & fields;
    if (bits === 0) continue;
    const ord = allOrds[i]!;
    const seen = flags[ord]!;
    if (seen === 0) touched[count++] = ord;
    flags[ord] = seen | bits;
  }
  const masks = new Uint8Array(count);
  let ords: Ordinals;
  if (count * 16 > index.size) {
    // Many products: reading the flags in catalogue order is cheaper than sorting the positions.
    ords = touched.subarray(0, count);
    let k = 0;
    for (let ord = 0; k < count; ord += 1) {
      const bits = flags[ord]!;
      if (bits === 0) continue;
      ords[k] = ord;
      masks[k] = bits;
      k += 1;
      flags[ord] = 0;
    }
  } else {
    ords = touched.subarray(0, count).sort();
    for (let i = 0; i < count; i += 1) {
      const ord = ords[i]!;
      masks[i] = flags[ord]!;
      flags[ord] = 0;
    }
  }
  return { ords, masks };
}

function keep(ords: Ordinals, masks: Uint8Array, fields: number): TextMatch {
  const outOrds: number[] = [];
  const outMasks: number[] = [];
  for (let i = 0; i < ords.length; i += 1) {
    const bits = masks[i]! & fields;
    if (bits) {
      outOrds.push(ords[i]!);
      outMasks.push(bits);
    }
  }
  return { ords: Uint32Array.from(outOrds), masks: Uint8Array.from(outMasks) };
}

/** Products in both, with the fields both were found in. */
function both(a: TextMatch, b: TextMatch): TextMatch {
  const ords: number[] = [];
  const masks: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.ords.length && j < b.ords.length) {
    const x = a.ords[i]!;
    const y = b.ords[j]!;
    if (x < y) i += 1;
    else if (x > y) j += 1;
    else {
      const bits = a.masks[i]! & b.masks[j]!;
      if (bits) {
        ords.push(x);
        masks.push(bits);
      }
      i += 1;
      j += 1;
    }
  }
  return { ords: Uint32Array.from(ords), masks: Uint8Array.from(masks) };
}

function fieldText(p: CatalogProduct, bit: number): string {
  switch (bit) {
    case FIELD.title: return p.title;
    case FIELD.type: return p.productType;
    case FIELD.vendor: return p.vendor;
    case FIELD.tags: return p.tags.join(' | ');
    default: return p.description;
  }
}

/**
 * Where a bare search term (or `title:` term, with `fields` = title) matches: the matcher's
 * `hasWords` (a phrase of word prefixes, "jackets" also finding "jacket"), answered from the word
 * index. One word is answered exactly by the index; a phrase is narrowed to products holding all
 * of its words in one field, then checked with `hasWords` itself. 'all' when every field of every product matches.
 * `within` (ascending) lets the index skip products the caller will not keep: the match may then
 * leave out products outside it.
 */
export function matchText(index: ProductIndex, value: string, fields: number, within?: Ordinals): TextMatch | 'all' {
  const needle = normalize(value).trimEnd();
  if (needle.trim() === '') return 'all';
  // hasWords also accepts the needle minus a plural "s", which finds everything the full needle finds.
  const effective = needle.length > 4 && needle.endsWith('s') ? needle.slice(0, -1) : needle;
  const words = effective.slice(1).split(' ');
  if (words.length === 1) return wordPostings(index, words[0]!, true, fields, within);
  let candidates: TextMatch | null = null;
  for (let i = 0; i < words.length; i += 1) {
    const last = i === words.length - 1;
    // An empty last word ("abc s" minus its plural s) only asks that the word before it is whole.
    if (last && words[i] === '') break;
    const next = wordPostings(index, words[i]!, last, fields, within);
    candidates = candidates ? both(candidates, next) : next;
  }
  if (!candidates) return NONE;
  const ords: number[] = [];
  const masks: number[] = [];
  for (let i = 0; i < candidates.ords.length; i += 1) {
    const product = index.products[candidates.ords[i]!]!;
    let bits = 0;
    for (let bit = 1; bit <= FIELD.description; bit <<= 1) {
      if (candidates.masks[i]! & bit && hasWords(normalize(fieldText(product, bit)), value)) bits |= bit;
    }
    if (bits) {
      ords.push(candidates.ords[i]!);
      masks.push(bits);
    }
  }
  return { ords: Uint32Array.from(ords), masks: Uint8Array.from(masks) };
}
