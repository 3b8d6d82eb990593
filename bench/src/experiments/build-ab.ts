/**
 * Side-by-side Lighthouse of two builds of the front end: the `<app>/dist` folders under a snapshot
 * (A, e.g. a copy taken before a change) and under the repository (B), each served by its own gateway,
 * one run of each in turn so that both meet the same moments of a noisy machine.
 *   pnpm --filter bench exec tsx src/experiments/build-ab.ts <snapshot root> [runs] [route keys]
 * e.g. `… build-ab.ts /tmp/ab-base 9 home,product`. Take the snapshot with
 *   for d in shell mfe-*; do mkdir -p /tmp/ab-base/$d && cp -r $d/dist $d/dist-server /tmp/ab-base/$d/ 2>/dev/null; done
 * → bench/results/<date>.build-ab.json and a markdown table on stdout. The gateway code is the
 * repository's for both, so this compares front-end builds only. Ports 9180–9189 unless BUILD_AB_PORT_BASE
 * gives another base (two people comparing at once): A on base…+2, B on base+5…+7, chromium on base+9.
 * BUILD_AB_AS_HOST_INDEX=1150 judges both as that slower host would (bench's --as-host-index), and
 * BUILD_AB_SLOW_HOST_BY=throttle says how (--slow-host-by); BUILD_AB_TAG names the results file
 * (<date>.build-ab.<tag>.json) so that a day's earlier comparison is kept.
 * BUILD_AB_A_GATEWAY=<dir> runs A's gateway from another copy of `gateway/`, to compare a gateway change
 * on the same builds (the snapshot root may then be the repository itself). The last commit's, e.g.:
 *   git archive HEAD gateway tsconfig.base.json | tar -x -C /tmp/ab-gw
 *   ln -s $PWD/gateway/node_modules /tmp/ab-gw/gateway/ && ln -s $PWD/shell $PWD/packages /tmp/ab-gw/
 * then BUILD_AB_A_GATEWAY=/tmp/ab-gw/gateway.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log } from '../lib/log';
import { REPO_ROOT, RESULTS_DIR } from '../lib/paths';
import { withSnapshotAndRepository } from '../lib/snapshot';
import { spread } from '../lib/stats';
import { measureLighthouse, type LighthouseRun, type SlowHostBy } from '../measures/lighthouse';
import { int, med, ms, sec, table, two } from '../report/format';
import { planRoutes } from '../routes';

async function main() {
  const [snapshotArg, runsArg, keysArg] = process.argv.slice(2);
  if (!snapshotArg) throw new Error('usage: build-ab.ts <snapshot root> [runs] [route keys]');
  const snapshot = path.resolve(process.env.INIT_CWD ?? process.cwd(), snapshotArg);
  const runs = Number(runsArg ?? 7);
  const keys = (keysArg ?? 'home').split(',');
  const base = Number(process.env.BUILD_AB_PORT_BASE ?? 9180);
  if (!Number.isInteger(base) || base < 1024 || base > 65_000) throw new Error(`BUILD_AB_PORT_BASE must be a port number, not ${process.env.BUILD_AB_PORT_BASE}`);
  const gatewayA = process.env.BUILD_AB_A_GATEWAY ? path.resolve(process.env.BUILD_AB_A_GATEWAY) : undefined;
  await withSnapshotAndRepository({ snapshot, portBase: base, dataTag: 'ab', gatewayA }, async (a, b) => {
    const plan = await planRoutes(a.url);
    const routes = plan.routes.filter((r) => keys.includes(r.key));
    if (!routes.length) throw new Error(`no route among ${keys.join(', ')}`);
    const runsBy = new Map<string, LighthouseRun[]>();
    const asHostIndex = process.env.BUILD_AB_AS_HOST_INDEX ? Number(process.env.BUILD_AB_AS_HOST_INDEX) : undefined;
    const slowHostBy = process.env.BUILD_AB_SLOW_HOST_BY as SlowHostBy | undefined;
    if (slowHostBy && slowHostBy !== 'simulate' && slowHostBy !== 'throttle') throw new Error('BUILD_AB_SLOW_HOST_BY must be simulate or throttle');
    // The host's speed as the last run measured it, carried from call to call (one calibration run in all).
    let hostIndex: number | undefined;
    for (let i = 0; i < runs; i++) {
      for (const route of routes) {
        // Alternate which goes first, so neither always meets the warmer (or busier) moment.
        for (const variant of i % 2 ? ['B', 'A'] : ['A', 'B']) {
          const res = await measureLighthouse(variant === 'A' ? a.url : b.url, [route], { runs: 1, port: base + 9, ...(asHostIndex ? { asHostIndex, ...(slowHostBy ? { slowHostBy } : {}), ...(hostIndex ? { hostIndex } : {}) } : {}) });
          const index = res.routes[0]!.runs[0]!.benchmarkIndex;
          if (Number.isFinite(index)) hostIndex = index;
          const key = `${route.key}:${variant}`;
          runsBy.set(key, [...(runsBy.get(key) ?? []), res.routes[0]!.runs[0]!]);
        }
      }
    }
    const rows = routes.flatMap((route) =>
      (['A', 'B'] as const).map((variant) => {
        const list = (runsBy.get(`${route.key}:${variant}`) ?? []).filter((r) => Number.isFinite(r.score));
        const pick = (f: (r: LighthouseRun) => number) => spread(list.map(f));
        return { route: route.path, variant, score: pick((r) => r.score), fcp: pick((r) => r.fcp), lcp: pick((r) => r.lcp), tbt: pick((r) => r.tbt), si: pick((r) => r.si), mainThread: pick((r) => r.mainThread), benchmarkIndex: pick((r) => r.benchmarkIndex), load: pick((r) => r.loadAverage) };
      }),
    );
    mkdirSync(RESULTS_DIR, { recursive: true });
    const tag = process.env.BUILD_AB_TAG ? `.${process.env.BUILD_AB_TAG.replace(/[^\w-]/g, '-')}` : '';
    const file = path.join(RESULTS_DIR, `${new Date().toISOString().slice(0, 10)}.build-ab${tag}.json`);
    writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), snapshot, runs, ...(asHostIndex ? { asHostIndex, slowHostBy: slowHostBy ?? 'simulate' } : {}), rows, raw: Object.fromEntries(runsBy) }, null, 2)}\n`);
    console.log(
      table(
        ['page', 'build', 'score', 'FCP', 'LCP', 'TBT', 'main thread', 'benchmarkIndex', 'load', 'TBT runs'],
        rows.map((r) => [r.route, r.variant === 'A' ? `A ${snapshot}` : 'B repository', med(r.score, int), med(r.fcp, sec), med(r.lcp, sec), med(r.tbt, ms), med(r.mainThread, ms), med(r.benchmarkIndex, int), med(r.load, two),
          (runsBy.get(`${routes.find((x) => x.path === r.route)!.key}:${r.variant}`) ?? []).map((x) => Math.round(x.tbt)).join(' ')]),
      ),
    );
    log(`→ ${path.relative(REPO_ROOT, file)}`);
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
