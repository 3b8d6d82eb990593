import { FAQ_CATEGORIES, type FaqCategory, type FaqItem } from './faq-items';

export interface FaqFilter {
  query: string;
  category: FaqCategory | null;
}

/** Reads the filter from the page's query string; an unknown category is no filter rather than no results. */
export function filterFromParams(params: URLSearchParams): FaqFilter {
  const category = params.get('category');
  return {
    query: params.get('q') ?? '',
    category: (FAQ_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as FaqCategory) : null,
  };
}

/** Case-insensitive match over question and answer (001 §5), narrowed to one category when chosen. */
export function filterFaq(items: readonly FaqItem[], { query, category }: FaqFilter): FaqItem[] {
  const needle = query.trim().toLowerCase();
  return items.filter(
    (item) =>
      (!category || item.category === category) &&
      (!needle || item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle)),
  );
}

/** The text cut into plain and matching parts, so the matches can be marked without HTML strings. */
export function splitMatches(text: string, query: string): Array<{ text: string; match: boolean }> {
  const needle = query.trim();
  if (!needle) return [{ text, match: false }];
  const pattern = new RegExp(`(${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: part.toLowerCase() === needle.toLowerCase() }));
}
