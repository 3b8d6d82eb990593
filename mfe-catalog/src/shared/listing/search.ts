import type { ListingProduct } from '../product/product-facts';

const fold = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/** Words of a search term; quotes and punctuation never matter. */
export const searchWords = (term: string): string[] =>
  fold(term)
    .replace(/[^\p{L}\p{N}'&./-]+/gu, ' ')
    .split(' ')
    .filter(Boolean)
    .slice(0, 12);

const haystack = (p: ListingProduct) => fold(`${p.title} ${p.vendor} ${p.productType} ${p.tags.join(' ')}`);

/**
 * Case-insensitive: every word of the term appears in the title, brand, product type or tags. (The
 * spec's static pages matched the name only; riders also search for "renegade" or "chaps".)
 */
export function matchesSearch(p: ListingProduct, term: string): boolean {
  const words = searchWords(term);
  if (words.length === 0) return true;
  const text = haystack(p);
  return words.every((w) => text.includes(w));
}

/** Higher is a better match: the whole term in the title first, then title words, then anything else. */
export function searchScore(p: ListingProduct, term: string): number {
  const words = searchWords(term);
  if (words.length === 0) return 0;
  const title = fold(p.title);
  let score = 0;
  const phrase = words.join(' ');
  if (title.startsWith(phrase)) score += 100;
  else if (title.includes(phrase)) score += 60;
  for (const w of words) if (title.includes(w)) score += 10;
  return score;
}
