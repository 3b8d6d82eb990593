import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BUDGETS, KB, budgetFor } from '../measures/bytes/budgets';
import { INTERACTION_TARGET_MS } from '../measures/interaction';
import { TARGETS as LH } from '../measures/lighthouse';
import { CATEGORY_PAGE_PATH, LISTING_PAGE_PATH, LISTING_SAMPLES } from '../measures/listing-page';
import { LOAD_TARGETS } from '../measures/load';
import { PAGE_TARGETS } from '../measures/pages';
import { SCALE_TARGETS, type ListingMeasure } from '../measures/scale';
import { int, kib, mark, med, ms, one, sec, table, three, two } from './format';
import type { BenchResults, StepName, StepRecord } from './results';

const NOT_YET = '_Not yet measured._';

function stamp(r: StepRecord | undefined): string {
  if (!r) return NOT_YET;
  const when = r.measuredAt.replace('T', ' ').slice(0, 16);
  return `_Measured ${when} UTC at \`${r.commit}\`${r.dirty ? ' (with uncommitted changes)' : ''}, ${int(r.seconds)} s, 1-min load average ${two(r.loadAverage)} before the step._`;
}

function failed(r: StepRecord): string {
  return `${stamp(r)}\n\n**The step failed:** ${r.error ?? 'no data'}`;
}

function bytes(r: BenchResults['steps']['bytes']): string {
  if (!r) return NOT_YET;
  if (!r.data) return failed(r);
  const d = r.data;
  const rows = d.routes.map((x) => {
    const limit = budgetFor(x.key);
    // Older result files predate the deterministic first-load figure.
    const first = d.firstLoad?.find((f) => f.key === x.key);
    return [
      x.label,
      int(x.total.count),
      kib(x.total.raw),
      `**${kib(x.total.gzip)}**`,
      kib(x.total.brotli),
      kib(x.byRole.shell ?? 0),
      kib(x.byRole.remote ?? 0),
      kib(x.byRole.shared ?? 0),
      kib(x.federationRuntimeGzip),
      first ? `**${kib(first.total.gzip)}** (${int(first.total.count)})` : '–',
      first ? `≤ ${kib(limit)}${mark(first.total.gzip <= limit)}` : `≤ ${kib(limit)}`,
      x.deferred ? `${kib(x.deferred.gzip)} (${int(x.deferred.count)})` : '–',
      x.singletons.every((s) => s.ok) ? 'once ✅' : `❌ ${x.singletons.filter((s) => !s.ok).map((s) => s.package).join(', ')}`,
    ];
  });
  const home = d.routes.find((x) => x.key === 'home') ?? d.routes[0];
  const dupRows = (home?.duplicates ?? []).slice(0, 8).map((x) => [x.package, `×${x.copies}`, x.apps.join(', '), kib(x.gzip)]);
  const topRows = (home?.topPackages ?? []).slice(0, 10).map((x) => [x.package, kib(x.gzip)]);
  const singletonNotes = [
    ...new Set(d.routes.flatMap((x) => x.singletons.filter((s) => !s.ok).map((s) => `${s.package}: code from ${s.apps.join(' + ')}; twice: ${s.examples.join(', ')}`))),
  ];
  return [
    stamp(r),
    '',
    'KB = 1,024 bytes. "shared" = the one file of shared libraries from the shell (React, router, jotai, emotion and the workspace packages every page uses); "federation runtime" is the part of the total that is `@module-federation/*` code, in every file.',
    '',
    table(['page', 'JS files', 'raw KB', 'gzip KB', 'brotli KB', 'shell', 'remotes', 'shared', 'federation runtime', 'first load (HTML) gzip KB (files)', 'budget (gzip)', 'deferred gzip KB (files)', 'singletons'], rows),
    '',
    'The budget judges the first load: the scripts the HTML the gateway writes names for the page (script tags, preloads, the list preloaded after paint), sized from the build: a deterministic figure, the one `js-budget.test.ts` checks. The other columns are measured: every script the first visit requested before the page marked itself idle (`tjb:idle`); "deferred" is what loaded after that mark to run: parts of the page rendered once it settled, and on /cart and /checkout (the cart holds lines) the side cart. Elsewhere the side cart\'s scripts are only prefetched after the mark (`<link rel=prefetch>`, not counted here) and run on the first touch of the cart.',
    '',
    `Budgets: home ≤ ${kib(BUDGETS.homeInitialGzip)} KB, /bundle-studio and /design-apparel ≤ ${kib(BUDGETS.designerInitialGzip)} KB, support pages ≤ ${kib(BUDGETS.supportInitialGzip)} KB, other routes ≤ ${kib(BUDGETS.routeGzip)} KB gzip (\`bench/src/measures/bytes/js-budget.test.ts\`).`,
    '',
    ...(singletonNotes.length ? ['Singletons loaded more than once:', '', ...singletonNotes.map((n) => `- ${n}`), ''] : []),
    `Code loaded more than once on ${home?.path ?? 'home'} (gzip KB wasted):`,
    '',
    dupRows.length ? table(['package', 'copies', 'from', 'wasted gzip KB'], dupRows) : '_none_',
    '',
    `Largest packages on ${home?.path ?? 'home'} (gzip KB, a file's size split by its modules' source size):`,
    '',
    table(['package', 'gzip KB'], topRows),
    '',
    'Round trips waited for one after another between the shell\'s boot and the page\'s remote being live (rendered, or hydrated when the gateway rendered it; requests that overlap share a hop; the issue allows 3: registry → remote entry → exposed chunk):',
    '',
    table(
      ['page', 'hops', 'hop by hop', 'then, after the remote rendered (its data)'],
      d.routes.map((x) => [
        x.label,
        x.hops ? `${x.hops.length}${mark(x.hops.length <= 3)}` : '–',
        (x.hops ?? []).map((h) => h.join(' + ')).join(' → ') || '–',
        (x.afterRender ?? []).map((h) => h.join(' + ')).join(' → ') || '–',
      ]),
    ),
    '',
    `Method: ${d.method}.`,
  ].join('\n');
}

