import { chromium, type CDPSession, type Page } from 'playwright-core';

export interface SlowPage {
  /** Whether the page's own request was seen and its CPU slowed. */
  applied(): boolean;
  close(): Promise<void>;
}

/**
 * Slows the CPU of whichever page of the browser on `port` loads `url` (Chrome's CPU throttling, the
 * DevTools Performance panel's), from the moment the page requests it. Lighthouse clears throttling on
 * its own session before it navigates and the setting is the page's, whoever sets it; so it is set after
 * that, on the document's request, before any of the page's work. The page then runs as on a host
 * `rate` times slower: a task takes `rate` times longer, but code that yields on the clock (React's 5 ms
 * slices) still yields every 5 ms, as it would there.
 */
export async function slowPageLoads(port: number, url: string, rate: number): Promise<SlowPage> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  let applied = false;
  const sessions: CDPSession[] = [];
  const watch = async (page: Page) => {
    const cdp = await context.newCDPSession(page);
    sessions.push(cdp);
    cdp.on('Network.requestWillBeSent', (e: { type?: string; request: { url: string } }) => {
      if (e.type !== 'Document' || e.request.url !== url) return;
      void cdp.send('Emulation.setCPUThrottlingRate', { rate }).then(() => (applied = true));
    });
    await cdp.send('Network.enable');
  };
  context.on('page', (page) => void watch(page).catch(() => undefined));
  await Promise.all(context.pages().map(watch));
  return {
    applied: () => applied,
    close: async () => {
      await Promise.all(sessions.map((s) => s.detach().catch(() => undefined)));
      await browser.close();
    },
  };
}
