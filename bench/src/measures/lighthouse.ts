import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchChrome, type ChromeProcess } from '../lib/chrome-process';
import { slowPageLoads, type SlowPage } from '../lib/slow-page';
import { log } from '../lib/log';
import { TMP_DIR } from '../lib/paths';
import { spread, type Spread } from '../lib/stats';
import type { BenchRoute } from '../routes';
import { startNoScriptCopy } from './no-script-copy';

export interface LighthouseRun {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  si: number;
  tti: number;
  requests: number;
  transferBytes: number;
  lcpElement?: string;
  longestChain?: { length: number; duration: number; transferSize: number };
  /** Main-thread time per script (Lighthouse's bootup-time), largest first. */
  bootup?: Array<{ url: string; ms: number }>;
  /** All main-thread work of the page load (Lighthouse's mainthread-work-breakdown), ms at the simulated CPU. */
  mainThread: number;
  /** Lighthouse's measure of the host's speed at that run (higher is faster). */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated (Lighthouse's configSettings: 4 by default). */
  cpuMultiplier: number;
  /** With `slowHostBy: 'throttle'`, how many times slower the page's CPU really ran while it loaded. */
  cpuThrottle?: number;
  /** The host's 1-minute load average as the run started. */
  loadAverage: number;
  error?: string;
}

/** The no-script copy's runs of a page, beside the shop's own in the same sitting (one each, alternating). */
export interface ReferenceRuns {
  runs: LighthouseRun[];
  score: Spread;
  tbt: Spread;
  mainThread: Spread;
  /** The shop's main-thread work minus the copy's, run by run: what the page's scripts cost. */
  scriptCost: Spread;
  /** The shop's main-thread work ÷ the copy's, run by run: the same, as a ratio that cancels the host's speed. */
  ratio: Spread;
}

export interface LighthouseRoute {
  key: string;
  label: string;
  path: string;
  runs: LighthouseRun[];
  score: Spread;
  lcp: Spread;
  tbt: Spread;
  cls: Spread;
  fcp: Spread;
  si: Spread;
  mainThread: Spread;
  /** Diagnostics of the run whose score is the median. */
  medianRun?: LighthouseRun;
  /** The same page with every script removed, measured between the shop's runs. */
  reference?: ReferenceRuns;
}

export interface LighthouseResult {
  settings: string;
  lighthouseVersion: string;
  chromeVersion: string;
  /** The host as the runs saw it: Lighthouse's benchmarkIndex and the load average, over every run of the step. */
  host: { benchmarkIndex: Spread; loadAverage: Spread };
  routes: LighthouseRoute[];
}

export const TARGETS = { score: 95, lcp: 2000, tbt: 150, cls: 0.05, fcp: 1500 };

/**
 * How a fast host is made to judge as a slower one would. 'simulate': Lighthouse's simulated slowdown
 * grows from 4× to cpuMultiplierFor (every task of the trace is stretched, a 5 ms slice of a yielding
 * render as much as one long evaluation). 'throttle': the page's CPU really runs host ÷ emulated times
 * slower while it loads and Lighthouse keeps its 4×: the trace is the one a slow host would record, where
 * code that yields on the clock yields as often as it does there.
 */
export type SlowHostBy = 'simulate' | 'throttle';

/** Lighthouse's mobile preset slows the CPU 4× whatever the host. */
const PRESET_CPU_MULTIPLIER = 4;

/**
 * The CPU slowdown that makes this host simulate the device a host of `emulatedIndex` simulates at the
 * preset's 4×: the simulated device is the host's speed over the multiplier, and benchmarkIndex is
 * proportional to the host's speed, so a host twice as fast needs twice the slowdown. (Lighthouse's own
 * throttling calculator calibrates in the same proportion: about +1× per 233 above 1,300.) Never below 1:
 * a host slower than the one emulated cannot be made faster.
 */
export function cpuMultiplierFor(hostIndex: number, emulatedIndex: number): number {
  if (!(hostIndex > 0) || !(emulatedIndex > 0)) throw new Error(`benchmarkIndex must be positive (host ${hostIndex}, emulated ${emulatedIndex})`);
  return Math.max(1, Math.round(((PRESET_CPU_MULTIPLIER * hostIndex) / emulatedIndex) * 100) / 100);
}

/**
 * How much slower the page's own CPU runs for `slowHostBy: 'throttle'`: this host's speed over the emulated
 * one (Lighthouse then adds its preset 4×, as on that host). Never below 1, as cpuMultiplierFor.
 */
export function cpuThrottleFor(hostIndex: number, emulatedIndex: number): number {
  cpuMultiplierFor(hostIndex, emulatedIndex); // the same checks of the indexes
  return Math.max(1, Math.round((hostIndex / emulatedIndex) * 100) / 100);
}

// Lighthouse's detail objects are loosely typed JSON.
type Json = Record<string, unknown>;

function findSnippet(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Json;
  if (v.type === 'node' && typeof v.snippet === 'string') return v.snippet.slice(0, 160);
  for (const child of Object.values(v)) {
    const found = findSnippet(child);
    if (found) return found;
  }
  return undefined;
}

interface ChainNode {
  url: string;
  navStartToEndTime: number;
  transferSize: number;
  children?: Record<string, ChainNode>;
}

/** The longest chain of Lighthouse's network dependency tree: how many requests wait on each other. */
function longestChain(details: unknown): LighthouseRun['longestChain'] | undefined {
  const items = (details as { items?: Array<{ value?: { type?: string; chains?: Record<string, ChainNode> } }> } | undefined)?.items ?? [];
  const tree = items.find((i) => i.value?.type === 'network-tree')?.value?.chains;
  if (!tree) return undefined;
  let best = { length: 0, duration: 0, transferSize: 0 };
  const walk = (node: ChainNode, depth: number, bytes: number) => {
    const kids = Object.values(node.children ?? {});
    if (!kids.length && (node.navStartToEndTime > best.duration || depth > best.length)) {
      if (node.navStartToEndTime >= best.duration) best = { length: depth, duration: node.navStartToEndTime, transferSize: bytes + node.transferSize };
    }
    for (const k of kids) walk(k, depth + 1, bytes + node.transferSize);
  };
  for (const root of Object.values(tree)) walk(root, 1, 0);
  return best.length ? best : undefined;
}

function readRun(lhr: Json): LighthouseRun {
  const audits = lhr.audits as Record<string, { numericValue?: number; details?: Json }>;
  const num = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const chain = longestChain(audits['network-dependency-tree-insight']?.details ?? audits['critical-request-chains']?.details);
  const requests = (audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
  const perf = (lhr.categories as Record<string, { score: number | null }>).performance;
  const runtimeError = lhr.runtimeError as { code?: string; message?: string } | undefined;
  return {
    score: perf?.score === null || perf?.score === undefined ? Number.NaN : Math.round(perf.score * 100),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcp: num('first-contentful-paint'),
    si: num('speed-index'),
    tti: num('interactive'),
    requests,
    transferBytes: num('total-byte-weight'),
    lcpElement: findSnippet(audits['lcp-breakdown-insight']?.details ?? audits['largest-contentful-paint-element']?.details),
    ...(chain ? { longestChain: chain } : {}),
    bootup: ((audits['bootup-time']?.details as { items?: Array<{ url: string; total: number }> } | undefined)?.items ?? [])
      .slice(0, 4)
      .map((i) => ({ url: i.url.replace(/^https?:\/\/[^/]+/, ''), ms: Math.round(i.total) })),
    mainThread: num('mainthread-work-breakdown'),
    benchmarkIndex: Number((lhr.environment as Json | undefined)?.benchmarkIndex ?? Number.NaN),
    cpuMultiplier: Number(((lhr.configSettings as Json | undefined)?.throttling as Json | undefined)?.cpuSlowdownMultiplier ?? Number.NaN),
    loadAverage: Number.NaN,
    ...(runtimeError?.code ? { error: `${runtimeError.code}: ${runtimeError.message ?? ''}` } : {}),
  };
}

/** Writes the route's localStorage through Playwright on the same browser Lighthouse will drive. */
export async function seedStorage(port: number, origin: string, storage: NonNullable<BenchRoute['storage']>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    // A tiny JSON page of the shop's origin: nothing of the shop itself enters the cache.
    await page.goto(`${origin}/healthz`);
    await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), storage);
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser and its default profile stay for Lighthouse
  }
}

