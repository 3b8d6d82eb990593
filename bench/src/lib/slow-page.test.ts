/**
 * The slower-host emulation by throttling: the page's CPU is slowed on its own document request, after
 * whatever another client (Lighthouse) set before navigating. Checked by what the page reports, not by
 * timing: Chrome's throttling shows in how long a fixed loop takes only on a quiet host.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchChrome, type ChromeProcess } from './chrome-process';
import { freePort } from './ports';
import { slowPageLoads } from './slow-page';

describe('slowPageLoads', () => {
  let site: Server;
  let origin: string;
  let chrome: ChromeProcess;
  let port: number;

  beforeAll(async () => {
    site = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${req.url}</p>`));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    port = await freePort();
    chrome = await launchChrome(port, path.join(os.tmpdir(), `slow-page-test-${process.pid}`));
  }, 60_000);

  afterAll(async () => {
    await chrome?.stop();
    await new Promise((resolve) => site.close(resolve));
  });

  it("when another client clears the throttling and opens the page, then the page's own request slows it, and only that page's", async () => {
    const slow = await slowPageLoads(port, `${origin}/measured`, 3);
    const other = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      const context = other.contexts()[0]!;
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      // What Lighthouse does before it navigates in its simulated mode.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goto(`${origin}/elsewhere`);
      expect(slow.applied()).toBe(false);
      await page.goto(`${origin}/measured`);
      // The throttling is set as the request goes out; its answer comes a moment later.
      for (let i = 0; i < 50 && !slow.applied(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(slow.applied()).toBe(true);
    } finally {
      await other.close();
      await slow.close();
    }
  }, 60_000);
});
