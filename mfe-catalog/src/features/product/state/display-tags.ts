/** Spec 000 §2.7: never shown as tags. */
const HIDDEN_TAGS = ['renegade classics', 'shopify collective'];

/** Up to 6 tags, the two excluded ones left out, each once. */
export function displayTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags) {
    const key = tag.trim().toLowerCase();
    if (!key || HIDDEN_TAGS.includes(key) || seen.has(key)) continue;
    seen.add(key);
    out.push(tag.trim());
    if (out.length === 6) break;
  }
  return out;
}