/**
 * Lighthouse's errors that say its recording of the load failed (the trace had no navigation start, the
 * protocol timed out), not that the page did: a run with one of them is made again, once, so a page's
 * median comes from the runs asked for. A page that paints nothing (NO_FCP) or answers an error keeps its
 * failed run.
 */
const RECORDING_FAULTS = ['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'PROTOCOL_TIMEOUT', 'NO_DCL'];

/** Whether a run failed in Lighthouse's recording rather than in the page (RECORDING_FAULTS). */
export function failedInRecording(run: Pick<LighthouseRun, 'error'>): boolean {
  return RECORDING_FAULTS.some((code) => run.error?.startsWith(`${code}:`) ?? false);
}

const FAILED_RUN = { score: Number.NaN, lcp: Number.NaN, tbt: Number.NaN, cls: Number.NaN, fcp: Number.NaN, si: Number.NaN, tti: Number.NaN, requests: 0, transferBytes: 0, mainThread: Number.NaN, benchmarkIndex: Number.NaN, cpuMultiplier: Number.NaN };

/**
 * Lighthouse's mobile preset (default config: Moto G Power, simulated slow 4G and 4× CPU) on each
 * route, `runs` times, strictly one at a time, each in a fresh browser profile: a first visit with an
 * empty cache, the intro splash included. Storage reset is off so the seeded cart survives; the
 * fresh profile already gives the empty cache that reset would. With `reference`, each run of the shop
 * is followed by one of the same page's no-script copy (no-script-copy.ts), so every table can say what
 * the scripts cost as a difference measured on the same host in the same minute.
 *
 * With `asHostIndex`, every run simulates the device that a host of that benchmarkIndex simulates at
 * 4× (cpuMultiplierFor), from the benchmarkIndex of the run before (a first run of the first route
 * calibrates and is not counted): a fast host then judges a page as the slow host would, however the
 * host's speed drifts during the step.
 */
export async function measureLighthouse(
  origin: string,
  routes: BenchRoute[],
  opts: { runs: number; port: number; reference?: boolean; asHostIndex?: number; slowHostBy?: SlowHostBy; hostIndex?: number },
): Promise<LighthouseResult> {
  const { default: lighthouse } = await import('lighthouse');
  const reportDir = path.join(TMP_DIR, 'lighthouse');
  mkdirSync(reportDir, { recursive: true });
  let lighthouseVersion = '';
  let chromeVersion = '';
  const copy = opts.reference ? await startNoScriptCopy(origin) : null;

  // The host's speed as the last run measured it: what the next run's slowdown is computed from.
  // A caller measuring in several calls (build-ab) passes the last one it saw: no calibration run then.
  let lastIndex = opts.hostIndex ?? Number.NaN;
  const runOnce = async (route: BenchRoute, at: string, name: string): Promise<LighthouseRun> => {
    let chrome: ChromeProcess | null = null;
    const loadAverage = os.loadavg()[0]!;
    const emulating = opts.asHostIndex !== undefined && Number.isFinite(lastIndex);
    const byThrottle = emulating && opts.slowHostBy === 'throttle';
    // 'throttle': Lighthouse keeps its 4×; the page itself runs as slowly as on the emulated host.
    const cpuSlowdownMultiplier = emulating && !byThrottle ? cpuMultiplierFor(lastIndex, opts.asHostIndex!) : undefined;
    const cpuThrottle = byThrottle ? cpuThrottleFor(lastIndex, opts.asHostIndex!) : undefined;
    let slow: SlowPage | null = null;
    try {
      // A new profile folder per run: a first visit with an empty cache and storage.
      chrome = await launchChrome(opts.port, path.join(TMP_DIR, `lh-profile-${name}`));
      if (route.storage) await seedStorage(opts.port, at, route.storage);
      if (cpuThrottle) slow = await slowPageLoads(opts.port, at + route.path, cpuThrottle);
      const result = await lighthouse(at + route.path, {
        port: opts.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        // Merged into the preset's throttling: only the CPU's slowdown changes.
        ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } as never } : {}),
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const lhr = result.lhr as unknown as Json;
      lighthouseVersion = String(lhr.lighthouseVersion ?? '');
      chromeVersion = String((lhr.environment as Json | undefined)?.hostUserAgent ?? '').match(/Chrome\/[\d.]+/)?.[0] ?? '';
      writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
      if (slow && !slow.applied()) throw new Error('the page loaded before its CPU could be slowed');
      const run = { ...readRun(lhr), loadAverage, ...(cpuThrottle ? { cpuThrottle } : {}) };
      if (Number.isFinite(run.benchmarkIndex)) lastIndex = run.benchmarkIndex;
      log(`lighthouse ${name} ${route.path}: score ${run.score}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}, main thread ${Math.round(run.mainThread)} ms, benchmarkIndex ${Math.round(run.benchmarkIndex)}, CPU ${run.cpuMultiplier}×${run.cpuThrottle ? ` on a page throttled ${run.cpuThrottle}×` : ''}, load ${loadAverage.toFixed(2)}${run.error ? ` (${run.error})` : ''}`);
      return run;
    } catch (err) {
      log(`lighthouse ${name} ${route.path} failed: ${(err as Error).message}`);
      return { ...FAILED_RUN, loadAverage, error: (err as Error).message };
    } finally {
      await slow?.close().catch(() => undefined);
      await chrome?.stop();
    }
  };

  const runAgainOnFault = async (route: BenchRoute, at: string, name: string): Promise<LighthouseRun> => {
    const run = await runOnce(route, at, name);
    if (!failedInRecording(run)) return run;
    log(`lighthouse ${name}: Lighthouse's recording failed (${run.error?.split(':')[0]}), running it again`);
    return runOnce(route, at, `${name}-again`);
  };

  const out: LighthouseRoute[] = [];
  const every: LighthouseRun[] = [];
  try {
    if (opts.asHostIndex && !Number.isFinite(lastIndex) && routes[0]) await runOnce(routes[0], origin, `${routes[0].key}-calibration`);
    for (const route of routes) {
      const runs: LighthouseRun[] = [];
      const refRuns: LighthouseRun[] = [];
      for (let i = 1; i <= opts.runs; i++) {
        runs.push(await runAgainOnFault(route, origin, `${route.key}-${i}`));
        if (copy) refRuns.push(await runAgainOnFault(route, copy.origin, `${route.key}-no-script-${i}`));
      }
      every.push(...runs, ...refRuns);
      const ok = runs.filter((r) => Number.isFinite(r.score));
      const byScore = [...ok].sort((a, b) => a.score - b.score || a.lcp - b.lcp);
      out.push({
        key: route.key,
        label: route.label,
        path: route.path,
        runs,
        score: spread(ok.map((r) => r.score)),
        lcp: spread(ok.map((r) => r.lcp)),
        tbt: spread(ok.map((r) => r.tbt)),
        cls: spread(ok.map((r) => r.cls)),
        fcp: spread(ok.map((r) => r.fcp)),
        si: spread(ok.map((r) => r.si)),
        mainThread: spread(ok.map((r) => r.mainThread)),
        ...(byScore.length ? { medianRun: byScore[Math.floor(byScore.length / 2)] } : {}),
        ...(copy ? { reference: referenceOf(runs, refRuns) } : {}),
      });
    }
  } finally {
    await copy?.close();
  }
  return {
    settings: opts.asHostIndex && opts.slowHostBy === 'throttle'
      ? `Lighthouse default (mobile) config (formFactor mobile, throttlingMethod simulate: 150 ms RTT, 1.6 Mbps, 4x CPU) on a page whose CPU Chrome slowed while it loaded as a host of benchmarkIndex ${opts.asHostIndex} is (the previous run's benchmarkIndex ÷ ${opts.asHostIndex}, one calibration run first); performance category only; fresh profile per run`
      : opts.asHostIndex
      ? `Lighthouse default (mobile) config, but the CPU slowed as a host of benchmarkIndex ${opts.asHostIndex} is at 4x (4 × the previous run's benchmarkIndex ÷ ${opts.asHostIndex}, one calibration run first): formFactor mobile, throttlingMethod simulate (150 ms RTT, 1.6 Mbps); performance category only; fresh profile per run`
      : 'Lighthouse default (mobile) config: formFactor mobile, throttlingMethod simulate (150 ms RTT, 1.6 Mbps, 4x CPU); performance category only; fresh profile per run',
    lighthouseVersion,
    chromeVersion,
    host: { benchmarkIndex: spread(every.map((r) => r.benchmarkIndex)), loadAverage: spread(every.map((r) => r.loadAverage)) },
    routes: out,
  };
}

/** The copy's runs, and the shop's cost over it pair by pair (the runs of a pair are a minute apart). */
export function referenceOf(runs: LighthouseRun[], refRuns: LighthouseRun[]): ReferenceRuns {
  const pairs = runs.map((run, i) => [run, refRuns[i]] as const).filter(([a, b]) => b && Number.isFinite(a.mainThread) && Number.isFinite(b.mainThread));
  const ok = refRuns.filter((r) => Number.isFinite(r.score));
  return {
    runs: refRuns,
    score: spread(ok.map((r) => r.score)),
    tbt: spread(ok.map((r) => r.tbt)),
    mainThread: spread(ok.map((r) => r.mainThread)),
    scriptCost: spread(pairs.map(([a, b]) => a.mainThread - b!.mainThread)),
    ratio: spread(pairs.map(([a, b]) => a.mainThread / b!.mainThread)),
  };
}
