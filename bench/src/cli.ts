/**
 * `pnpm bench`: every performance figure of BENCHMARKS.md from one command. Builds if needed, runs
 * each measurement in turn (never two at once), writes bench/results/<date>.json and rewrites the
 * tables between the markers in BENCHMARKS.md. See bench/README.md for the flags.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureBuild, type BuildMode } from './lib/build';
import { assertChromium } from './lib/chromium';
import { log } from './lib/log';
import { BENCHMARKS_MD, REPO_ROOT, TMP_DIR } from './lib/paths';
import { startShopProcess, type ShopProcess } from './lib/shop';
import { measureBytes } from './measures/bytes';
import { measureCheckout } from './measures/checkout';
import { measureReplicas } from './measures/replicas';
import { measureInteractions } from './measures/interaction';
import { measureLighthouse, type SlowHostBy } from './measures/lighthouse';
import { measureLoad } from './measures/load';
import { measurePages } from './measures/pages';
import { measureScale } from './measures/scale';
import { rewriteBenchmarks } from './report/markdown';
import { gitState, loadResults, saveResults, STEPS, type BenchResults, type StepData, type StepName } from './report/results';
import { planRoutes, type RoutePlan } from './routes';

interface Options {
  steps: StepName[];
  build: BuildMode;
  staticRoot: string;
  portBase: number;
  runs: number;
  samples: number;
  connections: number;
  loadSeconds: number;
  loadRounds: number;
  scaleSizes: number[];
  scaleRounds: number;
  shopStartup: boolean;
  shoppers: number;
  checkoutSeconds: number;
  postgresUrl?: string;
  writeMarkdown: boolean;
  tag?: string;
  reportOnly: boolean;
  /** Route keys the browser steps measure; empty = every route. */
  routes: string[];
  /** Lighthouse also measures each page's no-script copy, alternating with the shop's runs. */
  reference: boolean;
  /** Lighthouse slows the CPU as a host of this benchmarkIndex is slowed at 4× (an experiment). */
  asHostIndex?: number;
  slowHostBy?: SlowHostBy;
}

function slowHostBy(value: string | undefined): SlowHostBy {
  if (value === 'simulate' || value === 'throttle') return value;
  throw new Error('--slow-host-by must be simulate or throttle');
}

const USAGE = `usage: pnpm bench [-- options]
  --only=a,b          run only these steps (${STEPS.join(', ')})
  --skip=a,b          run every step but these
  --build=auto        auto (build when missing or older than the sources) | always | never
  --static-root=DIR   serve and build the apps under DIR/<app>/dist instead of the repository
  --port-base=9100    first of the ports used (about 30 from there)
  --runs=5            Lighthouse runs per page
  --no-reference      Lighthouse skips each page's no-script copy (by default one run of it follows each run of the page)
  --samples=10        samples per interaction
  --connections=50 --load-seconds=10 --load-rounds=3
  --scale-sizes=1000,10000,100000 --scale-rounds=5 --no-shop-startup
  --shoppers=20 --checkout-seconds=15
  --no-markdown       write the JSON only
  --report            measure nothing: rewrite BENCHMARKS.md from today's results file
  --routes=a,b        the browser steps measure only these route keys (home, category, product, …; needs --tag)
  --as-host-index=N   Lighthouse and the interactions judge pages as a host of benchmarkIndex N would at 4x CPU (a slower host: 1150; needs --tag)
  --slow-host-by=simulate|throttle
                      how: a larger simulated slowdown (default), or the page's CPU really slowed by Chrome under the usual 4x
  --tag=NAME          an experiment: results go to bench/results/<date>.NAME.json, BENCHMARKS.md is left alone
PostgreSQL for the checkout step: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).`;

