/**
 * Side-by-side Lighthouse of two builds of the front end: the `<app>/dist` folders under a snapshot
 * (A, e.g. a copy taken before a change) and under the repository (B), each served by its own gateway,
 * one run of each in turn so that both meet the same moments of a noisy machine.
 *   pnpm --filter bench exec tsx src/experiments/build-ab.ts <snapshot root> [runs] [route keys]
 * e.g. `… build-ab.ts /tmp/ab-base 9 home,product`. Take the snapshot with
 *   for d in shell mfe-*; do mkdir -p /tmp/ab-base/$d && cp -r $d/dist $d/dist-server /tmp/ab-base/$d/ 2>/dev/null; done
 * → bench/results/<date>.build-ab.json and a markdown table on stdout. The gateway code is the
 * repository's for both, so this compares front-end builds only.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log } from '../lib/log';
import { REPO_ROOT, RESULTS_DIR, TMP_DIR } from '../lib/paths';
import { startShopProcess } from '../lib/shop';
import { spread } from '../lib/stats';
import { measureLighthouse, type LighthouseRun } from '../measures/lighthouse';
import { int, med, ms, sec, table } from '../report/format';
import { planRoutes } from '../routes';

async function main() {
  const [snapshotArg, runsArg, keysArg] = process.argv.slice(2);
  if (!snapshotArg) throw new Error('usage: build-ab.ts <snapshot root> [runs] [route keys]');
  const snapshot = path.resolve(process.env.INIT_CWD ?? process.cwd(), snapshotArg);
  const runs = Number(runsArg ?? 7);
  const keys = (keysArg ?? 'home').split(',');
  const a = await startShopProcess({ ports: { web: 9180, api: 9181, storefront: 9182 }, staticRoot: snapshot, dataDir: path.join(TMP_DIR, 'data-ab-a') });
  const b = await startShopProcess({ ports: { web: 9185, api: 9186, storefront: 9187 }, staticRoot: REPO_ROOT, dataDir: path.join(TMP_DIR, 'data-ab-b') });
  try {
    const plan = await planRoutes(a.url);
    const routes = plan.routes.filter((r) => keys.includes(r.key));
    if (!routes.length) throw new Error(`no route among ${keys.join(', ')}`);
    const runsBy = new Map<string, LighthouseRun[]>();
    for (let i = 0; i < runs; i++) {
      for (const route of routes) {
        // Alternate which goes first, so neither always meets the warmer (or busier) moment.
        for (const variant of i % 2 ? ['B', 'A'] : ['A', 'B']) {
          const res = await measureLighthouse(variant === 'A' ? a.url : b.url, [route], { runs: 1, port: 9189 });
          const key = `${route.key}:${variant}`;
          runsBy.set(key, [...(runsBy.get(key) ?? []), res.routes[0]!.runs[0]!]);
        }
      }
    }
    const rows = routes.flatMap((route) =>
      (['A', 'B'] as const).map((variant) => {
        const list = (runsBy.get(`${route.key}:${variant}`) ?? []).filter((r) => Number.isFinite(r.score));
        const pick = (f: (r: LighthouseRun) => number) => spread(list.map(f));
        return { route: route.path, variant, score: pick((r) => r.score), fcp: pick((r) => r.fcp), lcp: pick((r) => r.lcp), tbt: pick((r) => r.tbt), si: pick((r) => r.si) };
      }),
    );
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `${new Date().toISOString().slice(0, 10)}.build-ab.json`);
    writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), snapshot, runs, rows, raw: Object.fromEntries(runsBy) }, null, 2)}\n`);
    console.log(
      table(
        ['page', 'build', 'score', 'FCP', 'LCP', 'TBT', 'TBT runs'],
        rows.map((r) => [r.route, r.variant === 'A' ? `A ${snapshot}` : 'B repository', med(r.score, int), med(r.fcp, sec), med(r.lcp, sec), med(r.tbt, ms),
          (runsBy.get(`${routes.find((x) => x.path === r.route)!.key}:${r.variant}`) ?? []).map((x) => Math.round(x.tbt)).join(' ')]),
      ),
    );
    log(`→ ${path.relative(REPO_ROOT, file)}`);
  } finally {
    await a.stop();
    await b.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
