import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coreSplit } from '../lib/cpu';
import { log } from '../lib/log';
import { ensureNginx, startNginx } from '../lib/nginx';
import { TMP_DIR } from '../lib/paths';
import { startShopProcess, stopChild, type ShopProcess } from '../lib/shop';
import { discoverProductHandle } from '../lib/storefront';
import { summarizeRuns, warmedAutocannon, type LoadRun, type RunSummary } from './load';

export type PageKey = 'home' | 'listing' | 'product';
export type PageTarget = 'gateway-kept' | 'gateway-rendered' | 'nginx-static';

export interface PageScenario extends RunSummary {
  page: PageKey;
  target: PageTarget;
}

export interface PagesResult {
  settings: string;
  paths: Record<PageKey, string>;
  /** The HTML's size per page (uncompressed bytes), the same file for every target. */
  htmlBytes: Record<PageKey, number>;
  scenarios: PageScenario[];
  skipped: string[];
}

/** The page cache's targets: kept pages at static-file speeds, renders not a bottleneck under a spike. */
export const PAGE_TARGETS = { keptRps: 2000, keptP99: 50, renderedRps: 150 };

/** nginx serving files from `root`, each path as its own `index.html`. */
function startStaticNginx(port: number, root: string, cpus: string | undefined): Promise<ChildProcess> {
  return startNginx({
    name: 'nginx-pages',
    port,
    cpus,
    http: `  default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri/index.html =404; }
  }`,
  });
}

/**
 * Pages per second, all in one run: home, a listing and a product page asked as a browser asks
 * (Accept: text/html, no cookie: a first visit), from a gateway with its page cache (kept pages after
 * the warm-up), from a gateway with PAGE_CACHE=off (every page rendered on the server), and from nginx
 * serving the very same HTML as static files, the reference a kept page is judged against. Nothing is
 * compressed (autocannon asks for no encoding), so every target sends the same bytes. Client and servers
 * are pinned to different cores; rounds interleave the targets so drift hits them alike.
 */
export async function measurePages(opts: { staticRoot: string; portBase: number; connections: number; duration: number; rounds: number }): Promise<PagesResult> {
  const cores = coreSplit();
  const skipped: string[] = [];
  const shops: ShopProcess[] = [];
  let nginx: ChildProcess | null = null;
  try {
    const kept = await startShopProcess({
      ports: { web: opts.portBase, api: opts.portBase + 1, storefront: opts.portBase + 2 },
      staticRoot: opts.staticRoot,
      dataDir: path.join(TMP_DIR, 'data-pages-kept'),
      cpus: cores.server,
      env: { PAGE_CACHE: 'on' },
    });
    shops.push(kept);
    const rendered = await startShopProcess({
      ports: { web: opts.portBase + 3, api: opts.portBase + 4, storefront: opts.portBase + 5 },
      staticRoot: opts.staticRoot,
      dataDir: path.join(TMP_DIR, 'data-pages-rendered'),
      cpus: cores.server,
      env: { PAGE_CACHE: 'off' },
    });
    shops.push(rendered);
    const handle = (await discoverProductHandle(kept.url)).handle;
    const paths: Record<PageKey, string> = { home: '/', listing: '/shop/helmets', product: `/product/${handle}` };

    // The static copy is the kept gateway's own answer, so nginx sends byte for byte the same page.
    const root = path.join(TMP_DIR, 'pages-static');
    const htmlBytes = {} as Record<PageKey, number>;
    for (const [key, pagePath] of Object.entries(paths) as Array<[PageKey, string]>) {
      const res = await fetch(`${kept.url}${pagePath}`, { headers: { accept: 'text/html' } });
      const html = await res.text();
      if (res.status !== 200 || !html.includes('data-ssr')) throw new Error(`${pagePath}: ${res.status}, not a server-rendered page`);
      htmlBytes[key] = Buffer.byteLength(html);
      mkdirSync(path.join(root, pagePath), { recursive: true });
      writeFileSync(path.join(root, pagePath, 'index.html'), html);
    }
    const nginxProblem = ensureNginx();
    if (nginxProblem) skipped.push(`nginx: ${nginxProblem}`);
    else nginx = await startStaticNginx(opts.portBase + 6, root, cores.server);

    const targets: Array<{ target: PageTarget; origin: string }> = [
      { target: 'gateway-kept', origin: kept.url },
      { target: 'gateway-rendered', origin: rendered.url },
      ...(nginx ? [{ target: 'nginx-static' as const, origin: `http://127.0.0.1:${opts.portBase + 6}` }] : []),
    ];
    const headers = { accept: 'text/html' };
    const runs = new Map<string, LoadRun[]>();
    for (let round = 1; round <= opts.rounds; round++) {
      for (const page of Object.keys(paths) as PageKey[]) {
        for (const t of targets) {
          const url = `${t.origin}${paths[page]}`;
          const run = await warmedAutocannon(url, null, { connections: opts.connections, duration: opts.duration, cpus: cores.client, headers });
          const key = `${page}:${t.target}`;
          runs.set(key, [...(runs.get(key) ?? []), run]);
          log(`pages round ${round} ${key}: ${Math.round(run.rps)} pages/s, p50 ${run.p50} ms, p99 ${run.p99} ms, non-2xx ${run.non2xx}, errors ${run.errors}`);
        }
      }
    }
    const scenarios: PageScenario[] = [...runs.entries()].map(([key, list]) => {
      const [page, target] = key.split(':') as [PageKey, PageTarget];
      return { page, target, ...summarizeRuns(list) };
    });
    return {
      settings: `autocannon 9, GET with Accept: text/html and no cookie, ${opts.connections} connections, ${opts.duration} s per run after a 2 s warm-up, ${opts.rounds} interleaved rounds; server processes on CPU ${cores.server ?? '(unpinned)'}, client on CPU ${cores.client ?? '(unpinned)'}; gateway LOG_LEVEL=warn`,
      paths,
      htmlBytes,
      scenarios,
      skipped,
    };
  } finally {
    if (nginx) await stopChild(nginx, 3000);
    for (const shop of shops.reverse()) await shop.stop();
  }
}
