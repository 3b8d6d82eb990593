/**
 * A shopper's words as a Storefront search query: each word a bare term (AND-ed by the API), with the
 * syntax characters a shopper never means (quotes, parentheses, colons, wildcards) removed.
 */
export function toStorefrontSearch(term: string): string | null {
  const words = term
    .replace(/[":()\\*]/g, ' ')
    .split(/\s+/)
    .map((w) => w.trim())
    .filter((w) => w && !['and', 'or', 'not'].includes(w.toLowerCase()) && !w.startsWith('-'))
    .slice(0, 12);
  return words.length > 0 ? words.join(' ') : null;
}
