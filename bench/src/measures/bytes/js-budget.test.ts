/**
 * Byte budgets (issue 7): the JavaScript each page really loads on a first visit, gzip, from the
 * production build (`pnpm build`). Deterministic: it depends on the build, not on timing.
 *   - home ≤ 170 KB, every other measured route ≤ 250 KB (KB = 1,024 bytes);
 *   - React, react-dom, the router, jotai and emotion arrive once (one build, no module twice);
 *   - every script a page needs before its remote renders is named in the HTML the gateway serves
 *     (preload hints from each build's preload-manifest.json), so the chain is one hop, within 3.
 * Needs the production build and Debian's chromium; `npm test` builds before it runs jest.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import pino from 'pino';
import { loadConfig } from 'gateway/src/config';
import { startServer, type RunningShop } from 'gateway/src/server';
import { assertChromium, playwrightLaunchOptions } from '../../lib/chromium';
import { APP_DIRS, REPO_ROOT } from '../../lib/paths';
import { planRoutes, type BenchRoute } from '../../routes';
import { analyzeRoute, BuildReader, type RouteBytes } from './analyze';
import { BUDGET_WAIVERS, budgetFor, kb } from './budgets';
import { recordRoute } from './record';

jest.setTimeout(240_000);

const staticRoot = process.env.BENCH_STATIC_ROOT ?? REPO_ROOT;
const missingBuilds = APP_DIRS.filter(
  (app) => !existsSync(path.join(staticRoot, app, 'dist', 'main.js')) || !existsSync(path.join(staticRoot, app, 'dist-stats', 'stats.json')),
);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('JavaScript budgets per route (gzip, first visit)', () => {
  let shop: RunningShop;
  let browser: Browser;
  let dataDir: string;
  const measured = new Map<string, RouteBytes>();
  let routes: BenchRoute[] = [];

  beforeAll(async () => {
    if (missingBuilds.length) return;
    assertChromium();
    dataDir = mkdtempSync(path.join(tmpdir(), 'tjb-budget-'));
    // A known port, so the API's origin check can allow the page's origin (the cart pages call /api/cart).
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      PORT: String(port), API_PORT: '0', STOREFRONT_PORT: '0', HOST: '127.0.0.1', STATIC_ROOT: staticRoot, DATA_DIR: dataDir,
      LOG_LEVEL: 'silent', ALLOWED_ORIGINS: origin,
    });
    shop = await startServer(config, pino({ level: 'silent' }));
    routes = (await planRoutes(origin)).routes;
    browser = await chromium.launch(playwrightLaunchOptions());
    const reader = new BuildReader(staticRoot);
    for (const route of routes) measured.set(route.key, analyzeRoute(reader, await recordRoute(browser, origin, route)));
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the budgets are checked, then every app has a production build with its module stats', () => {
    // `pnpm build` writes <app>/dist and <app>/dist-stats/stats.json (packages/mf-config/webpack/build-stats-plugin.cjs).
    expect(missingBuilds).toEqual([]);
  });

  it.each(['home', 'category', 'product', 'cart', 'checkout'])('when %s is opened, then it renders and its JavaScript fits its budget', (key) => {
    if (missingBuilds.length) throw new Error(`no production build for ${missingBuilds.join(', ')}: run pnpm build`);
    const r = measured.get(key)!;
    expect({ route: r.path, rendered: r.rendered, failed: r.failed }).toEqual({ route: r.path, rendered: true, failed: [] });
    const waiver = BUDGET_WAIVERS[key as keyof typeof BUDGET_WAIVERS];
    const limit = waiver?.ceilingGzip ?? budgetFor(key);
    if (r.total.gzip > limit) {
      const top = r.topPackages.slice(0, 6).map((p) => `${p.package} ${kb(p.gzip)}`).join(', ');
      throw new Error(`${r.path} loads ${kb(r.total.gzip)} KB of JavaScript (gzip) in ${r.total.count} files; the limit is ${kb(limit)} KB. Largest: ${top}`);
    }
  });

  it.each(['home', 'category', 'product', 'cart', 'checkout'])('when %s is opened, then React and the other singletons are loaded once', (key) => {
    if (missingBuilds.length) throw new Error(`no production build for ${missingBuilds.join(', ')}: run pnpm build`);
    const r = measured.get(key)!;
    expect(r.missingStats).toEqual([]);
    const broken = r.singletons.filter((s) => !s.ok).map((s) => `${s.package}: code from ${s.apps.join(' + ')}; ${s.duplicateModules} module(s) loaded twice (${s.examples.join(', ')})`);
    expect(broken).toEqual([]);
  });

  it.each(['home', 'category', 'product', 'cart', 'checkout'])('when %s is opened, then the shared libraries arrive in one file of the shell', (key) => {
    if (missingBuilds.length) throw new Error(`no production build for ${missingBuilds.join(', ')}: run pnpm build`);
    const r = measured.get(key)!;
    // The shell provides every singleton and every page starts them (create-app-config's `singletons` chunk);
    // split up again, each file costs the boot a request and a script element.
    expect(r.files.filter((f) => f.app === 'shell' && f.role === 'shared').map((f) => f.file)).toHaveLength(1);
  });

  it.each(['home', 'category', 'product', 'cart', 'checkout'])(
    'when %s is opened, then every script its first render needs was preloaded from the HTML, and the chain is at most 3 hops',
    (key) => {
      if (missingBuilds.length) throw new Error(`no production build for ${missingBuilds.join(', ')}: run pnpm build`);
      const r = measured.get(key)!;
      expect({ route: r.path, notPreloaded: r.notPreloaded }).toEqual({ route: r.path, notPreloaded: [] });
      expect(r.hops.length).toBeLessThanOrEqual(3);
    },
  );

  it('when a route is waived, then it is still over its budget (otherwise the waiver must go)', () => {
    for (const [key, waiver] of Object.entries(BUDGET_WAIVERS)) {
      const r = measured.get(key);
      if (!r || !waiver) continue;
      expect({ route: key, overBudget: r.total.gzip > budgetFor(key) }).toEqual({ route: key, overBudget: true });
    }
  });
});
