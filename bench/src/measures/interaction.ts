import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { SPLASH_COOKIE } from '@tjb/shop-contracts';
import { STORAGE_KEYS } from '@tjb/cart-bus';
import { playwrightLaunchOptions } from '../lib/chromium';
import { log } from '../lib/log';
import { cpuMultiplierFor } from './lighthouse';
import { percentile, spread, type Spread } from '../lib/stats';
import { MOBILE_CONTEXT, waitForRoute } from './bytes/record';
import type { BenchRoute } from '../routes';

export type InteractionKey = 'add-to-cart' | 'variant-change' | 'filter-change';

export interface InteractionSample {
  /** This interaction's latency: the longest Event Timing entry of its interactionId (INP's definition). */
  latency: number;
  /** web-vitals' INP for the page after the interaction(s). */
  inp?: number;
  inputDelay?: number;
  processingDuration?: number;
  presentationDelay?: number;
  target?: string;
  /** With `asHostIndex`: Lighthouse's benchmarkIndex measured in the sample's own tab just before it, and the CPU throttling rate that gave. */
  benchmarkIndex?: number;
  cpuRate?: number;
}

export interface InteractionResult {
  key: InteractionKey;
  label: string;
  path: string;
  control: string;
  samples: InteractionSample[];
  p75?: number;
  latency?: Spread;
  inpP75?: number;
  /** Samples whose tap changed nothing on the page (missed its control), left out of the figures. */
  missed?: number;
  /** With `asHostIndex`: the host's benchmarkIndex and the CPU throttling rate over the samples. */
  host?: { benchmarkIndex: Spread; cpuRate: Spread };
  /** Why it was not measured (a control the page does not have yet, say). */
  skipped?: string;
}

export const INTERACTION_TARGET_MS = 100;

// The IIFE build defines a global `webVitals`; it is not in the package's exports map, so find it beside the CJS build.
const webVitalsSource = () =>
  readFileSync(path.join(path.dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'), 'utf8');

/**
 * Runs in the page before any of its scripts: web-vitals' onINP (attribution build) for the page-level
 * INP, and the same Event Timing grouping it uses kept per interaction, so the one interaction the
 * bench performs can be read even when an earlier one (opening a drawer) was slower. Kept as plain
 * source text: a compiled function's toString() may call helpers that do not exist in the page.
 */
const PROBES = `
window.__bench = { interactions: new Map(), order: [] };
webVitals.onINP(function (metric) { window.__bench.inp = metric; }, { reportAllChanges: true, durationThreshold: 0 });
new PerformanceObserver(function (list) {
  for (const entry of list.getEntries()) {
    if (!entry.interactionId) continue;
    const b = window.__bench;
    if (!b.interactions.has(entry.interactionId)) b.order.push(entry.interactionId);
    b.interactions.set(entry.interactionId, Math.max(b.interactions.get(entry.interactionId) || 0, entry.duration));
  }
}).observe({ type: 'event', buffered: true, durationThreshold: 16 });
`;

async function idle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: 3000 }) : setTimeout(resolve, 500))),
  );
}

/** Two animation frames in the page: what has changed has been laid out and painted. */
async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Two frames after the interaction: its presentation has happened and its entries are delivered. */
async function afterNextPaint(page: Page): Promise<void> {
  await twoFrames(page);
  await page.waitForTimeout(300);
}

/**
 * Lighthouse's own benchmark (the function its runs evaluate in the page), run in `page` unthrottled.
 * Lighthouse is an ES module, which jest's CommonJS runtime cannot load: tests give cpuRateFor their own.
 */
