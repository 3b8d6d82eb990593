/**
 * How much of a two-core host the rest takes while one first visit loads: the CPU time (user + system, from
 * /proc) the shop's server processes and chromium's processes spend from navigation until the page has
 * settled, beside each other. Lighthouse's TBT counts the main thread's wall time, which other work on the
 * same cores stretches (BENCHMARKS "What changed", item 37); this says how much other work there is.
 *   pnpm --filter bench exec tsx src/experiments/server-cpu.ts <page URL> <server pids, comma-separated> [loads]
 * The shop must be running (the gateway alone, say); its pids are the processes listening on its ports
 * (`ss -Hltnp`), each counted with all its threads. Chromium's are those alive once the tab has opened
 * (browser, GPU, network, the tab's renderer). A first visit with the splash cookie, on a phone's viewport.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { median } from '../lib/stats';

/** Clock ticks a second in /proc's figures (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far in ms (utime + stime), or 0 once it is gone. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function chromiumPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('chrom');
      } catch {
        return false;
      }
    })
    .map(Number);
}

const spent = (pids: number[], before: number[]) => pids.reduce((sum, pid, i) => sum + cpuMs(pid) - (before[i] ?? 0), 0);

async function loadOnce(url: string, serverPids: number[]): Promise<{ server: number; chromium: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await context.addCookies([{ name: 'tjb_splash', value: 'seen', url }]);
    const page = await context.newPage();
    await page.waitForTimeout(500);
    const browserPids = chromiumPids();
    const [server0, chromium0] = [serverPids.map(cpuMs), browserPids.map(cpuMs)];
    await page.goto(url);
    await page.waitForSelector('main [data-mfe][data-live]', { timeout: 60_000 });
    await page.waitForTimeout(3000);
    return { server: spent(serverPids, server0), chromium: spent(browserPids, chromium0) };
  } finally {
    await browser.close();
  }
}

async function main() {
  const [url, pidsArg, loadsArg] = process.argv.slice(2);
  if (!url || !pidsArg) throw new Error('usage: server-cpu.ts <page URL> <server pids, comma-separated> [loads]');
  const serverPids = pidsArg.split(',').map(Number);
  const rows: Array<{ server: number; chromium: number }> = [];
  for (let i = 0; i < Number(loadsArg ?? 5); i++) {
    const row = await loadOnce(url, serverPids);
    rows.push(row);
    console.log(`load ${i + 1}: server ${row.server} ms, chromium ${row.chromium} ms of CPU`);
  }
  console.log(`median: server ${median(rows.map((r) => r.server))} ms, chromium ${median(rows.map((r) => r.chromium))} ms (10 ms resolution)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