function lighthouse(r: BenchResults['steps']['lighthouse']): string {
  if (!r) return NOT_YET;
  if (!r.data) return failed(r);
  const d = r.data;
  const rows = d.routes.map((x) => [
    x.label,
    `${med(x.score, int)}${mark(x.score.median >= LH.score)}`,
    `${med(x.lcp, sec)}${mark(x.lcp.median <= LH.lcp)}`,
    `${med(x.tbt, ms)}${mark(x.tbt.median <= LH.tbt)}`,
    `${med(x.cls, three)}${mark(x.cls.median <= LH.cls)}`,
    `${med(x.fcp, sec)}${mark(x.fcp.median <= LH.fcp)}`,
    med(x.si, sec),
    `${x.score.n}/${x.runs.length}`,
  ]);
  const diag = d.routes.map((x) => {
    const m = x.medianRun;
    if (!m) return [x.label, '–', '–', '–', '–'];
    return [
      x.label,
      m.lcpElement ? `\`${m.lcpElement.slice(0, 70)}\`` : '–',
      m.longestChain ? `${m.longestChain.length} requests, ${ms(m.longestChain.duration)}` : '–',
      `${int(m.requests)} / ${kib(m.transferBytes)} KB`,
      (m.bootup ?? []).slice(0, 3).map((b) => `${b.url.split('?')[0]} ${ms(b.ms)}`).join('; ') || '–',
    ];
  });
  // Results written before the no-script copy and the host readings were measured have neither.
  const withCopy = d.routes.filter((x) => x.reference);
  const cost = withCopy.map((x) => [
    x.label,
    x.mainThread ? med(x.mainThread, sec) : '–',
    med(x.reference!.mainThread, sec),
    med(x.reference!.scriptCost, sec),
    `${med(x.reference!.ratio, (n) => n.toFixed(2))}×`,
    `${med(x.tbt, ms)} / ${med(x.reference!.tbt, ms)}`,
    `${med(x.score, int)} / ${med(x.reference!.score, int)}`,
  ]);
  return [
    stamp(r),
    '',
    `${d.settings}. Lighthouse ${d.lighthouseVersion}, ${d.chromeVersion}. Median of the runs (min–max).` +
      (d.host ? ` The host over the step's runs: benchmarkIndex ${med(d.host.benchmarkIndex, int)}, 1-minute load average ${med(d.host.loadAverage, (n) => n.toFixed(1))}; scores, TBT and main-thread times are host-bound, the ratio to the no-script copy much less so.` : ''),
    '',
    table(['page', `score (≥ ${LH.score})`, `LCP (≤ ${sec(LH.lcp)})`, `TBT (≤ ${LH.tbt} ms)`, `CLS (≤ ${LH.cls})`, `FCP (≤ ${sec(LH.fcp)})`, 'Speed Index', 'runs'], rows),
    '',
    ...(cost.length
      ? [
          "What the scripts cost: each run of a page was followed by one of its no-script copy (the same server HTML with every script and script hint removed, as a visitor who has seen the intro splash gets it: `bench/src/measures/no-script-copy.ts`; the page's own runs are first visits, so the splash counts with the scripts), so the difference is measured on the same host in the same minute.",
          '',
          table(['page', 'main thread', 'no-script copy', "scripts' cost", 'page ÷ copy', 'TBT page / copy', 'score page / copy'], cost),
          '',
        ]
      : []),
    'The median run, in detail:',
    '',
    table(['page', 'LCP element', 'longest request chain', 'requests / transfer', 'main-thread time by script'], diag),
  ].join('\n');
}