export async function benchmarkIndexIn(page: Page): Promise<number> {
  const { pageFunctions } = (await import('lighthouse/core/lib/page-functions.js')) as { pageFunctions: { computeBenchmarkIndex: () => number } };
  return page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`) as Promise<number>;
}

/**
 * The CPU throttling rate of one sample: the preset 4×, or with `asHostIndex` the rate at which this host
 * runs as a host of that benchmarkIndex does at 4× (Lighthouse's proportion, cpuMultiplierFor), from the
 * benchmarkIndex measured in the sample's tab just before it, so a drifting host is followed sample by sample.
 */
export async function cpuRateFor(page: Page, asHostIndex?: number, measure = benchmarkIndexIn): Promise<{ rate: number; benchmarkIndex?: number }> {
  if (asHostIndex === undefined) return { rate: 4 };
  const benchmarkIndex = await measure(page);
  return { rate: cpuMultiplierFor(benchmarkIndex, asHostIndex), benchmarkIndex };
}

/** Where the page wants the pointer: the centre of a control, scrolled into view. */
interface Point { x: number; y: number }

/**
 * Finds a control in the page's own world and scrolls it to the middle of the screen at once, so the
 * tap that follows needs nothing of the harness in the page: Playwright's actions install listeners
 * of their own (its hit-target checks on mousemove, pointerdown, mousedown, click, …) for the span of
 * the action, and they ran inside the very events being timed (~15–25 ms of a 100 ms interaction at
 * 9× throttling). Plain source text, as PROBES is. `kind` is a control of SCENARIOS or the filter
 * drawer's opener; a checkbox drawn by its label is tapped on its label, as a shopper would.
 */
const POINT_OF = `(function (kind, sample) {
  var main = document.querySelector('main');
  if (!main) return null;
  function usable(el) {
    var r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.disabled;
  }
  function first(list) { for (var i = 0; i < list.length; i++) if (usable(list[i])) return list[i]; return null; }
  function named(list, pattern) {
    return Array.prototype.filter.call(list, function (el) { return pattern.test(el.getAttribute('aria-label') || el.textContent || ''); });
  }
  function nthBox(scope) {
    var boxes = scope ? scope.querySelectorAll('input[type="checkbox"]') : [];
    if (!boxes.length) return null;
    var box = boxes[sample % Math.min(boxes.length, 4)];
    return usable(box) ? box : (box.labels && box.labels[0]) || box.closest('label') || box;
  }
  var el = null;
  if (kind === 'add-to-cart') el = first(named(main.querySelectorAll('button'), /add to cart/i));
  else if (kind === 'variant-change') el = first(main.querySelectorAll('[role="group"] button[aria-pressed="false"]')) || first(main.querySelectorAll('select'));
  else if (kind === 'filter-inline') el = first(main.querySelectorAll('input[type="checkbox"]')) ? nthBox(main) : null;
  else if (kind === 'filter-opener') el = first(named(main.querySelectorAll('button[aria-haspopup="dialog"]'), /filter/i));
  else if (kind === 'filter-drawer') { var open = document.querySelectorAll('dialog[open]'); el = nthBox(open[open.length - 1]); }
  if (!el) return null;
  el.scrollIntoView({ block: 'center', behavior: 'instant' });
  var r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
})`;

/**
 * What an interaction changes: the address, the cart and every pressed or checked control. A tap that
 * changed none of them missed its control, and its timing is not counted.
 */
const STATE_OF = `(function () {
  var marks = Array.prototype.map.call(document.querySelectorAll('[aria-pressed="true"], [aria-checked="true"], input:checked'), function (el) {
    return el.id || el.name || (el.labels && el.labels[0] ? el.labels[0].textContent : el.textContent);
  });
  return [location.href, localStorage.getItem(${JSON.stringify(STORAGE_KEYS.cart)}) || '', marks.length, marks.join('|')].join('\\n');
})()`;

export const stateOf = (page: Page) => page.evaluate(STATE_OF) as Promise<string>;

/** Whether the page's state moves on from `before` within a few seconds (a filter lands with its results, in a transition). */
export async function changedFrom(page: Page, before: unknown, withinMs = 5000): Promise<boolean> {
  for (let waited = 0; waited <= withinMs; waited += 100) {
    if ((await stateOf(page)) !== before) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

const pointAt = (page: Page, kind: string, sample: number) => page.evaluate(`${POINT_OF}(${JSON.stringify(kind)}, ${sample})`) as Promise<Point | null>;

/**
 * The control's point once it stands still: scrolling to it may hide a header that moves what is under
 * it, and a drawer slides in. What Playwright's own actions wait for ("stable"), without its listeners.
 */
export async function pointOf(page: Page, kind: string, sample = 0): Promise<Point | null> {
  let point = await pointAt(page, kind, sample);
  for (let tries = 0; point && tries < 30; tries++) {
    await idle(page);
    await twoFrames(page);
    const next = await pointAt(page, kind, sample);
    if (next && Math.abs(next.x - point.x) < 0.5 && Math.abs(next.y - point.y) < 0.5) return next;
    point = next;
  }
  return null;
}

interface Scenario {
  key: InteractionKey;
  label: string;
  route: BenchRoute;
  control: string;
  /** Where the control is (opening whatever must be opened first); null when the page has none. */
  find(page: Page, sample: number): Promise<Point | null>;
}

export function scenarios(product: BenchRoute, category: BenchRoute): Scenario[] {
  return [
    {
      key: 'add-to-cart',
      label: 'add to cart (product page)',
      route: product,
      control: 'button named "Add to cart"',
      find: (page) => pointOf(page, 'add-to-cart'),
    },
    {
      key: 'variant-change',
      label: 'variant change (product page)',
      route: product,
      control: 'unpressed option chip in the variant picker ([role=group] button[aria-pressed=false]) or variant <select>',
      find: (page) => pointOf(page, 'variant-change'),
    },
    {
      key: 'filter-change',
      label: 'filter change (`/shop/helmets`)',
      route: category,
      control: 'filter checkbox (in the filter drawer on a phone)',
      find: async (page, sample) => {
        const inline = await pointOf(page, 'filter-inline', sample);
        if (inline) return inline;
        const opener = await pointOf(page, 'filter-opener');
        if (!opener) return null;
        await page.mouse.click(opener.x, opener.y);
        // The shop's drawers are <dialog> elements; opened, they carry the attribute.
        await page.waitForSelector('dialog[open]', { state: 'visible', timeout: 5000 }).catch(() => undefined);
        await idle(page);
        return pointOf(page, 'filter-drawer', sample);
      },
    },
  ];
}

async function measureSample(context: BrowserContext, origin: string, s: Scenario, sample: number, asHostIndex?: number): Promise<InteractionSample | 'no-control' | 'no-effect'> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const cpu = await cpuRateFor(page, asHostIndex);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu.rate });
    await page.goto(origin + s.route.path, { waitUntil: 'load' });
    await waitForRoute(page, s.route);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await idle(page);
    const control = await s.find(page, sample);
    if (!control) return 'no-control';
    const before = await page.evaluate(() => (window as unknown as { __bench: { order: number[] } }).__bench.order.length);
    const stateBefore = await stateOf(page);
    await page.mouse.click(control.x, control.y);
    await afterNextPaint(page);
    if (!(await changedFrom(page, stateBefore))) return 'no-effect';
    const read = await page.evaluate((seen) => {
      const b = (window as unknown as { __bench: { inp?: { value: number; attribution?: Record<string, unknown> }; interactions: Map<number, number>; order: number[] } }).__bench;
      const mine = b.order.slice(seen).map((id) => b.interactions.get(id) ?? 0);
      const a = b.inp?.attribution ?? {};
      return {
        latency: mine.length ? Math.max(...mine) : null,
        inp: b.inp?.value,
        inputDelay: a.inputDelay as number | undefined,
        processingDuration: a.processingDuration as number | undefined,
        presentationDelay: a.presentationDelay as number | undefined,
        target: a.interactionTarget as string | undefined,
      };
    }, before);
    // No entry at or above Event Timing's 16 ms floor: the interaction took less; count it as 16.
    return { ...read, latency: read.latency ?? 16, ...(cpu.benchmarkIndex !== undefined ? { benchmarkIndex: cpu.benchmarkIndex, cpuRate: cpu.rate } : {}) };
  } finally {
    await page.close();
  }
}

/**
 * INP-style latency of the shop's key interactions on a phone-sized page under 4× CPU throttling
 * (CDP Emulation.setCPUThrottlingRate), each sample on a freshly loaded page (warm HTTP cache, the
 * intro splash already seen this session so it does not cover the page). With `asHostIndex`, each sample
 * is throttled as a host of that benchmarkIndex would be at 4× (cpuRateFor): the slower host's figures.
 */
export async function measureInteractions(origin: string, product: BenchRoute, category: BenchRoute, opts: { samples: number; asHostIndex?: number }): Promise<InteractionResult[]> {
  const browser = await chromium.launch(playwrightLaunchOptions());
  const results: InteractionResult[] = [];
  try {
    for (const s of scenarios(product, category)) {
      const context = await browser.newContext({ ...MOBILE_CONTEXT, serviceWorkers: 'block' });
      // The intro's session cookie (so the gateway serves pages without it) and its session flag.
      await context.addCookies([{ name: SPLASH_COOKIE, value: 'seen', url: origin }]);
      await context.addInitScript({ content: `window.sessionStorage.setItem('tjb.splashSeen.v1','1');\n${webVitalsSource()}\n${PROBES}` });
      const samples: InteractionSample[] = [];
      let skipped: string | undefined;
      let missed = 0;
      try {
        for (let i = 0; i < opts.samples; i++) {
          const r = await measureSample(context, origin, s, i, opts.asHostIndex).catch((err: Error) => {
            log(`interaction ${s.key} sample ${i + 1} failed: ${err.message.split('\n')[0]}`);
            return null;
          });
          if (r === 'no-control') {
            skipped = `no ${s.control} found on the page`;
            break;
          }
          if (r === 'no-effect') {
            missed++;
            log(`interaction ${s.key} sample ${i + 1} changed nothing on the page: not counted`);
            continue;
          }
          if (r) samples.push(r);
        }
      } finally {
        await context.close();
      }
      const latencies = samples.map((x) => x.latency);
      const inps = samples.map((x) => x.inp).filter((x): x is number => typeof x === 'number');
      const indexes = samples.map((x) => x.benchmarkIndex).filter((x): x is number => typeof x === 'number');
      const rates = samples.map((x) => x.cpuRate).filter((x): x is number => typeof x === 'number');
      const host = indexes.length ? { benchmarkIndex: spread(indexes), cpuRate: spread(rates) } : undefined;
      log(`interaction ${s.key}: ${samples.length} samples, p75 ${latencies.length ? percentile(latencies, 75) : '-'} ms${host ? ` at ${host.cpuRate.median.toFixed(2)}× (benchmarkIndex ${Math.round(host.benchmarkIndex.median)})` : ''}${skipped ? ` (${skipped})` : ''}`);
      results.push({
        key: s.key,
        label: s.label,
        path: s.route.path,
        control: s.control,
        samples,
        ...(latencies.length ? { p75: percentile(latencies, 75), latency: spread(latencies) } : {}),
        ...(inps.length ? { inpP75: percentile(inps, 75) } : {}),
        ...(host ? { host } : {}),
        ...(missed ? { missed } : {}),
        ...(skipped ? { skipped } : !samples.length ? { skipped: 'every sample failed' } : {}),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
