import { LIVE_ATTRIBUTE } from './mfe-root';

/** Marked when deferred work begins; bench/ counts scripts requested after it apart from the page's initial JS. */
export const PAGE_SETTLED_MARK = 'tjb:idle';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

const idleTick = (w: IdleWindow) =>
  new Promise<void>((resolve) => (w.requestIdleCallback ? w.requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 100)));

// The page's remote is live (rendered or hydrated in the browser: a server-rendered page is on screen earlier) and shows no loading placeholder.
const pageBusy = () => !document.querySelector(`main [data-mfe][${LIVE_ATTRIBUTE}]`) || document.querySelector('main [aria-busy="true"]') !== null;

let settled: Promise<void> | null = null;

/**
 * Resolves once the first page is on screen and the browser has nothing better to do: the window has
 * loaded, the routed page is in <main> with no loading placeholder left (`aria-busy`), and the main
 * thread is idle. Below-the-fold sections and warming the likely next remote wait for it, so they never
 * compete with the first paint. Gives up waiting for a busy page after ~10 s (a slow API must not keep
 * the rest of the page away forever).
 */
export function afterPageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const w = window as IdleWindow;
    const start = async () => {
      for (let i = 0; i < 100 && pageBusy(); i++) await idleTick(w);
      await idleTick(w);
      // Older engines and test DOMs (jsdom) lack the User Timing API; the mark is only a measuring aid.
      if (typeof performance.mark === 'function') performance.mark(PAGE_SETTLED_MARK);
      resolve();
    };
    if (document.readyState === 'complete') void start();
    else window.addEventListener('load', () => void start(), { once: true });
  });
  return settled;
}
