import { chromium } from 'playwright-core';
import { playwrightLaunchOptions } from '../../lib/chromium';
import type { BenchRoute } from '../../routes';
import { analyzeRoute, BuildReader, type RouteBytes } from './analyze';
import { checkBudgets, type BudgetVerdict } from './budgets';
import { recordRoute } from './record';

export interface BytesResult {
  method: string;
  routes: RouteBytes[];
  budgets: BudgetVerdict[];
}

/** Records each route in a headless first visit and sizes what it loaded from the build on disk. */
export async function measureBytes(origin: string, staticRoot: string, routes: BenchRoute[]): Promise<BytesResult> {
  const browser = await chromium.launch(playwrightLaunchOptions());
  const reader = new BuildReader(staticRoot);
  try {
    const out: RouteBytes[] = [];
    for (const route of routes) out.push(analyzeRoute(reader, await recordRoute(browser, origin, route)));
    return {
      method:
        'scripts requested by a headless first visit (mobile viewport, empty cache) until the network is quiet after the page rendered, ' +
        'split at the page\'s `tjb:idle` mark into initial and deferred; ' +
        'gzip sizes of those files from the build (.gz siblings); modules per file from <app>/dist-stats/stats.json',
      routes: out,
      budgets: checkBudgets(out),
    };
  } finally {
    await browser.close();
  }
}