/** A budget as the targets name it: whole KB (budgets are set in them). */
const budgetKb = (bytes: number) => int(bytes / KB);

/** The preset rate, or the rate a slower host's emulation gave its samples (each from the benchmarkIndex measured beside it). */
function throttling(d: NonNullable<BenchResults['steps']['interaction']>['data'] & object): string {
  const hosts = d.results.flatMap((x) => (x.host ? [x.host] : []));
  if (d.asHostIndex === undefined || !hosts.length) return `${d.cpuThrottling}×`;
  const rates = hosts.flatMap((h) => [h.cpuRate.min, h.cpuRate.max]);
  const indexes = hosts.flatMap((h) => [h.benchmarkIndex.min, h.benchmarkIndex.max]);
  return `as a host of benchmarkIndex ${int(d.asHostIndex)} at ${d.cpuThrottling}× (this host measured ${int(Math.min(...indexes))}–${int(Math.max(...indexes))}, so ${Math.min(...rates)}–${Math.max(...rates)}×)`;
}

function interaction(r: BenchResults['steps']['interaction']): string {
  if (!r) return NOT_YET;
  if (!r.data) return failed(r);
  const d = r.data;
  const rows = d.results.map((x) =>
    x.skipped && !x.samples.length
      ? [x.label, x.control, '0', `not measured: ${x.skipped}`, '–', '–']
      : [
          x.label,
          x.control,
          int(x.samples.length),
          `**${ms(x.p75 ?? Number.NaN)}**${mark((x.p75 ?? Infinity) <= INTERACTION_TARGET_MS)}`,
          med(x.latency, ms),
          x.inpP75 !== undefined ? ms(x.inpP75) : '–',
        ],
  );
  return [
    stamp(r),
    '',
    `Playwright + Debian chromium, phone viewport (412×823), ${throttling(d)} CPU throttling (CDP), ${d.samplesPerInteraction} samples, each on a freshly loaded page (warm HTTP cache). Latency = the longest Event Timing entry of the interaction (INP's definition; below Event Timing's 16 ms floor it counts as 16). web-vitals' INP is the page's INP after the interaction (for the filter it includes opening the filter drawer).`,
    '',
    table(['interaction', 'control', 'samples', `p75 (≤ ${INTERACTION_TARGET_MS} ms)`, 'median (min–max)', 'web-vitals INP p75'], rows),
  ].join('\n');
}

