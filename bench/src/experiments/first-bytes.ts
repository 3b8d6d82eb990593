/**
 * When a page's first and last bytes arrive, for two gateways side by side: A, another checkout (e.g. a
 * worktree of main, with its builds), and B, this repository. Both ask one embedded Storefront through a
 * proxy that adds a delay to every answer, with the page and Storefront caches off, so each request is an
 * uncached page; one request of each in turn, so both meet the same moments of a noisy machine.
 *   pnpm --filter bench exec tsx src/experiments/first-bytes.ts <checkout A> [runs] [delays ms] [port base]
 * e.g. `… first-bytes.ts /tmp/base 15 0,300 9260` → a markdown table on stdout (median, min–max, and the
 * load average before and after each delay's runs).
 */
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { loadCatalog } from 'gateway/src/catalog';
import { startEmbeddedStorefront } from 'gateway/src/storefront-server';
import { log } from '../lib/log';
import { TMP_DIR } from '../lib/paths';
import { startShopProcess } from '../lib/shop';
import { spread } from '../lib/stats';
import { med, ms, table } from '../report/format';
import { planRoutes } from '../routes';

/** A proxy that answers each request `delay()` ms later than the store does. */
function delayingProxy(upstream: string, delay: () => number) {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const out = http.request(`${upstream}${req.url}`, { method: req.method, headers: { ...req.headers, host: new URL(upstream).host } }, (answer) => {
        const body: Buffer[] = [];
        answer.on('data', (c: Buffer) => body.push(c));
        answer.on('end', () =>
          setTimeout(() => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(Buffer.concat(body));
          }, delay()),
        );
      });
      out.end(Buffer.concat(chunks));
    });
  });
}

/** Milliseconds from the request to the status line, the first byte of the body, and the last. */
function timePage(url: string): Promise<{ status: number; headers: number; first: number; last: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    http
      .get(url, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } }, (res) => {
        const headers = performance.now() - t0;
        let first = Number.NaN;
        res.on('data', () => {
          if (Number.isNaN(first)) first = performance.now() - t0;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers, first, last: performance.now() - t0 }));
      })
      .on('error', reject);
  });
}

async function main() {
  const [baseArg, runsArg, delaysArg, portArg] = process.argv.slice(2);
  if (!baseArg) throw new Error('usage: first-bytes.ts <checkout A> [runs] [delays ms] [port base]');
  const base = path.resolve(process.env.INIT_CWD ?? process.cwd(), baseArg);
  const runs = Number(runsArg ?? 15);
  const delays = (delaysArg ?? '0,300').split(',').map(Number);
  const port = Number(portArg ?? 9260);
  let delayMs = 0;
  const store = await startEmbeddedStorefront({ port: port + 8, host: '127.0.0.1', catalog: await loadCatalog({}) });
  const proxy = delayingProxy(store.url, () => delayMs);
  await new Promise<void>((resolve) => proxy.listen(port + 9, '127.0.0.1', resolve));
  const env = { STOREFRONT_UPSTREAM: `http://127.0.0.1:${port + 9}`, PAGE_CACHE: 'off', STOREFRONT_CACHE: 'off' };
  const a = await startShopProcess({ ports: { web: port, api: port + 1, storefront: port + 2 }, staticRoot: base, gatewayDir: path.join(base, 'gateway'), dataDir: path.join(TMP_DIR, 'data-fb-a'), env });
  const b = await startShopProcess({ ports: { web: port + 4, api: port + 5, storefront: port + 6 }, dataDir: path.join(TMP_DIR, 'data-fb-b'), env });
  try {
    const plan = await planRoutes(b.url);
    const page = `/product/${plan.product.handle}`;
    const rows: string[][] = [];
    for (const delay of delays) {
      delayMs = delay;
      const load = [loadavg()[0]!];
      const times = { A: [] as Array<Awaited<ReturnType<typeof timePage>>>, B: [] as Array<Awaited<ReturnType<typeof timePage>>> };
      // One unmeasured request each: the bundles load and the JIT warms.
      await timePage(a.url + page);
      await timePage(b.url + page);
      for (let i = 0; i < runs; i++) {
        for (const variant of i % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) times[variant].push(await timePage((variant === 'A' ? a.url : b.url) + page));
      }
      load.push(loadavg()[0]!);
      for (const variant of ['A', 'B'] as const) {
        const list = times[variant];
        rows.push([
          `${delay} ms`,
          variant === 'A' ? `A ${base}` : 'B repository',
          String([...new Set(list.map((t) => t.status))].join('/')),
          med(spread(list.map((t) => t.headers)), ms),
          med(spread(list.map((t) => t.first)), ms),
          med(spread(list.map((t) => t.last)), ms),
          load.map((l) => l.toFixed(2)).join(' → '),
        ]);
      }
    }
    log(`page ${page}, ${runs} runs per gateway and delay, page and Storefront caches off`);
    console.log(table(['Storefront delay', 'gateway', 'status', 'status line', 'first byte', 'last byte', 'load (1 min)'], rows));
  } finally {
    await a.stop();
    await b.stop();
    proxy.close();
    await store.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
