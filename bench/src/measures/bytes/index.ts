import { chromium } from 'playwright-core';
import { playwrightLaunchOptions } from '../../lib/chromium';
import type { BenchRoute } from '../../routes';
import { analyzeRoute, BuildReader, type RouteBytes } from './analyze';
import { checkBudgets, type BudgetVerdict } from './budgets';
import { analyzeFirstLoad, type FirstLoad } from './first-load';
import { scriptsNamedInHtml } from './html-scripts';
import { recordRoute } from './record';

export interface BytesResult {
  method: string;
  routes: RouteBytes[];
  /** The deterministic figure the byte-budget test judges: the scripts each route's HTML names, sized from the build. */
  firstLoad: FirstLoad[];
  budgets: BudgetVerdict[];
}

/** Records each route in a headless first visit and sizes what it loaded from the build on disk. */
export async function measureBytes(origin: string, staticRoot: string, routes: BenchRoute[]): Promise<BytesResult> {
  const browser = await chromium.launch(playwrightLaunchOptions());
  const reader = new BuildReader(staticRoot);
  try {
    const out: RouteBytes[] = [];
    const firstLoad: FirstLoad[] = [];
    for (const route of routes) {
      out.push(analyzeRoute(reader, await recordRoute(browser, origin, route)));
      const html = await (await fetch(origin + route.path, { headers: { Accept: 'text/html' } })).text();
      firstLoad.push(analyzeFirstLoad(reader, route, scriptsNamedInHtml(html, origin)));
    }
    return {
      method:
        'scripts requested by a headless first visit (mobile viewport, empty cache) until the network is quiet after the page rendered, ' +
        'split at the page\'s `tjb:idle` mark into initial and deferred; ' +
        'gzip sizes of those files from the build (.gz siblings); modules per file from <app>/dist-stats/stats.json',
      routes: out,
      firstLoad,
      budgets: checkBudgets(firstLoad),
    };
  } finally {
    await browser.close();
  }
}