function load(r: BenchResults['steps']['load']): string {
  if (!r) return NOT_YET;
  if (!r.data) return failed(r);
  const d = r.data;
  const names: Record<string, string> = {
    'gateway-cached': 'gateway, cached (HIT)',
    'gateway-uncached': 'gateway, cache off',
    direct: 'embedded server direct',
    nginx: 'nginx → embedded server',
  };
  const rows = d.scenarios.map((s) => {
    const cached = s.target === 'gateway-cached';
    return [
      s.query === 'product' ? 'ProductByHandle' : 'Products (24, filtered, sorted)',
      names[s.target] ?? s.target,
      `${med(s.rps, int)}${cached ? mark(s.rps.median >= LOAD_TARGETS.cachedRps) : ''}`,
      med(s.p50, ms),
      `${med(s.p99, ms)}${cached ? mark(s.p99.median < LOAD_TARGETS.cachedP99) : ''}`,
      int(s.non2xx),
      `${int(s.errors)}${cached ? mark(s.errors === 0 && s.non2xx === 0) : ''}`,
    ];
  });
  const ratio = (q: 'product' | 'list') => `${med(d.uncachedRatio[q], two)}${mark(d.uncachedRatio[q].median >= LOAD_TARGETS.uncachedRatio)}`;
  return [
    stamp(r),
    '',
    `${d.settings}. Requests other than the cached ones carry a unique extra variable, so nothing is cached or coalesced.`,
    '',
    table(['query', 'path', 'req/s', 'p50', 'p99', 'non-2xx', 'errors'], rows),
    '',
    `Gateway with the cache off ÷ direct, same round (target ≥ ${LOAD_TARGETS.uncachedRatio}): ProductByHandle ${ratio('product')}, Products ${ratio('list')}.`,
    ...(d.skipped.length ? ['', `Skipped: ${d.skipped.join('; ')}.`] : []),
  ].join('\n');
}

function pages(r: BenchResults['steps']['pages']): string {
  if (!r) return NOT_YET;
  if (!r.data) return failed(r);
  const d = r.data;
  const names: Record<string, string> = {
    'gateway-kept': 'gateway, page kept (HIT)',
    'gateway-rendered': 'gateway, PAGE_CACHE=off (server render)',
    'nginx-static': 'nginx, the same HTML as a file',
  };
  const rows = d.scenarios.map((s) => {
    const kept = s.target === 'gateway-kept';
    const renderedMark = s.target === 'gateway-rendered' ? mark(s.rps.median >= PAGE_TARGETS.renderedRps) : '';
    return [
      `${s.page} (\`${d.paths[s.page]}\`, ${int(d.htmlBytes[s.page] / 1024)} KB)`,
      names[s.target] ?? s.target,
      `${med(s.rps, int)}${kept ? mark(s.rps.median >= PAGE_TARGETS.keptRps) : renderedMark}`,
      med(s.p50, ms),
      `${med(s.p99, ms)}${kept ? mark(s.p99.median < PAGE_TARGETS.keptP99) : ''}`,
      int(s.non2xx),
      int(s.errors),
    ];
  });
  return [
    stamp(r),
    '',
    `${d.settings}.`,
    '',
    table(['page', 'served by', 'pages/s', 'p50', 'p99', 'non-2xx', 'errors'], rows),
    '',
    `Targets: a kept page ≥ ${int(PAGE_TARGETS.keptRps)} pages/s with p99 < ${PAGE_TARGETS.keptP99} ms, a server render ≥ ${PAGE_TARGETS.renderedRps} pages/s. The nginx row is the same host's ceiling for the same bytes: the kept rows are read against it, not against another day's figures.`,
    ...(d.skipped.length ? ['', `Skipped: ${d.skipped.join('; ')}.`] : []),
  ].join('\n');
}

