/**
 * What the main thread does in each long task of a page load (the tasks Lighthouse's TBT counts):
 * Debian chromium at 4× CPU throttling, a trace for the tasks and their events (layout, script
 * evaluation, …) and a sampled CPU profile for the JavaScript inside each, self time and the entry
 * stacks. For finding work to cut or split, not for figures (those come from `pnpm bench`).
 *   pnpm --filter bench exec tsx src/experiments/long-tasks.ts <shop origin> [path] [localStorage key] [value]
 * The shop must be running (`npm start`, or the gateway alone); the intro splash is skipped by its cookie.
 * LONG_TASKS_INVALIDATIONS=1 also traces what made each task restyle or lay out (Chrome's invalidation
 * tracking): how a full-page restyle on hydration was found (server-style-marks in @tjb/ui).
 * Each task shows its thread CPU time beside its wall time, and the time it waited on the browser
 * process for fonts: on Linux a renderer asks the browser (and fontconfig) synchronously for each font
 * family and strike it first uses, and on a busy two-core host most of the first layout is that wait.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { TMP_DIR } from '../lib/paths';

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string; data?: { url?: string; reason?: string; nodeName?: string } } }
interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }

// LONG_TASKS_RATE=1 runs unthrottled and scales every figure by 4, as Lighthouse's simulated
// throttling (Lantern) does with the tasks it observes: the tasks TBT counts are those over 12.5 ms.
// LONG_TASKS_AS sets that factor (4 by default; `bench --as-host-index` reports the one a slower host needs).
const RATE = Number(process.env.LONG_TASKS_RATE ?? 4);
const SCALE = Number(process.env.LONG_TASKS_AS ?? 4) / RATE;
const LONG_TASK_US = 50_000 / SCALE;
const SAMPLE_US = 100;

async function main() {
  const [origin = 'http://127.0.0.1:8080', pagePath = '/', storageKey, storageValue] = process.argv.slice(2);
  const traceFile = path.join(TMP_DIR, 'long-tasks-trace.json');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies([{ name: 'tjb_splash', value: 'seen', url: origin }]);
  if (storageKey && storageValue) await context.addInitScript(([k, v]) => localStorage.setItem(k!, v!), [storageKey, storageValue]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLE_US });
  const invalidations = process.env.LONG_TASKS_INVALIDATIONS === '1';
  const categories = ['devtools.timeline', 'toplevel', 'disabled-by-default-devtools.timeline', 'fonts'];
  if (invalidations) categories.push('disabled-by-default-devtools.timeline.invalidationTracking');
  await browser.startTracing(page, { path: traceFile, categories });
  await cdp.send('Profiler.start');
  await page.goto(origin + pagePath);
  await page.waitForSelector('main [data-mfe][data-live]', { timeout: 30_000 });
  // Long enough by default for the work that waits for the page to settle (deferred sections, warming).
  await page.waitForTimeout(Number(process.env.LONG_TASKS_WAIT_MS ?? 5000));
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] } };
  await browser.stopTracing();
  await browser.close();

  const raw = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = (e: TraceEvent) => mains.has(`${e.pid}:${e.tid}`);
  const tasks = events.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && (e.dur ?? 0) > LONG_TASK_US && onMain(e));
  const start = events.find((e) => e.name === 'navigationStart' && onMain(e))?.ts ?? tasks[0]?.ts ?? 0;

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let at = profile.startTime;
  const samples = profile.samples.map((id, i) => ({ id, ts: (at += profile.timeDeltas[i] ?? 0) }));
  const label = (id: number) => {
    const f = nodes.get(id)!.callFrame;
    return `${f.functionName || '(anonymous)'} ${f.url ? `${f.url.split('/').pop()?.split('?')[0]}:${f.lineNumber + 1}` : ''}`.trim();
  };
  const ms = (us: number) => ((us * SCALE) / 1000).toFixed(0);
  const top = (m: Map<string, number>, n: number, unit: number) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `      ${((v * SCALE) / unit).toFixed(1)} ms  ${k}`).join('\n');

  const invalidationEvents = events.filter((e) => onMain(e) && /InvalidationTracking$/.test(e.name));
  // The renderer's synchronous font requests to the browser process (family matches and render styles).
  const fontRequests = events.filter((e) => onMain(e) && /^(WebSandboxSupportLinux::|FontDataManager::onMatchFamilyStyle)/.test(e.name));
  let previousEnd = start;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const reasons = new Map<string, number>();
    for (const e of invalidationEvents) {
      if (e.ts < previousEnd || e.ts > end) continue;
      const d = (e.args?.data ?? {}) as { reason?: string; nodeName?: string };
      const key = `${e.name.replace('InvalidationTracking', '')}: ${d.reason ?? ''} ${(d.nodeName ?? '').slice(0, 40)}`;
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
    previousEnd = end;
    const inside = events.filter((e) => e.ph === 'X' && e !== task && onMain(e) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 2000 && !/RunTask|mojo/i.test(e.name));
    const byEvent = new Map<string, number>();
    for (const e of inside) {
      const name = e.name + (e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()?.split('?')[0]}` : '');
      byEvent.set(name, (byEvent.get(name) ?? 0) + (e.dur ?? 0));
    }
    const self = new Map<string, number>();
    const stacks = new Map<string, number>();
    for (const s of samples) {
      if (s.ts < task.ts || s.ts > end) continue;
      self.set(label(s.id), (self.get(label(s.id)) ?? 0) + SAMPLE_US);
      const chain: number[] = [];
      for (let id: number | undefined = s.id; id !== undefined; id = parent.get(id)) chain.push(id);
      const js = chain.reverse().filter((id) => nodes.get(id)!.callFrame.url).slice(0, 5).map(label).join(' > ');
      if (js) stacks.set(js, (stacks.get(js) ?? 0) + SAMPLE_US);
    }
    const fonts = fontRequests.filter((e) => e.ts >= task.ts && e.ts <= end);
    const fontWait = fonts.reduce((sum, e) => sum + (e.dur ?? 0), 0);
    const cpu = task.tdur === undefined ? '' : `, thread CPU ${ms(task.tdur)} ms`;
    const fontNote = fonts.length ? `, ${fonts.length} font requests to the browser ${ms(fontWait)} ms` : '';
    console.log(`task at ${ms(task.ts - start)} ms: ${ms(task.dur ?? 0)} ms${cpu}${fontNote}`);
    if (byEvent.size) console.log(`   events (nested ones counted in their parents too):\n${top(byEvent, 6, 1000)}`);
    if (self.size) console.log(`   self time:\n${top(self, 6, 1000)}`);
    if (stacks.size) console.log(`   entry stacks:\n${top(stacks, 4, 1000)}`);
    const counted = [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, n]) => `      ${n} × ${k}`);
    if (counted.length) console.log(`   invalidated since the previous long task:\n${counted.join('\n')}`);
  }
  // TBT's sum, over the whole load (Lighthouse counts only from first paint to interactive).
  const blocking = tasks.reduce((sum, t) => sum + (t.dur ?? 0) - LONG_TASK_US, 0);
  console.log(`${tasks.length} long tasks, blocking ${ms(blocking)} ms in all${SCALE === 1 ? '' : ` (unthrottled × ${SCALE})`}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
