/**
 * Two builds of the front end compared by the main thread's CPU time after first paint: a snapshot of the
 * `<app>/dist` folders (A) and the repository's (B), each served by its own gateway, loaded in turn in a
 * fresh unthrottled chromium (a first visit, as Lighthouse's), traced until the page has settled.
 *   pnpm --filter bench exec tsx src/experiments/cpu-ab.ts <snapshot root> [rounds] [route keys]
 * Per load it sums the thread CPU time (not wall time) of the renderer's main-thread tasks from first
 * contentful paint on, and a TBT of that CPU time as a host `CPU_AB_AS`× slower would block (8 by default:
 * Lighthouse's 4× on a host half this one's speed), counting only CPU, so another process taking the core
 * does not lengthen a task. Both sides meet the same moments of the host, so the ratio B ÷ A of the medians
 * is the figure to read: Lighthouse's own TBT on this two-core host spreads 300–900 ms between runs and
 * cannot resolve a change of 10–50 ms of CPU. Ports: A on base…+2, B on base+5…+7 (CPU_AB_PORT_BASE,
 * 9190 by default). CPU_AB_SEEN_SPLASH=1 loads the pages as a returning visitor (no intro splash).
 * → bench/results/<date>.cpu-ab[.CPU_AB_TAG].json and a markdown table on stdout.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log } from '../lib/log';
import { REPO_ROOT, RESULTS_DIR, TMP_DIR } from '../lib/paths';
import { withSnapshotAndRepository } from '../lib/snapshot';
import { spread, type Spread } from '../lib/stats';
import { traceFreshLoad } from '../measures/fresh-load-trace';
import { cpuOfTrace, type LoadCpu } from '../measures/main-thread-cpu';
import { int, med, ms, table, two } from '../report/format';
import { planRoutes } from '../routes';

async function traceLoad(url: string, seenSplash: boolean, slowdown: number): Promise<LoadCpu | null> {
  const events = await traceFreshLoad(url, {
    categories: ['devtools.timeline', 'toplevel', 'loading', 'disabled-by-default-devtools.timeline'],
    prepare: async (context) => {
      if (seenSplash) await context.addCookies([{ name: 'tjb_splash', value: 'seen', url }]);
    },
    load: async (page) => {
      await page.goto(url);
      await page.waitForSelector('main [data-mfe][data-live]', { timeout: 60_000 });
      // Until the work that waits for the page to settle (warming, deferred sections) has run.
      await page.waitForTimeout(Number(process.env.CPU_AB_WAIT_MS ?? 5000));
    },
  });
  return cpuOfTrace(events, slowdown);
}

async function main() {
  const [snapshotArg, roundsArg, keysArg] = process.argv.slice(2);
  if (!snapshotArg) throw new Error('usage: cpu-ab.ts <snapshot root> [rounds] [route keys]');
  const snapshot = path.resolve(process.env.INIT_CWD ?? process.cwd(), snapshotArg);
  const rounds = Number(roundsArg ?? 9);
  const keys = (keysArg ?? 'home').split(',');
  const slowdown = Number(process.env.CPU_AB_AS ?? 8);
  const seenSplash = process.env.CPU_AB_SEEN_SPLASH === '1';
  const base = Number(process.env.CPU_AB_PORT_BASE ?? 9190);
  mkdirSync(TMP_DIR, { recursive: true });
  await withSnapshotAndRepository({ snapshot, portBase: base, dataTag: 'cpu-ab' }, async (a, b) => {
    const routes = (await planRoutes(a.url)).routes.filter((r) => keys.includes(r.key));
    if (!routes.length) throw new Error(`no route among ${keys.join(', ')}`);
    const loads = new Map<string, LoadCpu[]>();
    for (let i = 0; i < rounds; i++) {
      for (const route of routes) {
        // Alternate which goes first, so neither always meets the warmer (or busier) moment.
        for (const variant of i % 2 ? ['B', 'A'] : ['A', 'B']) {
          const result = await traceLoad((variant === 'A' ? a.url : b.url) + route.path, seenSplash, slowdown);
          if (!result) continue;
          const key = `${route.key}:${variant}`;
          loads.set(key, [...(loads.get(key) ?? []), result]);
          log(`cpu-ab ${key} round ${i + 1}: CPU after FCP ${int(result.cpuAfterFcp)} ms, blocking at ${slowdown}× ${int(result.blocking)} ms, ${result.longTasks} long tasks, wall blocking at 4× ${int(result.wallBlocking)} ms`);
        }
      }
    }
    const figure = (key: string, f: (l: LoadCpu) => number): Spread => spread((loads.get(key) ?? []).map(f));
    const rows = routes.flatMap((route) =>
      (['A', 'B'] as const).map((variant) => {
        const key = `${route.key}:${variant}`;
        return { route: route.path, variant, cpu: figure(key, (l) => l.cpuAfterFcp), blocking: figure(key, (l) => l.blocking), longTasks: figure(key, (l) => l.longTasks), wallBlocking: figure(key, (l) => l.wallBlocking) };
      }),
    );
    const ratio = (route: string, pick: (r: (typeof rows)[number]) => Spread) => {
      const [ra, rb] = (['A', 'B'] as const).map((v) => pick(rows.find((r) => r.route === route && r.variant === v)!).median);
      return two(rb! / ra!);
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    const tag = process.env.CPU_AB_TAG ? `.${process.env.CPU_AB_TAG.replace(/[^\w-]/g, '-')}` : '';
    const file = path.join(RESULTS_DIR, `${new Date().toISOString().slice(0, 10)}.cpu-ab${tag}.json`);
    writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), snapshot, rounds, slowdown, seenSplash, rows, raw: Object.fromEntries(loads) }, null, 2)}\n`);
    console.log(
      table(
        ['page', 'build', 'CPU after FCP', `blocking at ${slowdown}×`, 'long tasks', 'wall blocking at 4×', 'B ÷ A (CPU, blocking, wall blocking)'],
        rows.map((r) => [r.route, r.variant === 'A' ? `A ${snapshot}` : 'B repository', med(r.cpu, ms), med(r.blocking, ms), med(r.longTasks, int), med(r.wallBlocking, ms),
          r.variant === 'B' ? `${ratio(r.route, (x) => x.cpu)}, ${ratio(r.route, (x) => x.blocking)}, ${ratio(r.route, (x) => x.wallBlocking)}` : '']),
      ),
    );
    log(`→ ${path.relative(REPO_ROOT, file)}`);
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
