/**
 * An HTML or CSS change tried on the page's no-script copy before building it: the copy as served (A) and
 * the copy with one text replaced (B), each from a loopback port of its own, loaded in turn in a fresh
 * unthrottled chromium (as Lighthouse starts one per run, so a web font may miss the first layout) and
 * traced until a moment after the load. Per variant: the largest main-thread task's wall and CPU time (on a
 * page without scripts, the first style, layout and paint, which Lantern counts on the page too), the
 * synchronous font requests to the browser and the time spent getting fonts, and the main thread's CPU.
 *   COPY_AB_FROM='<text>' COPY_AB_TO='<text>' pnpm --filter bench exec tsx src/experiments/copy-ab.ts <shop origin> <path> [rounds]
 * COPY_AB_REGEX=1 reads COPY_AB_FROM as a regular expression (every match replaced; `$1` in COPY_AB_TO).
 * e.g. the body's font stack as `sans-serif` instead of system-ui (BENCHMARKS "What changed", item 39).
 * The shop must be running. Figures are this host's; read B beside A, loads alternating.
 */
import { mkdirSync } from 'node:fs';
import { log } from '../lib/log';
import { TMP_DIR } from '../lib/paths';
import { spread } from '../lib/stats';
import { firstLayoutOfTrace, type FirstLayout } from '../measures/first-layout';
import { traceFreshLoad } from '../measures/fresh-load-trace';
import { startNoScriptCopy } from '../measures/no-script-copy';
import { int, med, ms, one, table } from '../report/format';

async function traceLoad(url: string): Promise<FirstLayout | null> {
  const events = await traceFreshLoad(url, {
    categories: ['devtools.timeline', 'toplevel', 'disabled-by-default-devtools.timeline', 'fonts'],
    load: async (page) => {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
    },
  });
  return firstLayoutOfTrace(events);
}

async function main() {
  const [shop, pagePath, roundsArg] = process.argv.slice(2);
  const [from, to] = [process.env.COPY_AB_FROM, process.env.COPY_AB_TO];
  if (!shop || !pagePath || from === undefined || to === undefined) throw new Error("usage: COPY_AB_FROM='…' COPY_AB_TO='…' copy-ab.ts <shop origin> <path> [rounds]");
  mkdirSync(TMP_DIR, { recursive: true });
  let replaced = 0;
  const pattern = process.env.COPY_AB_REGEX === '1' ? new RegExp(from, 'g') : null;
  const a = await startNoScriptCopy(shop);
  const b = await startNoScriptCopy(shop, 0, (html) => {
    if (pattern) {
      replaced = html.match(pattern)?.length ?? 0;
      return html.replace(pattern, to);
    }
    replaced = html.split(from).length - 1;
    return html.split(from).join(to);
  });
  try {
    const loads: Record<'A' | 'B', FirstLayout[]> = { A: [], B: [] };
    for (let i = 0; i < Number(roundsArg ?? 9); i++) {
      // Alternate which goes first, so neither always meets the busier moment.
      for (const variant of i % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
        const result = await traceLoad((variant === 'A' ? a.origin : b.origin) + pagePath);
        if (!result) continue;
        loads[variant].push(result);
        log(`copy-ab ${variant} round ${i + 1}: largest task ${int(result.largestWall)} ms (CPU ${int(result.largestCpu)}), ${result.fontRequests} font requests, fonts ${int(result.fontWait)} ms`);
      }
    }
    if (replaced === 0) log(`copy-ab: "${from}" is not in ${pagePath}: B was the same page as A`);
    const figure = (v: 'A' | 'B', f: (l: FirstLayout) => number) => spread(loads[v].map(f));
    console.log(
      table(
        ['variant', 'largest task (wall)', 'its CPU', 'font requests', 'getting fonts', 'main-thread CPU'],
        (['A', 'B'] as const).map((v) => [
          v === 'A' ? 'A as served' : `B (${replaced} replaced)`,
          med(figure(v, (l) => l.largestWall), ms), med(figure(v, (l) => l.largestCpu), ms), med(figure(v, (l) => l.fontRequests), one),
          med(figure(v, (l) => l.fontWait), ms), med(figure(v, (l) => l.cpu), ms),
        ]),
      ),
    );
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