/** A listing page's two cells in the scale table: its HTML (data included) and its render time. */
function listingCells(m: ListingMeasure | undefined): [string, string] {
  if (!m) return ['–', '–'];
  return [
    `${int(m.htmlBytes / 1024)} KB (${int(m.dataBytes / 1024)} KB data)${m.serverRendered ? '' : ', not server-rendered'}${m.firstServerRendered === false ? ', first request after start-up not server-rendered' : ''}`,
    `${med(m.renderMs, int)} ms`,
  ];
}

function scale(r: BenchResults['steps']['scale']): string {
  if (!r) return NOT_YET;
  if (!r.data) return failed(r);
  const d = r.data;
  const rows = d.rows.map((x) => [
    int(x.products),
    ms(x.startupMs),
    ms(x.catalogMs),
    `${int(x.rssAfterStartMb)} MB`,
    `${int(x.rssAfterQueriesMb)} MB (peak ${int(x.peakRssMb)})${x.products >= 100_000 ? mark(x.peakRssMb <= SCALE_TARGETS.memoryMb) : ''}`,
    `${one(x.latency.p50)} ms`,
    `**${one(x.latency.p95)} ms**${x.products >= 100_000 ? mark(x.latency.p95 <= SCALE_TARGETS.p95At100k) : ''} (rounds ${med(x.p95PerRound, one)})`,
    `${one(x.latency.p99)} ms`,
    one(x.meanHits),
    x.shopStartupMs !== undefined ? `${sec(x.shopStartupMs)}, ${int(x.shopRssMb ?? Number.NaN)} MB` : '–',
    ...listingCells(x.categoryListing),
    ...listingCells(x.listing),
  ]);
  return [
    stamp(r),
    '',
    `${d.settings}. Targets at 100k: p95 ≤ ${SCALE_TARGETS.p95At100k} ms, memory ≤ ${SCALE_TARGETS.memoryMb} MB.`,
    '',
    table(['products', 'start-up', 'of which catalogue', 'RSS after start', 'RSS after queries', 'p50', 'p95', 'p99', 'hits per answer', 'whole shop: start-up, RSS', 'category page HTML', 'category page render', 'filtered page HTML', 'filtered page render'], rows),
    '',
    `The category page is \`${CATEGORY_PAGE_PATH}\` (unfiltered, with the whole category's facets) and the filtered page \`${LISTING_PAGE_PATH}\`, from the whole shop with the page cache and the Storefront answer cache off: a first visit (no splash cookie, so the intro splash is in it): its HTML with the data it carries for hydration, and request to last byte (median of ${LISTING_SAMPLES} after a warm-up, with min–max; the two pages asked in turn).`,
  ].join('\n');
}

function checkout(r: BenchResults['steps']['checkout']): string {
  if (!r) return NOT_YET;
  if (!r.data) return failed(r);
  const d = r.data;
  const rows = d.rows.map((x) => [
    x.engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL 127.0.0.1',
    int(x.shoppers),
    `**${one(x.ordersPerSecond)}**`,
    `${int(x.orders)} / ${int(x.attempts)}`,
    int(x.soldOut),
    `${int(x.errors)}${x.errorSamples.length ? ` (${x.errorSamples.join('; ')})` : ''}`,
    `${ms(x.latency.p50)} / ${ms(x.latency.p95)}`,
    `${int(x.oversells)}${mark(x.oversells === 0)}`,
    `${int(x.duplicates)}${mark(x.duplicates === 0)}`,
    `${int(x.badReplays)} of ${int(x.replays)}${mark(x.badReplays === 0)}`,
    `${x.contended.sold} of ${x.contended.variants}×${x.contended.stockEach}`,
    int(x.pendingLeft),
  ]);
  return [
    stamp(r),
    '',
    `${d.settings}.`,
    '',
    table(['database', 'shoppers', 'orders/s', 'orders / attempts', 'sold out (409)', 'errors', 'p50 / p95', 'oversells', 'duplicate orders', 'bad replays', 'contended units sold', 'pending left'], rows),
    ...(d.skipped.length ? ['', `Skipped: ${d.skipped.join('; ')}.`] : []),
  ].join('\n');
}

