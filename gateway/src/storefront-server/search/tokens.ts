import { normalize } from './matcher';

/**
 * The words of a text exactly as `normalize` (the matcher's reference) sees them: lower case,
 * apostrophes dropped, split on anything that is not a letter or a digit. The index is built from
 * these words, so it can only agree with the brute-force matcher if both split text the same way.
 */
export function tokenize(text: string): string[] {
  // ASCII is the common case; a hand-written scan is several times faster than the Unicode regexes.
  for (let i = 0; i < text.length; i += 1) {
    if (text.charCodeAt(i) > 127) return splitNormalized(normalize(text));
  }
  const lower = text.toLowerCase();
  const words: string[] = [];
  let start = -1;
  let apostrophes = false;
  for (let i = 0; i <= lower.length; i += 1) {
    const c = i < lower.length ? lower.charCodeAt(i) : 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (start < 0) start = i;
    } else if (c === 39) {
      // An apostrophe neither starts nor ends a word: "men's" is "mens".
      if (start >= 0) apostrophes = true;
    } else if (start >= 0) {
      const word = lower.slice(start, i);
      words.push(apostrophes ? word.replace(/'/g, '') : word);
      start = -1;
      apostrophes = false;
    }
  }
  return words;
}

function splitNormalized(normalized: string): string[] {
  const trimmed = normalized.trim();
  return trimmed === '' ? [] : trimmed.split(' ');
}

/** Fields a bare search word looks in, as bits, with the relevance weight of each. */
export const FIELD = { title: 1, type: 2, vendor: 4, tags: 8, description: 16 } as const;
export const ALL_FIELDS = 31;
export const FIELD_WEIGHTS: ReadonlyArray<readonly [bit: number, weight: number]> = [
  [FIELD.title, 3], [FIELD.type, 2], [FIELD.tags, 2], [FIELD.vendor, 1], [FIELD.description, 1],
];

/** Relevance of a term found in the fields of `mask` (same weights as the matcher's `relevance`). */
export function maskWeight(mask: number): number {
  let weight = 0;
  for (const [bit, w] of FIELD_WEIGHTS) if (mask & bit) weight += w;
  return weight;
}
