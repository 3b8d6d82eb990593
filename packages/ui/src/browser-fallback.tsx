import type { ReactNode } from 'react';

/**
 * A Suspense fallback that only the browser draws. The gateway writes a page once every boundary in it is
 * ready (the shell's render waits for all of them), so a fallback never reaches the server's HTML; yet
 * React's streaming renderer renders each boundary's fallback as a task of its own all the same, and the
 * styles it inserts went into every page's head (a page skeleton's, ~1 KB). In the browser, where a
 * client navigation waits for a page's code, the fallback shows as usual. Not for a boundary whose
 * content the server leaves to the browser: there the server does write the fallback.
 */
export function BrowserFallback({ children }: { children: ReactNode }) {
  return typeof window === 'undefined' ? null : children;
}
