/**
 * Byte budgets: the JavaScript each page's first load needs, gzip, from the production build
 * (`pnpm build`), decided from deterministic facts only — the HTML the gateway writes for the route and
 * the builds' chunk graphs (first-load.ts) — so the answer is the same on a fast or a loaded machine:
 *   - home ≤ 170 KB, each support page ≤ 160 KB, every other measured route ≤ 200 KB (KB = 1,024 bytes), summed over the scripts the
 *     HTML names for the first load;
 *   - React, react-dom, the router, jotai and emotion arrive once (one build, no module twice);
 *   - the shell is three files of a first load and a remote at most seven;
 *   - every file the route's first render imports statically is named in the HTML (preloaded, so the
 *     chain is one hop), and every lazy import in first-load code is either named too or declared as
 *     loaded on demand (on-demand.ts).
 * What a browser requests before a page settles is a measurement: `pnpm bench` reports it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from 'gateway/src/config';
import { startServer, type RunningShop } from 'gateway/src/server';
import { APP_DIRS, REPO_ROOT } from '../../lib/paths';
import { planRoutes, type BenchRoute } from '../../routes';
import { BuildReader } from './analyze';
import { BUDGET_WAIVERS, budgetFor, kb } from './budgets';
import { analyzeFirstLoad, type FirstLoad } from './first-load';
import { scriptsNamedInHtml } from './html-scripts';
import { ON_DEMAND, onDemandKey } from './on-demand';
import { freePort } from '../../lib/ports';

jest.setTimeout(240_000);

const staticRoot = process.env.BENCH_STATIC_ROOT ?? REPO_ROOT;
const missingBuilds = APP_DIRS.filter(
  (app) => !existsSync(path.join(staticRoot, app, 'dist', 'main.js')) || !existsSync(path.join(staticRoot, app, 'dist-stats', 'stats.json')),
);


const ROUTE_KEYS = ['home', 'category', 'product', 'cart', 'checkout', 'bundle-studio', 'style-with-tj', 'design-apparel', 'gallery', 'faqs', 'contact-us', 'return-policy', 'terms-of-service', 'privacy-policy'] as const;

describe('JavaScript budgets per route (gzip, first load)', () => {
  let shop: RunningShop;
  let dataDir: string;
  const measured = new Map<string, FirstLoad>();
  let routes: BenchRoute[] = [];
  const reader = new BuildReader(staticRoot);

  beforeAll(async () => {
    if (missingBuilds.length) return;
    dataDir = mkdtempSync(path.join(tmpdir(), 'tjb-budget-'));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      PORT: String(port), API_PORT: '0', STOREFRONT_PORT: '0', HOST: '127.0.0.1', STATIC_ROOT: staticRoot, DATA_DIR: dataDir,
      LOG_LEVEL: 'silent', ALLOWED_ORIGINS: origin,
    });
    shop = await startServer(config, pino({ level: 'silent' }));
    routes = (await planRoutes(origin)).routes;
    for (const route of routes) {
      const res = await fetch(origin + route.path, { headers: { Accept: 'text/html' } });
      if (!res.ok) throw new Error(`${route.path} answered HTTP ${res.status}`);
      measured.set(route.key, analyzeFirstLoad(reader, route, scriptsNamedInHtml(await res.text(), origin)));
    }
  });

  afterAll(async () => {
    await shop?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const routeOf = (key: string) => {
    if (missingBuilds.length) throw new Error(`no production build for ${missingBuilds.join(', ')}: run pnpm build`);
    return measured.get(key)!;
  };

  it('when the budgets are checked, then every app has a production build with its module stats', () => {
    // `pnpm build` writes <app>/dist and <app>/dist-stats/stats.json (packages/mf-config/webpack/build-stats-plugin.cjs).
    expect(missingBuilds).toEqual([]);
  });

  it.each(ROUTE_KEYS)('when %s is served, then the JavaScript its HTML names fits its budget', (key) => {
    const r = routeOf(key);
    expect({ route: r.path, missingStats: r.missingStats, external: r.files.filter((f) => f.app === 'external').map((f) => f.url) })
      .toEqual({ route: r.path, missingStats: [], external: [] });
    // A file the HTML names but the build does not hold would count as 0 bytes.
    expect(r.files.filter((f) => f.raw === 0).map((f) => f.url)).toEqual([]);
    const waiver = BUDGET_WAIVERS[key];
    const limit = waiver?.ceilingGzip ?? budgetFor(key);
    if (r.total.gzip > limit) {
      const top = r.topPackages.slice(0, 6).map((p) => `${p.package} ${kb(p.gzip)}`).join(', ');
      throw new Error(`${r.path} loads ${kb(r.total.gzip)} KB of JavaScript (gzip) in ${r.total.count} files; the limit is ${kb(limit)} KB. Largest: ${top}`);
    }
  });

  it.each(ROUTE_KEYS)('when %s is served, then React and the other singletons are loaded once', (key) => {
    const r = routeOf(key);
    const broken = r.singletons.filter((s) => !s.ok).map((s) => `${s.package}: code from ${s.apps.join(' + ')}; ${s.duplicateModules} module(s) loaded twice (${s.examples.join(', ')})`);
    expect(broken).toEqual([]);
  });

  it.each(ROUTE_KEYS)('when %s is served, then the shared libraries arrive in one file of the shell', (key) => {
    // The shell provides every singleton and the workspace's shared packages, and every page starts them
    // (create-app-config's `singletons` chunk); split up again, each file costs the boot a request and a script.
    expect(routeOf(key).files.filter((f) => f.app === 'shell' && f.role === 'shared').map((f) => f.file)).toHaveLength(1);
  });

  it.each(ROUTE_KEYS)("when %s is served, then its remote's part is at most seven files", (key) => {
    // Its entry, then ./App and the page, each loaded in at most four files (create-app-config's
    // maxAsyncRequests); seven is the most a route takes with that limit (Bundle Studio), and before it the
    // listing's part was eleven.
    const r = routeOf(key);
    const remote = r.files.filter((f) => f.app !== 'shell').map((f) => `${f.app}/${f.file}`);
    expect({ route: r.path, tooMany: remote.length > 7 ? remote : [] }).toEqual({ route: r.path, tooMany: [] });
  });

  it.each(ROUTE_KEYS)("when %s is served, then the shell's part of it is three files: its entry, its frame and the shared libraries", (key) => {
    // Each more file is a request the browser and the gateway serve while the page loads (create-app-config).
    const r = routeOf(key);
    const shell = r.files.filter((f) => f.app === 'shell');
    expect({ route: r.path, roles: shell.map((f) => f.role).sort(), entry: shell.some((f) => f.file.startsWith('main.js')) })
      .toEqual({ route: r.path, roles: ['shared', 'shell', 'shell'], entry: true });
  });

  it.each(ROUTE_KEYS)('when %s is served, then its HTML names every file its first render imports statically (one hop)', (key) => {
    const r = routeOf(key);
    expect({ route: r.path, unnamed: r.unnamed }).toEqual({ route: r.path, unnamed: [] });
  });

  it.each(ROUTE_KEYS)('when %s is served, then every lazy import of its first-load code is preloaded or declared as loaded on demand', (key) => {
    const r = routeOf(key);
    expect({ route: r.path, undeclaredLazy: r.undeclaredLazy }).toEqual({ route: r.path, undeclaredLazy: [] });
  });

  it("when a remote's entry is built, then it carries no federation runtime of its own (the shell's serves every remote)", () => {
    if (missingBuilds.length) throw new Error(`no production build for ${missingBuilds.join(', ')}: run pnpm build`);
    // packages/mf-config/src/bundler-runtime-for-remotes.ts: the runtime core and the bundler runtime come
    // from the shell's globals; a copy in an entry would cost every page that loads it ~5 KB gzip again.
    const carried = APP_DIRS.filter((app) => app !== 'shell').flatMap((app) =>
      (reader.chunkFor(app, 'remoteEntry.js')?.modules ?? [])
        .filter((m) => m.kind === 'module' && /^@module-federation\/(runtime|runtime-core|webpack-bundler-runtime)$/.test(m.package ?? ''))
        .map((m) => `${app}: ${m.package}`),
    );
    expect([...new Set(carried)]).toEqual([]);
  });

  it("when the shell's entry is built, then it names no web storage: the page's first touch of storage waits until it has loaded", () => {
    if (missingBuilds.length) throw new Error(`no production build for ${missingBuilds.join(', ')}: run pnpm build`);
    // The first touch makes the renderer ask the browser for the origin's storage, synchronously, inside the
    // entry's task (packages/mf-config/webpack/federation-env.js: the federation SDK's debug switch did it).
    const entry = readFileSync(path.join(staticRoot, 'shell', 'dist', 'main.js'), 'utf8');
    expect(entry.match(/\b(localStorage|sessionStorage)\b/g) ?? []).toEqual([]);
  });

  it('when an import is declared as loaded on demand, then a build still makes it', () => {
    if (missingBuilds.length) throw new Error(`no production build for ${missingBuilds.join(', ')}: run pnpm build`);
    const made = new Set(APP_DIRS.flatMap((app) => (reader.statsFor(app)?.groups ?? [])
      .filter((g) => g.kind === 'on-demand')
      .flatMap((g) => g.origins.map((o) => onDemandKey(o.module, o.request ?? '?')))));
    expect(Object.keys(ON_DEMAND).filter((k) => !made.has(k))).toEqual([]);
  });

  it('when a route is waived, then it is still over its budget (otherwise the waiver must go)', () => {
    for (const [key, waiver] of Object.entries(BUDGET_WAIVERS)) {
      const r = measured.get(key);
      if (!r || !waiver) continue;
      expect({ route: key, overBudget: r.total.gzip > budgetFor(key) }).toEqual({ route: key, overBudget: true });
    }
  });
});
