import type { StyleElement } from '@tjb/shop-contracts';

const STYLE = /<style((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*>([^<]*(?:<(?!\/style>)[^<]*)*)<\/style>/y;
const ATTRIBUTE = /([a-zA-Z-]+)(?:="([^"]*)")?/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#x27;': "'", '&#39;': "'" };

/**
 * The styles of a remote released before styles came as data: its server bundle gave them as the
 * markup of its `<style>` elements, one after another. Read back into elements, so an older release
 * (a rollback, a canary's other version) is still rendered by the server; the Document writes them
 * out again the same way. Anything else in the string is not styles: null, and the page is left to
 * the browser.
 */
export function stylesFromMarkup(markup: string): StyleElement[] | null {
  const styles: StyleElement[] = [];
  let at = 0;
  const text = markup.trim();
  while (at < text.length) {
    STYLE.lastIndex = at;
    const match = STYLE.exec(text);
    if (!match) return null;
    const attributes: Record<string, string> = {};
    for (const [, name, value] of match[1]!.matchAll(ATTRIBUTE)) attributes[name!] = (value ?? '').replace(/&(?:amp|quot|lt|gt|#x27|#39);/g, (e) => ENTITIES[e]!);
    styles.push({ tag: 'style', attributes, css: match[2]! });
    at = STYLE.lastIndex;
    while (/\s/.test(text[at] ?? '')) at++;
  }
  return styles;
}
