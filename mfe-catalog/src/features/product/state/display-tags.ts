import { findCategory, findSubtype } from '@tjb/storefront/category-map';

/** Spec 000 §2.7: never shown as tags. */
const HIDDEN_TAGS = ['renegade classics', 'shopify collective'];

// Words a slug cannot spell by capitalising alone.
const WORDS: Readonly<Record<string, string>> = { mens: "Men's", womens: "Women's", kids: "Kids'", and: 'and', of: 'of', tj: 'TJ' };

/**
 * A tag in the shopper's words: a subtype or category slug by its name in the shop
 * (`mens-textile-jackets` → Men's Textile Jackets), any other slug word by word
 * (`free-shipping` → Free Shipping); a tag that is already words stays as written.
 */
export function tagLabel(tag: string): string {
  const trimmed = tag.trim();
  if (!/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(trimmed)) return trimmed;
  // A category by its own slug only: its aliases are ordinary words (`leather` is not Leather Jackets).
  const category = findCategory(trimmed);
  const known = findSubtype(trimmed)?.productType ?? (category?.slug === trimmed ? category.name : undefined);
  if (known) return known;
  return trimmed
    .split(/[-_]/)
    .map((word, i) => (i > 0 && (word === 'and' || word === 'of') ? word : WORDS[word] ?? word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Up to 6 tags in the shopper's words, the two excluded ones left out, each once. */
export function displayTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags) {
    const label = tagLabel(tag);
    const key = label.toLowerCase();
    if (!key || HIDDEN_TAGS.includes(key) || HIDDEN_TAGS.includes(tag.trim().toLowerCase()) || seen.has(key)) continue;
    seen.add(key);
    out.push(label);
    if (out.length === 6) break;
  }
  return out;
}
