/**
 * What Lighthouse charges a page with nothing on it, on this host, beside the shop's pages: per round, one
 * run of the floor page (one heading and one paragraph in the system face, an inline rule, no script, picture
 * or font file), then one of each page and one of its no-script copy. The navigation's commit, which Lantern
 * counts after its simulated FCP on any page (BENCHMARKS "What changed", item 38), is most of the floor's
 * blocking; what a page adds above the floor is what its own HTML, CSS and scripts cost.
 *   pnpm --filter bench exec tsx src/experiments/floor.ts <shop origin> [paths, /] [rounds, 5]
 * e.g. `… floor.ts http://127.0.0.1:8080 /,/shop/helmets 5`. The shop must be running. Figures are this
 * host's and this hour's: read the pages beside the floor of the same rounds.
 */
import { log } from '../lib/log';
import { spread } from '../lib/stats';
import { startFloorPage } from '../measures/floor-page';
import { measureLighthouse, type LighthouseRun } from '../measures/lighthouse';
import { startNoScriptCopy } from '../measures/no-script-copy';
import { int, med, ms, table } from '../report/format';
import type { BenchRoute } from '../routes';

async function main() {
  const [shop, pathsArg = '/', roundsArg = '5'] = process.argv.slice(2);
  if (!shop) throw new Error('usage: floor.ts <shop origin> [paths] [rounds]');
  const paths = pathsArg.split(',');
  const floor = await startFloorPage();
  const copy = await startNoScriptCopy(shop);
  const runs = new Map<string, LighthouseRun[]>();
  const one = async (label: string, origin: string, pagePath: string) => {
    const route = { key: 'home', label, path: pagePath, remoteDir: '' } satisfies BenchRoute;
    const run = (await measureLighthouse(origin, [route], { runs: 1, port: 9336 })).routes[0]!.runs[0]!;
    if (!run.error) runs.set(label, [...(runs.get(label) ?? []), run]);
  };
  try {
    for (let i = 0; i < Number(roundsArg); i++) {
      await one('floor page', floor.origin, '/');
      for (const p of paths) {
        await one(p, shop, p);
        await one(`${p} (no-script copy)`, copy.origin, p);
      }
      log(`floor round ${i + 1} done`);
    }
  } finally {
    await Promise.all([floor.close(), copy.close()]);
  }
  const of = (label: string, f: (r: LighthouseRun) => number) => spread((runs.get(label) ?? []).map(f));
  console.log(
    table(
      ['page', 'runs', 'TBT', 'score', 'main thread', 'benchmarkIndex'],
      [...runs.keys()].map((label) => [
        label, String(runs.get(label)!.length), med(of(label, (r) => r.tbt), ms), med(of(label, (r) => r.score), int),
        med(of(label, (r) => r.mainThread), ms), med(of(label, (r) => r.benchmarkIndex), int),
      ]),
    ),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
