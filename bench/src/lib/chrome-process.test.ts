/**
 * The browser Lighthouse measures in: nothing but the page it opens. A headless Chromium otherwise keeps the
 * omnibox's popup loaded as a page of its own, in a renderer that works at every navigation beside the measured one.
 */
import os from 'node:os';
import path from 'node:path';
import { launchChrome, type ChromeProcess } from './chrome-process';
import { freePort } from './ports';

describe('launchChrome', () => {
  let chrome: ChromeProcess | undefined;

  afterAll(async () => {
    await chrome?.stop();
  });

  it("opens the one blank page and no page of the browser's own", async () => {
    const port = await freePort();
    chrome = await launchChrome(port, path.join(os.tmpdir(), `chrome-process-test-${process.pid}`));
    // The browser's own pages may come up a moment after the debugging port opens.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{ type: string; url: string }>;
    expect(targets.map(({ type, url }) => `${type} ${url}`)).toEqual(['page about:blank']);
  }, 60_000);
});
