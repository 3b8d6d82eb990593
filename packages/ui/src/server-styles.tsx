import createCache, { type EmotionCache } from '@emotion/cache';
import type { StyleElement } from '@tjb/shop-contracts';
import type { ReactNode } from 'react';
import { ServerCachesContext } from './mfe-root';
import { STYLIS_PLUGINS } from './modern-prefixes';
import { SSR_GLOBAL_ATTRIBUTE, SSR_STYLES_ATTRIBUTE } from './server-style-marks';

/**
 * Every rule one cache's render inserted, for the page's head. Not just those whose class is in the HTML
 * (emotion's extractCritical): a css prop on a component inserts its own class before the component
 * merges it into the element's, and that class never reaches the HTML, so the browser's cache found it
 * missing and inserted it while hydrating, and each rule added to the page's sheets restyled and laid out
 * the whole page (two to three full layouts on every page).
 *
 * A `<Global>`'s rules get an element of their own, which tells the browser's GlobalStyles not to insert
 * them (the fonts and resets) a second time. Marks: see server-style-marks.
 */
function cacheStyles(cache: EmotionCache): StyleElement[] {
  const ids = Object.keys(cache.inserted).filter((id) => typeof cache.inserted[id] === 'string' && cache.inserted[id] !== '');
  // Class rules are registered under `<key>-<id>` (emotion's own test in extractCritical); a global's and a
  // keyframes' are not, and keyframes are named `animation-<hash>` and belong with the classes that use them.
  const isGlobal = (id: string) => cache.registered[`${cache.key}-${id}`] === undefined && !id.startsWith('animation-');
  const rules = (id: string) => cache.inserted[id] as string;
  const style = (attribute: string, value: string, css: string): StyleElement => ({ tag: 'style', attributes: { [attribute]: value }, css });
  const globals = ids.filter(isGlobal).map((id) => style(SSR_GLOBAL_ATTRIBUTE, `${cache.key} ${id}`, rules(id)));
  const classes = ids.filter((id) => !isGlobal(id));
  const css = classes.map(rules).join('');
  return css ? [...globals, style(SSR_STYLES_ATTRIBUTE, `${cache.key} ${classes.join(' ')}`, css)] : globals;
}

/**
 * The styles of one server render. Its caches run in emotion's compat mode, which keeps the rules in
 * the cache instead of writing `<style>` elements next to each component (those would sit in the
 * markup React hydrates); `styles()` then gives the rules, one element per cache key (and one per
 * global), for the shell's Document to write into the page's head, where the browser's caches of the same
 * keys find them (createBrowserCache).
 */
export function createServerStyles() {
  const caches = new Map<string, EmotionCache>();
  const cacheFor = (key: string) => {
    let cache = caches.get(key);
    if (!cache) {
      cache = createCache({ key, stylisPlugins: STYLIS_PLUGINS });
      cache.compat = true;
      caches.set(key, cache);
    }
    return cache;
  };
  return {
    Provider: ({ children }: { children: ReactNode }) => <ServerCachesContext.Provider value={cacheFor}>{children}</ServerCachesContext.Provider>,
    styles(): StyleElement[] {
      return [...caches.values()].flatMap(cacheStyles);
    },
  };
}
