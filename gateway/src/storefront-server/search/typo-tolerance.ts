import { normalize } from './matcher';
import type { SearchNode } from './query-parser';
import type { WordPostings } from './word-postings';

/**
 * Typo tolerance for a search that found nothing: each bare word the catalogue does not know (not a
 * word, nor the start of one) is replaced by the closest word it does know, within a few edits, and
 * the search runs again. Only as a second try, so a query that finds anything is never second-guessed,
 * and the index and the brute-force matcher keep one meaning for a query.
 */

/** Edits allowed for a word of this length: none below 4 letters (short words are one letter from many others). */
export function allowedEdits(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/** Optimal string alignment distance (a swap of two neighbours is one edit), or `max + 1` once past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** Is `word` an indexed word or the start of one (the words are sorted, so a binary search finds it)? */
function known(words: readonly string[], word: string): boolean {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo < words.length && words[lo]!.startsWith(word);
}

/** The indexed word closest to `word` within its allowed edits; on a tie the one more products use. */
export function closestWord(postings: WordPostings, word: string): string | null {
  const max = allowedEdits(word.length);
  if (max === 0) return null;
  let found: { word: string; distance: number; uses: number } | null = null;
  postings.words.forEach((candidate, i) => {
    // Digits are sizes and model numbers: "XL2" is not a typo of "XL3".
    if (candidate.length < 3 || /\d/.test(candidate)) return;
    const distance = editDistance(word, candidate, max);
    if (distance > max) return;
    const uses = postings.start[i + 1]! - postings.start[i]!;
    if (!found || distance < found.distance || (distance === found.distance && uses > found.uses)) found = { word: candidate, distance, uses };
  });
  return (found as { word: string } | null)?.word ?? null;
}

/**
 * What one search may spend on corrections: each looked-up word is a pass over the whole vocabulary, so
 * a query of thousands of made-up words (a search box is anyone's to fill) must not cost thousands of
 * passes. Shoppers type a few words; longer ones than any catalogue word are not typos of one.
 */
export const MAX_WORDS_LOOKED_UP = 6;
export const MAX_CORRECTED_LENGTH = 24;

interface Budget {
  lookups: number;
}

function correctValue(postings: WordPostings, value: string, budget: Budget): string | null {
  const words = normalize(value).trim().split(' ');
  let changed = false;
  const corrected = words.map((word) => {
    if (word === '' || word.length > MAX_CORRECTED_LENGTH || /\d/.test(word) || known(postings.words, word)) return word;
    if (budget.lookups >= MAX_WORDS_LOOKED_UP) return word;
    budget.lookups += 1;
    const closest = closestWord(postings, word);
    if (closest) changed = true;
    return closest ?? word;
  });
  return changed ? corrected.join(' ') : null;
}

/** The query with its unknown bare words corrected, or null when there was nothing to correct. */
export function correctTypos(node: SearchNode, postings: WordPostings, budget: Budget = { lookups: 0 }): SearchNode | null {
  switch (node.kind) {
    case 'term': {
      if (node.field !== null || node.exists) return null;
      const value = correctValue(postings, node.value, budget);
      return value === null ? null : { ...node, value };
    }
    case 'not':
      // A word the shopper wants left out is taken as typed.
      return null;
    case 'and':
    case 'or': {
      const items = node.items.map((item) => correctTypos(item, postings, budget));
      return items.some((item) => item !== null) ? { ...node, items: items.map((item, i) => item ?? node.items[i]!) } : null;
    }
  }
}
