import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BenchRoute } from '../../routes';
import { scriptsNamedInHtml } from './html-scripts';

export interface TimedRequest {
  /** Path on the shop's origin, or a full URL elsewhere. */
  url: string;
  /** Resource type as the browser saw it: Document, Script, Fetch… */
  type: string;
  /** ms after the document request started. */
  start: number;
  end: number;
}

export interface RouteRecording {
  route: BenchRoute;
  /** Code and data requests made before the route's remote was in the DOM, with their timing. */
  timeline: TimedRequest[];
  /** Every script the page requested before its deferred work began, in request order (path + query on the shop's origin, or a full URL). */
  scripts: string[];
  /**
   * Scripts requested after the page said it was idle (a `tjb:idle` performance mark: below-the-fold
   * sections, the likely next remote warmed by the shell). Not initial JS; reported apart.
   */
  deferred: string[];
  /** Scripts requested before the route's remote root was in the DOM. */
  beforeRender: string[];
  /** When the route's remote root entered the DOM, in the timeline's ms (null if it never did). */
  remoteAt: number | null;
  /** The scripts the HTML itself names: its <script src> and its `<link rel="preload" as="script">` hints. */
  namedInHtml: string[];
  failed: string[];
  rendered: boolean;
}

/** A phone-sized page, as Lighthouse's mobile preset renders it (layout-dependent chunks load as on a phone). */
export const MOBILE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};

/** Waits until the route's remote has rendered its page: its root is in the DOM and no slot is still loading. */
export async function waitForRoute(page: Page, route: BenchRoute, timeoutMs = 30_000): Promise<boolean> {
  try {
    await page.waitForSelector(`[data-mfe="${route.remoteDir}"]`, { state: 'attached', timeout: timeoutMs });
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: timeoutMs });
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens the route as a first visit (fresh context: empty cache and storage, the intro splash plays)
 * and lists the JavaScript it loads until the network is quiet after the page has rendered.
 * That is what the browser really fetched, lazy page chunks inside a remote included, which a static
 * reading of the chunk graph cannot know.
 */
export async function recordRoute(browser: Browser, origin: string, route: BenchRoute): Promise<RouteRecording> {
  const context = await browser.newContext({ ...MOBILE_CONTEXT, serviceWorkers: 'block' });
  try {
    if (route.storage) {
      await context.addInitScript(({ key, value }) => {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      }, route.storage);
    }
    // The page marks `tjb:idle` just before it starts deferred loading; from then on requests are deferred.
    let idleAt: number | null = null;
    const scripts: string[] = [];
    // Set once the page's remote is in the DOM; requests after it are not on the way to the first render.
    let rendering = false;
    await context.exposeBinding('__benchIdle', () => {
      idleAt ??= scripts.length;
      // Settled implies rendered, and the page may settle before waitForSelector below hears of the render.
      rendering = true;
    });
    await context.addInitScript(() => {
      const mark = performance.mark.bind(performance);
      performance.mark = ((name: string, options?: PerformanceMarkOptions) => {
        if (name.startsWith('tjb:idle')) void (window as unknown as { __benchIdle?: () => Promise<void> }).__benchIdle?.();
        return mark(name, options);
      }) as typeof performance.mark;
    });
    // The moment the remote's root is live in the DOM (rendered by the browser, or a server-rendered one
    // hydrated: LIVE_ATTRIBUTE), as the page saw it (Playwright hears of it later).
    // (No named function inside: tsx would wrap it in a helper the page does not have.)
    await context.addInitScript((dir: string) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector(`[data-mfe="${dir}"][data-live]`) === null) return;
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        (window as unknown as { __benchRemoteAt: number }).__benchRemoteAt = performance.now() - (nav?.fetchStart ?? 0);
        observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-live'] });
    }, route.remoteDir);
    const page = await context.newPage();
    const requests = await traceRequests(context, page);
    const requestedBeforeRender = new Set<string>();
    page.on('request', (req) => {
      if (!rendering) requestedBeforeRender.add(req.url());
    });
    const failed: string[] = [];
    let beforeRender: string[] | null = null;
    const local = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(local(req.url()));
    });
    page.on('requestfailed', (req) => failed.push(`${local(req.url())}: ${req.failure()?.errorText ?? 'failed'}`));
    page.on('response', (res) => {
      if (res.status() >= 400) failed.push(`${local(res.url())}: HTTP ${res.status()}`);
    });
    await page.goto(origin + route.path, { waitUntil: 'load' });
    const rendered = await page
      .waitForSelector(`[data-mfe="${route.remoteDir}"][data-live]`, { state: 'attached', timeout: 30_000 })
      .then(() => true, () => false);
    beforeRender = [...scripts];
    rendering = true;
    const settled = rendered && (await waitForRoute(page, route));
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const remoteAt = await page.evaluate(() => (window as unknown as { __benchRemoteAt?: number }).__benchRemoteAt ?? null).catch(() => null);
    // Read from the document as served (the live DOM gains the scripts webpack adds).
    const html = await (await context.request.get(origin + route.path, { headers: { Accept: 'text/html' } })).text();
    const namedInHtml = scriptsNamedInHtml(html, origin);
    const traced = [...requests.values()].filter((r) => requestedBeforeRender.has(r.url) && CODE_AND_DATA.has(r.type) && r.end !== undefined);
    const t0 = Math.min(...traced.filter((r) => r.type === 'Document').map((r) => r.start));
    const timeline = traced
      .map((r) => ({ url: local(r.url), type: r.type, start: (r.start - t0) * 1000, end: (r.end! - t0) * 1000 }))
      .sort((a, b) => a.start - b.start);
    const initial = idleAt === null ? scripts : scripts.slice(0, idleAt);
    const deferred = idleAt === null ? [] : scripts.slice(idleAt).filter((url) => !initial.includes(url));
    return {
      route,
      timeline,
      scripts: [...new Set(initial)],
      deferred: [...new Set(deferred)],
      beforeRender: [...new Set(beforeRender)],
      remoteAt,
      namedInHtml,
      failed,
      rendered: settled,
    };
  } finally {
    await context.close();
  }
}

interface TracedRequest {
  url: string;
  type: string;
  /** CDP monotonic seconds. */
  start: number;
  end?: number;
}

const CODE_AND_DATA = new Set(['Document', 'Script', 'Fetch', 'XHR']);

/** Request start and finish times through CDP (Playwright's own timing is per request and relative). */
async function traceRequests(context: BrowserContext, page: Page): Promise<Map<string, TracedRequest>> {
  const requests = new Map<string, TracedRequest>();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', start: e.timestamp });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp;
  });
  return requests;
}
