import type { HeadElement } from '@tjb/shop-contracts';

const TITLE = /^<title>([^<]*)<\/title>/;
const VOID = /^<(meta|link|base)((?:\s+[\w:-]+="[^"]*")*)\s*\/?>/;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!);

/**
 * Rendered without a document, React writes the page's head elements (`<title>`, `<meta>`, `<link>`: the
 * page's title and description, the fonts' preloads) ahead of the markup, in its own escaped form. They
 * are split off here as data, for the Document to write into the head, where the browser's React finds
 * them again; the rest is the markup of #root.
 */
export function splitHoistedHead(html: string): { head: HeadElement[]; html: string } {
  const head: HeadElement[] = [];
  let rest = html;
  for (;;) {
    const title = TITLE.exec(rest);
    if (title) {
      head.push({ tag: 'title', text: unescape(title[1]!) });
      rest = rest.slice(title[0].length);
      continue;
    }
    const element = VOID.exec(rest);
    if (!element) return { head, html: rest };
    const attributes = Object.fromEntries([...element[2]!.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, unescape(value!)]));
    head.push({ tag: element[1] as 'meta' | 'link' | 'base', attributes });
    rest = rest.slice(element[0].length);
  }
}
