/**
 * Where a first visit's main-thread time goes, counted as Lighthouse counts it (its own trace processing:
 * the tasks of mainthread-work-breakdown, ×4 for the simulated CPU): per group, the event names that take
 * each group's self time, the top-level tasks by size, and the time along the load in 500 ms buckets. For
 * finding the work to cut (the "other" group, which the audit does not break down, included), not for
 * figures (those come from `pnpm bench`).
 *   pnpm --filter bench exec tsx src/experiments/main-thread.ts <shop origin> [path] [runs]
 * The shop must be running (`npm start`, or the gateway alone). A first visit: fresh profile, splash on.
 * MAIN_THREAD_CDP_PORT sets chromium's debugging port (9199 by default); MAIN_THREAD_SEEN_SPLASH=1 sends the
 * splash cookie; MAIN_THREAD_SAVE=1 keeps the trace in bench/results/tmp.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChrome } from '../lib/chrome-process';
import { TMP_DIR } from '../lib/paths';

interface TaskNode {
  event: { name: string; args?: { data?: { url?: string; type?: string } } };
  selfTime: number;
  duration: number;
  startTime: number;
  parent?: TaskNode;
  children: TaskNode[];
  group: { id: string };
  attributableURLs: string[];
}

const SLOWDOWN = 4;

async function runOnce(url: string, port: number, name: string): Promise<TaskNode[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { TraceProcessor } = (await import('lighthouse/core/lib/tracehouse/trace-processor.js' as string)) as { TraceProcessor: { processTrace(t: unknown): { mainThreadEvents: unknown[]; frames: Array<{ id: string; url: string }>; timestamps: { traceEnd: number; timeOrigin: number } } } };
  const { MainThreadTasks } = (await import('lighthouse/core/lib/tracehouse/main-thread-tasks.js' as string)) as { MainThreadTasks: { getMainThreadTasks(e: unknown[], f: unknown[], end: number, start?: number): TaskNode[] } };
  const chrome = await launchChrome(port, path.join(TMP_DIR, `mt-profile-${name}`));
  try {
    if (process.env.MAIN_THREAD_SEEN_SPLASH === '1') {
      const { chromium } = await import('playwright-core');
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      await browser.contexts()[0]!.addCookies([{ name: 'tjb_splash', value: 'seen', url }]);
      await browser.close();
    }
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
    if (!result) throw new Error('Lighthouse returned no result');
    const trace = (result.artifacts as unknown as { Trace: unknown }).Trace;
    if (process.env.MAIN_THREAD_SAVE === '1') writeFileSync(path.join(TMP_DIR, `mt-${name}.trace.json`), JSON.stringify(trace));
    const audits = result.lhr.audits;
    console.log(
      `${name}: score ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}, TBT ${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms, main thread ${Math.round(audits['mainthread-work-breakdown']?.numericValue ?? 0)} ms, benchmarkIndex ${Math.round(result.lhr.environment.benchmarkIndex)}`,
    );
    const processed = TraceProcessor.processTrace(trace);
    return MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin);
  } finally {
    await chrome.stop();
  }
}

function report(tasks: TaskNode[], runs: number) {
  const per = (ms: number) => ((ms * SLOWDOWN) / runs).toFixed(0).padStart(6);
  const byGroup = new Map<string, Map<string, number>>();
  // How many times each event ran: unlike times, counts do not grow when the host is busy.
  const counts = new Map<string, number>();
  for (const t of tasks) {
    const g = byGroup.get(t.group.id) ?? new Map<string, number>();
    g.set(t.event.name, (g.get(t.event.name) ?? 0) + t.selfTime);
    byGroup.set(t.group.id, g);
    counts.set(t.event.name, (counts.get(t.event.name) ?? 0) + 1);
  }
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  for (const [group, names] of [...byGroup].sort((a, b) => total(b[1]) - total(a[1]))) {
    console.log(`${per(total(names))} ms  ${group}`);
    for (const [n, v] of [...names].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`   ${per(v)} ms  ${n} (×${Math.round((counts.get(n) ?? 0) / runs)})`);
  }
  const top = tasks.filter((t) => !t.parent);
  const sizes = [1, 5, 12.5, 50, Infinity];
  const bySize = sizes.map((s, i) => {
    const inBucket = top.filter((t) => t.duration < s && t.duration >= (sizes[i - 1] ?? 0));
    return `<${s} ms observed: ${(inBucket.length / runs).toFixed(0)} tasks, ${per(inBucket.reduce((a, t) => a + t.duration, 0))} ms`;
  });
  console.log(`top-level tasks: ${(top.length / runs).toFixed(0)}\n   ${bySize.join('\n   ')}`);
  const buckets = new Map<number, number>();
  for (const t of top) buckets.set(Math.floor(t.startTime / 500) * 500, (buckets.get(Math.floor(t.startTime / 500) * 500) ?? 0) + t.duration);
  console.log(`along the load (observed start, ms at 4×): ${[...buckets].sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k}: ${per(v).trim()}`).join(', ')}`);
  const byUrl = new Map<string, number>();
  for (const t of tasks) {
    const u = (t.attributableURLs.at(-1) ?? 'Unattributable').replace(/^https?:\/\/[^/]+/, '');
    byUrl.set(u, (byUrl.get(u) ?? 0) + t.selfTime);
  }
  console.log(`by script (self time):\n${[...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([u, v]) => `   ${per(v)} ms  ${u}`).join('\n')}`);
}

async function main() {
  const [origin = 'http://127.0.0.1:8080', pagePath = '/', runsArg = '1'] = process.argv.slice(2);
  const runs = Number(runsArg);
  const port = Number(process.env.MAIN_THREAD_CDP_PORT ?? 9199);
  const all: TaskNode[] = [];
  for (let i = 1; i <= runs; i++) all.push(...(await runOnce(origin + pagePath, port, `${pagePath.replace(/\W+/g, '_') || 'home'}-${i}`)));
  report(all, runs);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
