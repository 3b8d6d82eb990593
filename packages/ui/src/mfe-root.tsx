import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { STYLIS_PLUGINS } from './modern-prefixes';
import { serverRuleIds } from './server-style-marks';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';

/**
 * On the server, where the styles of a render are collected (see @tjb/ui/server): it hands out one
 * cache per key for the request. In the browser there is none and each MfeRoot makes its own cache
 * (createBrowserCache), which knows the rules the server wrote instead of inserting them again.
 */
export const ServerCachesContext = createContext<((key: string) => EmotionCache) | null>(null);

/** The attribute a remote's root gets once its page answers input (see LiveMark). */
export const LIVE_ATTRIBUTE = 'data-live';

/**
 * Marks the closest remote root live once it has rendered in the browser: a server-rendered page is
 * on screen before its code arrives, and is live only when React has hydrated it. The mark is an empty
 * hidden element, rendered alike on the server and in the browser so hydration matches.
 */
export function LiveMark() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.closest('[data-mfe]')?.setAttribute(LIVE_ATTRIBUTE, '');
  }, []);
  return <span ref={ref} hidden />;
}

/**
 * A browser cache for `key` that counts the rules the server wrote for it as inserted, leaving their
 * elements where they are (see server-style-marks for why not emotion's own adoption).
 */
export function createBrowserCache(key: string): EmotionCache {
  const cache = createCache({ key, stylisPlugins: STYLIS_PLUGINS });
  if (typeof document !== 'undefined') for (const id of serverRuleIds(key)) cache.inserted[id] = true;
  return cache;
}

/**
 * Wraps what a remote renders: its own emotion cache key (class names say who owns them: `catalog-…`) and a
 * `data-mfe` attribute that marks the boundary in the DOM. When the pages load inside their own Suspense
 * boundary (RemotePages `lazy`), the LiveMark goes there instead (`liveMark={false}`), so the mark waits for the page.
 */
export function MfeRoot({ name, build, liveMark = true, children }: { name: string; build?: string; liveMark?: boolean; children: ReactNode }) {
  const serverCache = useContext(ServerCachesContext);
  // The remote's name without `mfe-`: still says who owns a class, and a card's dozen classes are four
  // bytes shorter each (2 KB of a 24-card listing's HTML).
  const key = name.replace(/^mfe-/, '').replace(/[^a-z-]/g, '') || 'mfe';
  const cache = useMemo(() => serverCache?.(key) ?? createBrowserCache(key), [key, serverCache]);
  return (
    <CacheProvider value={cache}>
      <div data-mfe={name} data-build={build} style={{ display: 'contents' }}>
        {children}
        {liveMark ? <LiveMark /> : null}
      </div>
    </CacheProvider>
  );
}