function parseArgs(argv: string[]): Options {
  const flags = new Map<string, string>();
  for (const arg of argv) {
    if (arg === '--') continue;
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const m = arg.match(/^--([a-z-]+)(?:=(.*))?$/);
    if (!m) throw new Error(`unknown argument ${arg}\n${USAGE}`);
    flags.set(m[1]!, m[2] ?? 'true');
  }
  const list = (name: string) => (flags.get(name) ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const known = (names: string[]) => {
    const bad = names.filter((n) => !(STEPS as readonly string[]).includes(n));
    if (bad.length) throw new Error(`unknown step(s) ${bad.join(', ')}: the steps are ${STEPS.join(', ')}`);
    return names as StepName[];
  };
  const only = known(list('only'));
  const skip = known(list('skip'));
  const num = (name: string, fallback: number) => {
    const v = flags.get(name);
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
    return n;
  };
  const build = (flags.get('build') ?? 'auto') as BuildMode;
  if (!['auto', 'always', 'never'].includes(build)) throw new Error('--build must be auto, always or never');
  // A subset of routes would leave holes in BENCHMARKS.md's tables: it is an experiment.
  if (flags.has('routes') && !flags.has('tag')) throw new Error('--routes needs --tag (an experiment; BENCHMARKS.md keeps whole tables)');
  // Another host's figures beside this host's would read as this host's: an experiment too.
  if (flags.has('as-host-index') && !flags.has('tag')) throw new Error('--as-host-index needs --tag (an experiment; BENCHMARKS.md keeps this host\'s figures)');
  if (flags.has('slow-host-by') && !flags.has('as-host-index')) throw new Error('--slow-host-by needs --as-host-index');
  const known_flags = new Set(['only', 'skip', 'build', 'static-root', 'port-base', 'runs', 'samples', 'connections', 'load-seconds', 'load-rounds', 'scale-sizes', 'scale-rounds', 'no-shop-startup', 'shoppers', 'checkout-seconds', 'no-markdown', 'tag', 'report', 'routes', 'no-reference', 'as-host-index', 'slow-host-by']);
  for (const name of flags.keys()) if (!known_flags.has(name)) throw new Error(`unknown flag --${name}\n${USAGE}`);
  return {
    steps: STEPS.filter((s) => (only.length ? only.includes(s) : true) && !skip.includes(s)),
    build,
    // Relative to where `pnpm bench` was typed (pnpm runs the script inside bench/).
    staticRoot: path.resolve(process.env.INIT_CWD ?? process.cwd(), flags.get('static-root') ?? REPO_ROOT),
    portBase: num('port-base', 9100),
    runs: num('runs', 5),
    reference: !flags.has('no-reference'),
    samples: num('samples', 10),
    connections: num('connections', 50),
    loadSeconds: num('load-seconds', 10),
    loadRounds: num('load-rounds', 3),
    scaleSizes: flags.has('scale-sizes') ? list('scale-sizes').map(Number) : [1000, 10_000, 100_000],
    scaleRounds: num('scale-rounds', 5),
    shopStartup: !flags.has('no-shop-startup'),
    shoppers: num('shoppers', 20),
    checkoutSeconds: num('checkout-seconds', 15),
    postgresUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    writeMarkdown: !flags.has('no-markdown') && !flags.has('tag'),
    reportOnly: flags.has('report'),
    routes: list('routes'),
    ...(flags.has('as-host-index') ? { asHostIndex: num('as-host-index', 1150) } : {}),
    ...(flags.has('slow-host-by') ? { slowHostBy: slowHostBy(flags.get('slow-host-by')) } : {}),
    ...(flags.get('tag') ? { tag: flags.get('tag')!.replace(/[^a-z0-9-]/gi, '-') } : {}),
  };
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const date = new Date().toISOString().slice(0, 10) + (opts.tag ? `.${opts.tag}` : '');
  const results: BenchResults = loadResults(date);
  if (opts.reportOnly) {
    rewriteBenchmarks(BENCHMARKS_MD, results, ['summary', ...STEPS]);
    log(`rewrote ${path.relative(REPO_ROOT, BENCHMARKS_MD)} from bench/results/${date}.json`);
    return;
  }
  log(`steps: ${opts.steps.join(', ')}; builds from ${path.relative(REPO_ROOT, opts.staticRoot) || '.'}`);
  const browserSteps = opts.steps.filter((s) => ['bytes', 'lighthouse', 'interaction'].includes(s));
  if (browserSteps.length) assertChromium();
  if (browserSteps.length || opts.steps.includes('load') || opts.steps.includes('pages') || opts.steps.includes('checkout') || opts.steps.includes('scale') || opts.steps.includes('replicas')) {
    ensureBuild(opts.build, opts.staticRoot);
  }

  // The browser steps share one shop process (a first visit per run: every run gets a fresh profile).
  let shop: ShopProcess | null = null;
  let plan: RoutePlan | null = null;
  const needShop = async () => {
    if (!shop) {
      shop = await startShopProcess({
        ports: { web: opts.portBase, api: opts.portBase + 1, storefront: opts.portBase + 2 },
        staticRoot: opts.staticRoot,
        dataDir: path.join(TMP_DIR, 'data-browser'),
      });
      plan = await planRoutes(shop.url);
      if (opts.routes.length) {
        const unknown = opts.routes.filter((key) => !plan!.routes.some((r) => r.key === key));
        if (unknown.length) throw new Error(`unknown route key(s) ${unknown.join(', ')}: the keys are ${plan.routes.map((r) => r.key).join(', ')}`);
        plan = { ...plan, routes: plan.routes.filter((r) => opts.routes.includes(r.key)) };
      }
      log(`shop at ${shop.url}; product page ${plan.routes.find((r) => r.key === 'product')?.path}`);
    }
    return { shop: shop as ShopProcess, plan: plan as unknown as RoutePlan };
  };
  const stopShop = async () => {
    if (shop) await (shop as ShopProcess).stop();
    shop = null;
  };
  const route = (p: RoutePlan, key: string) => p.routes.find((r) => r.key === key)!;

  const runners: { [K in StepName]: () => Promise<StepData[K]> } = {
    bytes: async () => {
      const { shop: s, plan: p } = await needShop();
      return measureBytes(s.url, opts.staticRoot, p.routes);
    },
    lighthouse: async () => {
      const { shop: s, plan: p } = await needShop();
      return measureLighthouse(s.url, p.routes, { runs: opts.runs, port: opts.portBase + 10, reference: opts.reference, ...(opts.asHostIndex ? { asHostIndex: opts.asHostIndex } : {}), ...(opts.slowHostBy ? { slowHostBy: opts.slowHostBy } : {}) });
    },
    interaction: async () => {
      const { shop: s, plan: p } = await needShop();
      const results = await measureInteractions(s.url, route(p, 'product'), route(p, 'category'), { samples: opts.samples, ...(opts.asHostIndex ? { asHostIndex: opts.asHostIndex } : {}) });
      return { samplesPerInteraction: opts.samples, cpuThrottling: 4, ...(opts.asHostIndex ? { asHostIndex: opts.asHostIndex } : {}), results };
    },
    load: async () => {
      await stopShop(); // the load step starts its own pinned shops
      return measureLoad({ staticRoot: opts.staticRoot, portBase: opts.portBase + 30, connections: opts.connections, duration: opts.loadSeconds, rounds: opts.loadRounds });
    },
    pages: async () => {
      await stopShop(); // the pages step starts its own pinned shops
      return measurePages({ staticRoot: opts.staticRoot, portBase: opts.portBase + 60, connections: opts.connections, duration: opts.loadSeconds, rounds: opts.loadRounds });
    },
    scale: async () => {
      await stopShop();
      return measureScale({ sizes: opts.scaleSizes, port: opts.portBase + 40, rounds: opts.scaleRounds, shopStartup: opts.shopStartup, staticRoot: opts.staticRoot, portBase: opts.portBase + 41 });
    },
    checkout: async () => {
      await stopShop();
      return measureCheckout({ staticRoot: opts.staticRoot, portBase: opts.portBase + 50, shoppers: opts.shoppers, seconds: opts.checkoutSeconds, postgresUrl: opts.postgresUrl });
    },
    replicas: async () => {
      await stopShop();
      return measureReplicas({ staticRoot: opts.staticRoot, portBase: opts.portBase + 60, shoppers: opts.shoppers, seconds: opts.checkoutSeconds, connections: opts.connections, rounds: opts.loadRounds, postgresUrl: opts.postgresUrl });
    },
  };

  const failures: string[] = [];
  try {
    for (const step of opts.steps) {
      const git = gitState();
      const loadAverage = os.loadavg()[0]!;
      const t0 = performance.now();
      log(`── ${step} (load average ${loadAverage.toFixed(2)})`);
      const base = { measuredAt: new Date().toISOString(), commit: git.commit, dirty: git.dirty, loadAverage };
      try {
        const data = await runners[step]();
        (results.steps as Record<string, unknown>)[step] = { ...base, seconds: (performance.now() - t0) / 1000, data };
      } catch (err) {
        failures.push(`${step}: ${(err as Error).message}`);
        log(`${step} failed: ${(err as Error).stack ?? err}`);
        (results.steps as Record<string, unknown>)[step] = { ...base, seconds: (performance.now() - t0) / 1000, error: (err as Error).message.split('\n')[0] };
      }
      // Save after every step: a long run that is interrupted keeps what it measured.
      const file = saveResults(results);
      if (opts.writeMarkdown) rewriteBenchmarks(BENCHMARKS_MD, results, ['summary', step]);
      log(`${step} done in ${Math.round(performance.now() - t0) / 1000} s → ${path.relative(REPO_ROOT, file)}`);
    }
  } finally {
    await stopShop();
  }
  if (failures.length) {
    console.error(`\n${failures.length} step(s) failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
    process.exit(1);
  }
  log('all done');
}

main().catch((err: unknown) => {
  console.error((err as Error).message ?? err);
  process.exit(1);
});
