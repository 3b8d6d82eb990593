/**
 * Which tasks Lighthouse's simulated TBT (Lantern) counts on one load, and why: one Lighthouse run of a
 * page (default mobile config, the CPU slowdown given), its trace kept, then Lantern's own metrics
 * computed again from it to list every CPU task of the simulation with its simulated slot, the wall
 * and CPU time it took in the observed load, the blocking time it adds, and whether it belongs to the
 * graph Lantern simulates FCP from.
 *   pnpm --filter bench exec tsx src/experiments/lantern-tasks.ts <page URL> [CPU slowdown, 4] [cookie name=value]
 * e.g. `… lantern-tasks.ts http://127.0.0.1:8080/ 8 tjb_splash=seen` (8×: a host of half this one's
 * benchmarkIndex at Lighthouse's 4×). The shop must be running. For finding what to cut, not figures.
 * LANTERN_STORAGE=<file of {"key":…,"value":…}> opens the page with that localStorage entry (a cart).
 * LANTERN_MIN_MS=8 lists every task of the simulation from 8 simulated ms up (not only those long enough to
 * block), so the tasks before the first paint that are not in FCP's graph show (how item 38 found the commit).
 *
 * What it showed (BENCHMARKS "What changed", item 31): Lantern simulates FCP from the document's request,
 * render-blocking resources and only three CPU tasks (the first with a parse, the first with a layout,
 * the first with a paint); every other task that ran before the observed first paint (the navigation's
 * commit, later parse chunks, a deferred script's compile) runs before that paint in the full simulation
 * too, so it lands after the simulated FCP, and its wall time × the slowdown counts as blocking.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { launchChrome } from '../lib/chrome-process';
import { seedStorage } from '../measures/lighthouse';
import { TMP_DIR } from '../lib/paths';

interface TraceEvent { name: string; ts: number; dur?: number; tdur?: number; args?: { data?: { url?: string; isLoadingMainFrame?: boolean } } }
interface LanternNode { id: string; type: string; startTime: number; duration: number; event?: TraceEvent; childEvents: TraceEvent[]; getEvaluateScriptURLs?: () => Set<string> }
interface Timing { startTime: number; endTime: number; duration: number }
interface Estimate { timeInMs: number; nodeTimings: Map<LanternNode, Timing> }
interface Graph { traverse(visit: (node: LanternNode) => void): void }
interface MetricResult { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate; optimisticGraph: Graph; pessimisticGraph: Graph }
type Computed = { request(data: unknown, context: unknown): Promise<MetricResult> };

const LH = path.dirname(createRequire(__filename).resolve('lighthouse/package.json'));
const PORT = 9229 + 30;
const BLOCKING_MS = 50;

const LABELS: ReadonlyArray<[string, string]> = [
  ['DocumentLoader::CommitNavigation', 'commit'], ['ParseHTML', 'parse'], ['UpdateLayoutTree', 'style'], ['Layout', 'layout'],
  ['Paint', 'paint'], ['FunctionCall', 'call'], ['TimerFire', 'timer'], ['FireAnimationFrame', 'frame'], ['RunMicrotasks', 'microtasks'],
];

function describe(node: LanternNode): string {
  const names = new Set(node.childEvents.map((e) => e.name));
  const scripts = [...(node.getEvaluateScriptURLs?.() ?? [])].map((url) => url.split('/').pop()!.split('?')[0]!.slice(0, 32) || '(inline)');
  return [...LABELS.filter(([name]) => names.has(name)).map(([, label]) => label), ...scripts.map((s) => `eval ${s}`)].join(', ');
}

async function main() {
  const [url, slowdownArg = '4', cookie] = process.argv.slice(2);
  if (!url) throw new Error('usage: lantern-tasks.ts <page URL> [CPU slowdown] [cookie name=value]');
  const dir = path.join(TMP_DIR, 'lantern-tasks');
  const chrome = await launchChrome(PORT, path.join(TMP_DIR, 'lantern-tasks-profile'));
  try {
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string];
      const { chromium } = await import('playwright-core');
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${PORT}`);
      await browser.contexts()[0]!.addCookies([{ name, value, url }]);
      await browser.close();
    }
    if (process.env.LANTERN_STORAGE) {
      // The localStorage the page opens with (e.g. a cart for /checkout), written as the Lighthouse step writes a route's.
      const storage = JSON.parse(readFileSync(process.env.LANTERN_STORAGE, 'utf8')) as { key: string; value: string };
      await seedStorage(PORT, new URL(url).origin, storage);
    }
    const { default: lighthouse } = await import('lighthouse');
    const throttling = { cpuSlowdownMultiplier: Number(slowdownArg) } as never;
    const result = await lighthouse(url, { port: PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true, gatherMode: dir, auditMode: dir, throttling });
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr as unknown as { configSettings: unknown; environment: { benchmarkIndex: number }; audits: Record<string, { numericValue?: number }> };

    const load = async <T>(file: string, name: string) => ((await import(path.join(LH, file))) as Record<string, T>)[name]!;
    const loadArtifacts = await load<(dir: string) => Promise<Record<string, unknown>>>('core/lib/asset-saver.js', 'loadArtifacts');
    const FCP = await load<Computed>('core/computed/metrics/lantern-first-contentful-paint.js', 'LanternFirstContentfulPaint');
    const TTI = await load<Computed>('core/computed/metrics/lantern-interactive.js', 'LanternInteractive');
    const TBT = await load<Computed>('core/computed/metrics/lantern-total-blocking-time.js', 'LanternTotalBlockingTime');
    const artifacts = await loadArtifacts(dir);
    const trace = artifacts.Trace as { traceEvents: TraceEvent[] };
    const context = { computedCache: new Map(), settings: lhr.configSettings };
    const data = { trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: lhr.configSettings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, HostDPR: artifacts.HostDPR, simulator: null };
    const [fcp, tti, tbt] = [await FCP.request(data, context), await TTI.request(data, context), await TBT.request(data, context)];
    const navigationStart = trace.traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts ?? 0;
    const observedFcp = trace.traceEvents.find((e) => e.name === 'firstContentfulPaint')?.ts;
    const inGraph = (graph: Graph) => {
      const ids = new Set<string>();
      graph.traverse((node) => node.type === 'cpu' && ids.add(node.id));
      return ids;
    };
    const optimistic = inGraph(fcp.optimisticGraph);
    const pessimistic = inGraph(fcp.pessimisticGraph);
    const r = Math.round;
    console.log(`${url} at ${slowdownArg}× CPU, benchmarkIndex ${r(lhr.environment.benchmarkIndex)}: TBT ${r(lhr.audits['total-blocking-time']?.numericValue ?? NaN)} ms`);
    console.log(`Lantern: FCP ${r(fcp.optimisticEstimate.timeInMs)} / ${r(fcp.pessimisticEstimate.timeInMs)} ms (optimistic / pessimistic), TTI ${r(tti.optimisticEstimate.timeInMs)} / ${r(tti.pessimisticEstimate.timeInMs)}, TBT ${r(tbt.optimisticEstimate.timeInMs)} / ${r(tbt.pessimisticEstimate.timeInMs)} → ${r(tbt.timing)}`);
    // The pessimistic TBT counts from the optimistic FCP to the pessimistic TTI (Lantern's own pairing).
    const [from, to] = [fcp.optimisticEstimate.timeInMs, tti.pessimisticEstimate.timeInMs];
    const minMs = Number(process.env.LANTERN_MIN_MS ?? BLOCKING_MS);
    const observedAt = observedFcp === undefined ? '' : `, observed FCP at ${r((observedFcp - navigationStart) / 1000)} ms`;
    console.log(`\nthe pessimistic simulation, its window ${r(from)}–${r(to)} ms${observedAt}; tasks of ${minMs / Number(slowdownArg)} ms or more observed:`);
    console.log('simulated ms   | observed wall / CPU ms | blocks | FCP graph | observed at | what');
    const rows = [...tbt.pessimisticEstimate.nodeTimings.entries()]
      .filter(([node, t]) => node.type === 'cpu' && t.duration >= minMs && t.startTime < to)
      .sort((a, b) => a[1].startTime - b[1].startTime);
    let total = 0;
    for (const [node, t] of rows) {
      const start = Math.max(t.startTime, from);
      const end = Math.min(t.endTime, to);
      const blocks = end - start > BLOCKING_MS ? end - start - BLOCKING_MS : 0;
      total += blocks;
      const graph = `${optimistic.has(node.id) ? 'opt' : '   '} ${pessimistic.has(node.id) ? 'pess' : '    '}`;
      const observed = `${(node.duration / 1000).toFixed(1)} / ${((node.event?.tdur ?? 0) / 1000).toFixed(1)}`;
      console.log(`${`${r(t.startTime)}–${r(t.endTime)}`.padEnd(14)} | ${observed.padStart(22)} | ${String(r(blocks)).padStart(6)} | ${graph.padEnd(9)} | ${String(r((node.startTime - navigationStart) / 1000)).padStart(11)} | ${describe(node)}`);
    }
    console.log(`blocking in this window: ${r(total)} ms`);
  } finally {
    await chrome.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
