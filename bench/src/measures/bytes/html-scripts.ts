import { DEFERRED_PRELOADS_ID } from '@tjb/shop-contracts';

/**
 * The scripts a page's HTML names for its first load, as paths on the shop's origin (or full URLs
 * elsewhere): its `<script src>`, its `<link rel="preload" as="script">` hints and, on a server-rendered
 * page, the list the shell preloads once the page has painted (DEFERRED_PRELOADS_ID). The side cart's
 * prefetch list (run only on the first touch of the cart) is not among them.
 */
export function scriptsNamedInHtml(html: string, origin: string): string[] {
  const local = (url: string) => {
    const absolute = new URL(url, origin).href;
    return absolute.startsWith(origin) ? absolute.slice(origin.length) : absolute;
  };
  const deferredList = new RegExp(`<script type="application/json" id="${DEFERRED_PRELOADS_ID}">([^<]*)</script>`).exec(html)?.[1];
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="?([^"\\s>]+)`).exec(tag)?.[1];
  const named = [
    ...[...html.matchAll(/<script\b[^>]*>/g)].map((m) => attr(m[0], 'src')),
    ...[...html.matchAll(/<link\b[^>]*>/g)]
      .filter((m) => attr(m[0], 'rel') === 'modulepreload' || (attr(m[0], 'rel') === 'preload' && attr(m[0], 'as') === 'script'))
      .map((m) => attr(m[0], 'href')),
    ...(deferredList ? (JSON.parse(deferredList) as string[]) : []),
  ].filter((url): url is string => !!url);
  return [...new Set(named.map(local))];
}
