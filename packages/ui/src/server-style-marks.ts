/**
 * How the server's `<style>` elements are marked for the browser (one contract, used by
 * @tjb/ui/server's createServerStyles and the browser's caches and GlobalStyles).
 *
 * Not emotion's own `data-emotion`: a browser cache adopts elements marked that way by moving each one
 * to the end of the head, and a moved style sheet is a removed and re-added one, so every cache's start
 * (the shell's, then each remote's) restyled and laid out the whole page, fonts and all, once per
 * cache. Marked our way, the elements stay put and the cache only learns their rules' ids.
 */

/** `<key> <id> <id> …`: the class rules of one cache. */
export const SSR_STYLES_ATTRIBUTE = 'data-tjb-styles';
/** `<key> <name>`: the rules of one `<Global>`. */
export const SSR_GLOBAL_ATTRIBUTE = 'data-tjb-global';

/** The ids of the rules the server wrote for cache `key`, from the page's head. */
export function serverRuleIds(key: string, doc: Document = document): string[] {
  return Array.from(doc.querySelectorAll(`style[${SSR_STYLES_ATTRIBUTE}^="${key} "]`)).flatMap((node) =>
    (node.getAttribute(SSR_STYLES_ATTRIBUTE) ?? '').split(' ').slice(1),
  );
}

/** True when the server wrote the page's global styles (a browser `<Global>` would add them again). */
export function hasServerGlobalStyles(doc: Document = document): boolean {
  return doc.querySelector(`style[${SSR_GLOBAL_ATTRIBUTE}]`) !== null;
}
