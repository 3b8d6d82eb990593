import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { ServerCachesContext } from './mfe-root';

/**
 * The styles of one server render. Its caches run in emotion's compat mode, which keeps the rules in
 * the cache instead of writing `<style>` elements next to each component (those would sit in the
 * markup React hydrates); `styles(html)` then writes the rules the HTML uses, one element per cache
 * key, for the page's head, where the browser's caches of the same keys find them.
 */
export function createServerStyles() {
  const caches = new Map<string, EmotionCache>();
  const cacheFor = (key: string) => {
    let cache = caches.get(key);
    if (!cache) {
      cache = createCache({ key });
      cache.compat = true;
      caches.set(key, cache);
    }
    return cache;
  };
  return {
    Provider: ({ children }: { children: ReactNode }) => <ServerCachesContext.Provider value={cacheFor}>{children}</ServerCachesContext.Provider>,
    styles(html: string): string {
      return [...caches.values()]
        .map((cache) => {
          const { ids, css } = createEmotionServer(cache).extractCritical(html);
          return css ? `<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>` : '';
        })
        .join('');
    },
  };
}