function replicas(r: BenchResults['steps']['replicas']): string {
  if (!r) return NOT_YET;
  if (!r.data) return failed(r);
  const d = r.data;
  if (d.rows.length === 0) return [stamp(r), '', `Skipped: ${d.skipped.join('; ')}.`].join('\n');
  const rows = d.rows.map((x) => [
    x.replicas === 1 ? '1 gateway behind nginx' : `${x.replicas} gateways behind nginx`,
    `**${med(x.ordersPerSecond, one)}**`,
    `${int(x.orders)}, ${int(x.orderErrors)} errors`,
    `**${med(x.pageRps, int)}**`,
    med(x.pageP99, ms),
    int(x.pageErrors),
    `${int(x.oversells)}${mark(x.oversells === 0)}`,
    `${int(x.duplicates)}${mark(x.duplicates === 0)}`,
  ]);
  return [
    stamp(r),
    '',
    `${d.settings}.`,
    '',
    table(['topology', 'orders/s', 'orders', 'kept pages/s', 'page p99', 'page errors', 'oversells', 'duplicate orders'], rows),
    ...(d.skipped.length ? ['', `Skipped: ${d.skipped.join('; ')}.`] : []),
  ].join('\n');
}

/** One line per target of the issue: met, not met, or not measured. */
function summary(res: BenchResults): string {
  const s = res.steps;
  const rows: string[][] = [];
  const status = (ok: boolean | undefined) => (ok === undefined ? 'not yet measured' : ok ? '✅ met' : '❌ not met');
  const lh = s.lighthouse?.data;
  const worst = (pick: (x: NonNullable<typeof lh>['routes'][number]) => number, dir: 1 | -1) =>
    lh?.routes.length ? lh.routes.reduce((a, b) => (dir * pick(b) > dir * pick(a) ? b : a)) : undefined;
  const lowScore = worst((x) => x.score.median, -1);
  const slowLcp = worst((x) => x.lcp.median, 1);
  const highTbt = worst((x) => x.tbt.median, 1);
  const highCls = worst((x) => x.cls.median, 1);
  const slowFcp = worst((x) => x.fcp.median, 1);
  rows.push(['Lighthouse performance ≥ 95 on every page', lowScore ? `lowest ${int(lowScore.score.median)} (${lowScore.path})` : '–', status(lowScore && lowScore.score.median >= LH.score)]);
  rows.push(['LCP ≤ 2.0 s', slowLcp ? `worst ${sec(slowLcp.lcp.median)} (${slowLcp.path})` : '–', status(slowLcp && slowLcp.lcp.median <= LH.lcp)]);
  rows.push(['TBT ≤ 150 ms', highTbt ? `worst ${ms(highTbt.tbt.median)} (${highTbt.path})` : '–', status(highTbt && highTbt.tbt.median <= LH.tbt)]);
  rows.push(['CLS ≤ 0.05', highCls ? `worst ${three(highCls.cls.median)} (${highCls.path})` : '–', status(highCls && highCls.cls.median <= LH.cls)]);
  rows.push(['FCP ≤ 1.5 s', slowFcp ? `worst ${sec(slowFcp.fcp.median)} (${slowFcp.path})` : '–', status(slowFcp && slowFcp.fcp.median <= LH.fcp)]);
  const by = s.bytes?.data;
  const home = by?.routes.find((x) => x.key === 'home');
  const others = by?.routes.filter((x) => x.key !== 'home') ?? [];
  const biggest = others.length ? others.reduce((a, b) => (b.total.gzip > a.total.gzip ? b : a)) : undefined;
  rows.push([`home initial JS ≤ ${budgetKb(BUDGETS.homeInitialGzip)} KB gzip`, home ? `${kib(home.total.gzip)} KB` : '–', status(home && home.total.gzip <= BUDGETS.homeInitialGzip)]);
  const studio = by?.routes.find((x) => x.key === 'bundle-studio');
  rows.push([`/bundle-studio initial JS ≤ ${budgetKb(BUDGETS.bundleStudioInitialGzip)} KB gzip`, studio ? `${kib(studio.total.gzip)} KB` : '–', status(studio && studio.total.gzip <= BUDGETS.bundleStudioInitialGzip)]);
  const designer = by?.routes.find((x) => x.key === 'design-apparel');
  if (designer) rows.push([`/design-apparel initial JS ≤ ${budgetKb(BUDGETS.designerInitialGzip)} KB gzip`, `${kib(designer.total.gzip)} KB`, status(designer.total.gzip <= BUDGETS.designerInitialGzip)]);
  const support = by?.routes.filter((x) => ['faqs', 'contact-us', 'return-policy', 'terms-of-service', 'privacy-policy'].includes(x.key)) ?? [];
  if (support.length > 0) {
    const largest = Math.max(...support.map((x) => x.total.gzip));
    rows.push([`support pages initial JS ≤ ${budgetKb(BUDGETS.supportInitialGzip)} KB gzip (largest)`, `${kib(largest)} KB`, status(largest <= BUDGETS.supportInitialGzip)]);
  }
  rows.push([`no route above ${budgetKb(BUDGETS.routeGzip)} KB gzip`, biggest ? `largest ${kib(biggest.total.gzip)} KB (${biggest.path})` : '–', status(biggest && biggest.total.gzip <= BUDGETS.routeGzip)]);
  const singletonsOk = by ? by.routes.every((x) => x.singletons.every((y) => y.ok)) : undefined;
  rows.push(['React and the other singletons loaded once', by ? (singletonsOk ? 'once on every page' : 'see the JS table') : '–', status(singletonsOk)]);
  const worstHops = by?.routes.length ? by.routes.reduce((a, b) => ((b.hops?.length ?? 0) > (a.hops?.length ?? 0) ? b : a)) : undefined;
  rows.push([
    'at most 3 sequential hops before a remote renders',
    worstHops?.hops ? `worst ${worstHops.hops.length} (${worstHops.path}); timing-dependent, see the JS section` : '–',
    status(worstHops?.hops ? worstHops.hops.length <= 3 : undefined),
  ]);
  const it = s.interaction?.data?.results ?? [];
  for (const key of ['add-to-cart', 'variant-change', 'filter-change'] as const) {
    const x = it.find((y) => y.key === key);
    rows.push([`${key} p75 ≤ 100 ms (4× CPU)`, x?.p75 !== undefined ? ms(x.p75) : x?.skipped ?? '–', status(x?.p75 !== undefined ? x.p75 <= INTERACTION_TARGET_MS : undefined)]);
  }
  const ld = s.load?.data;
  const cachedRuns = ld?.scenarios.filter((x) => x.target === 'gateway-cached') ?? [];
  if (cachedRuns.length) {
    const minRps = Math.min(...cachedRuns.map((x) => x.rps.median));
    const maxP99 = Math.max(...cachedRuns.map((x) => x.p99.median));
    const errs = cachedRuns.reduce((a, x) => a + x.errors + x.non2xx, 0);
    rows.push(['cached ≥ 2,000 req/s, p99 < 50 ms, 0 errors (50 conn.)', `${int(minRps)} req/s, p99 ${ms(maxP99)}, ${errs} errors`, status(minRps >= LOAD_TARGETS.cachedRps && maxP99 < LOAD_TARGETS.cachedP99 && errs === 0)]);
    const ratios = [ld!.uncachedRatio.product.median, ld!.uncachedRatio.list.median];
    rows.push(['uncached gateway ≥ 0.6 × direct', ratios.map(two).join(' / '), status(Math.min(...ratios) >= LOAD_TARGETS.uncachedRatio)]);
  } else {
    rows.push(['cached ≥ 2,000 req/s, p99 < 50 ms, 0 errors (50 conn.)', '–', status(undefined)]);
    rows.push(['uncached gateway ≥ 0.6 × direct', '–', status(undefined)]);
  }
  const big = s.scale?.data?.rows.find((x) => x.products >= 100_000);
  rows.push(['100k products: p95 ≤ 20 ms', big ? ms(big.latency.p95) : '–', status(big && big.latency.p95 <= SCALE_TARGETS.p95At100k)]);
  rows.push(['100k products: memory ≤ 600 MB', big ? `${int(big.peakRssMb)} MB peak` : '–', status(big && big.peakRssMb <= SCALE_TARGETS.memoryMb)]);
  const listingRows = (s.scale?.data?.rows ?? []).filter((x) => x.listing);
  // Both listing pages of every size: the category page (when measured) and the filtered one.
  const listings = listingRows.flatMap((x) => [x.listing!, ...(x.categoryListing ? [x.categoryListing] : [])]);
  const largest = listings.length ? Math.max(...listings.map((m) => m.htmlBytes)) : undefined;
  const slowest = listings.length ? Math.max(...listings.map((m) => m.renderMs.median)) : undefined;
  rows.push([
    `the scale step's listing pages (category and filtered) ≤ ${SCALE_TARGETS.listingKb} KB HTML (data included), server-rendered, at every catalogue size`,
    largest !== undefined ? `largest ${int(largest / 1024)} KB (${listingRows.map((x) => int(x.products)).join(' / ')} products)` : '–',
    status(largest !== undefined ? largest <= SCALE_TARGETS.listingKb * 1024 && listings.every((m) => m.serverRendered) : undefined),
  ]);
  rows.push([
    `the scale step's listing pages: server render ≤ ${SCALE_TARGETS.listingRenderMs} ms (median) at every catalogue size`,
    slowest !== undefined ? `slowest ${ms(slowest)}; see the scale section` : '–',
    status(slowest !== undefined ? slowest <= SCALE_TARGETS.listingRenderMs : undefined),
  ]);
  const co = s.checkout?.data?.rows ?? [];
  rows.push([
    'checkout: 20 shoppers, 0 oversells, 0 duplicates (PGlite, PostgreSQL)',
    co.length ? co.map((x) => `${x.engine} ${one(x.ordersPerSecond)} orders/s, ${x.oversells} oversells, ${x.duplicates} duplicates`).join('; ') : '–',
    status(co.length ? co.every((x) => x.oversells === 0 && x.duplicates === 0 && x.badReplays === 0) : undefined),
  ]);
  return table(['target', 'now', 'status'], rows);
}

const SECTIONS: Record<'summary' | StepName, (res: BenchResults) => string> = {
  summary,
  bytes: (res) => bytes(res.steps.bytes),
  lighthouse: (res) => lighthouse(res.steps.lighthouse),
  interaction: (res) => interaction(res.steps.interaction),
  load: (res) => load(res.steps.load),
  pages: (res) => pages(res.steps.pages),
  scale: (res) => scale(res.steps.scale),
  checkout: (res) => checkout(res.steps.checkout),
  replicas: (res) => replicas(res.steps.replicas),
};

/** Rewrites what lies between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->`; prose outside stays. */
export function rewriteBenchmarks(file: string, res: BenchResults, only: Array<'summary' | StepName>): void {
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  for (const name of only) {
    const start = `<!-- bench:${name}:start -->`;
    const end = `<!-- bench:${name}:end -->`;
    const body = `${start}\n${SECTIONS[name](res)}\n${end}`;
    const i = text.indexOf(start);
    const j = text.indexOf(end);
    text = i >= 0 && j > i ? text.slice(0, i) + body + text.slice(j + end.length) : `${text.trimEnd()}\n\n## ${name}\n\n${body}\n`;
  }
  writeFileSync(file, text);
}
