import type { CatalogProduct } from '../../catalog/types';
import { Interner } from '../interner';
import { FIELD, tokenize } from './tokens';

export interface WordPostings {
  /** Distinct words, sorted by code unit so the words sharing a prefix are neighbours. */
  words: string[];
  /** Products of `words[i]` are `ords[start[i]..start[i+1])`, ascending, with their field bits in `masks`. */
  start: Uint32Array;
  ords: Uint32Array;
  masks: Uint8Array;
}

/**
 * Word ids of texts, cached: titles, types, vendors and tag lists repeat across a big catalogue, and
 * descriptions are mostly stock sentences. A description is cut at ". " (both characters separate
 * words anyway, so the words of the parts are the words of the whole) and each sentence is cached.
 */
class Dictionary {
  readonly words = new Interner();
  private readonly cache = new Map<string, number[]>();

  of(text: string): number[] {
    let found = this.cache.get(text);
    if (!found) {
      found = tokenize(text).map((word) => this.words.id(word));
      this.cache.set(text, found);
    }
    return found;
  }

  ofSentences(text: string, each: (ids: number[]) => void): void {
    let from = 0;
    for (;;) {
      const stop = text.indexOf('. ', from);
      each(this.of(stop < 0 ? (from === 0 ? text : text.slice(from)) : text.slice(from, stop)));
      if (stop < 0) return;
      from = stop + 2;
    }
  }
}

/** (word, fields) pairs of the products, one per distinct word of each product, in product order. */
class Pairs {
  words = new Uint32Array(1 << 16);
  masks = new Uint8Array(1 << 16);
  length = 0;
  /** Per word id: the product that last added it, and where its pair is. */
  private lastSeen = new Int32Array(1024).fill(-1);
  private slot = new Uint32Array(1024);

  add(ord: number, ids: readonly number[], bit: number): void {
    for (let i = 0; i < ids.length; i += 1) {
      const w = ids[i]!;
      if (w >= this.lastSeen.length) this.growWords(w);
      if (this.lastSeen[w] === ord) {
        this.masks[this.slot[w]!]! |= bit;
        continue;
      }
      if (this.length === this.words.length) this.growPairs();
      this.lastSeen[w] = ord;
      this.slot[w] = this.length;
      this.words[this.length] = w;
      this.masks[this.length] = bit;
      this.length += 1;
    }
  }

  private growWords(w: number): void {
    const lastSeen = new Int32Array(w * 2).fill(-1);
    lastSeen.set(this.lastSeen);
    this.lastSeen = lastSeen;
    const slot = new Uint32Array(w * 2);
    slot.set(this.slot);
    this.slot = slot;
  }

  private growPairs(): void {
    const words = new Uint32Array(this.words.length * 2);
    words.set(this.words);
    this.words = words;
    const masks = new Uint8Array(this.masks.length * 2);
    masks.set(this.masks);
    this.masks = masks;
  }
}

export function buildWords(products: readonly CatalogProduct[]): WordPostings {
  const dictionary = new Dictionary();
  const pairs = new Pairs();
  const productStart = new Uint32Array(products.length + 1);
  let ord = 0;
  const addDescription = (ids: number[]) => pairs.add(ord, ids, FIELD.description);
  for (; ord < products.length; ord += 1) {
    const p = products[ord]!;
    productStart[ord] = pairs.length;
    pairs.add(ord, dictionary.of(p.title), FIELD.title);
    pairs.add(ord, dictionary.of(p.productType), FIELD.type);
    pairs.add(ord, dictionary.of(p.vendor), FIELD.vendor);
    pairs.add(ord, dictionary.of(p.tags.join(' | ')), FIELD.tags);
    dictionary.ofSentences(p.description, addDescription);
  }
  productStart[products.length] = pairs.length;

  // Counting sort of the pairs by word (in code-unit order of the words), products staying ascending.
  const words = dictionary.words.values;
  const byWord = words.map((_, id) => id).sort((a, b) => (words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0));
  const sortedPos = new Uint32Array(words.length);
  byWord.forEach((id, pos) => (sortedPos[id] = pos));
  const start = new Uint32Array(words.length + 1);
  for (let i = 0; i < pairs.length; i += 1) start[sortedPos[pairs.words[i]!]! + 1]! += 1;
  for (let i = 1; i < start.length; i += 1) start[i]! += start[i - 1]!;
  const fill = start.slice(0, words.length);
  const ords = new Uint32Array(pairs.length);
  const masks = new Uint8Array(pairs.length);
  for (let o = 0; o < products.length; o += 1) {
    for (let i = productStart[o]!; i < productStart[o + 1]!; i += 1) {
      const at = fill[sortedPos[pairs.words[i]!]!]!++;
      ords[at] = o;
      masks[at] = pairs.masks[i]!;
    }
  }
  return { words: byWord.map((id) => words[id]!), start, ords, masks };
}

