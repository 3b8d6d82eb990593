/**
 * The browser Lighthouse measures in: nothing but the page it opens. A headless Chromium otherwise keeps the
 * omnibox's popup loaded as a page of its own, in a renderer that works at every navigation beside the measured one.
 */
import os from 'node:os';
import path from 'node:path';
import { launchChrome, type ChromeProcess } from './chrome-process';
import { freePort } from './ports';

interface Target { type: string; url: string }
const targetsOf = async (port: number) =>
  ((await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Target[]).map(({ type, url }) => `${type} ${url}`);

describe('launchChrome', () => {
  const browsers: ChromeProcess[] = [];

  afterAll(async () => {
    await Promise.all(browsers.map((b) => b.stop()));
  });

  it("opens the one blank page and no page of the browser's own", async () => {
    const launch = async (name: string, extraFlags: string[] = []) => {
      const browser = await launchChrome(await freePort(), path.join(os.tmpdir(), `chrome-process-test-${name}-${process.pid}`), extraFlags);
      browsers.push(browser);
      return browser;
    };
    const measuring = await launch('measuring');
    // The same browser with every feature back on (Chrome reads the last --disable-features): once it shows the
    // browser's own pages, the measuring browser, started first, has had as long to show them.
    const control = await launch('control', ['--disable-features=']);
    for (let polls = 0; !(await targetsOf(control.port)).some((t) => t.startsWith('browser_ui ')); polls++) {
      if (polls === 300) throw new Error('this Chromium opens no page of its own: the omnibox features the bench turns off may be gone');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await targetsOf(measuring.port)).toEqual(['page about:blank']);
  }, 60_000);
});
