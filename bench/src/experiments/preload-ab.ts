/**
 * Side-by-side Lighthouse of the gateway's `<link rel="preload">` hints (gateway/src/web/preload-hints.ts):
 * the same shop, the same build, alternately as served and through a small proxy that removes the
 * hints from the HTML. `pnpm --filter bench exec tsx src/experiments/preload-ab.ts [runs] [static root]`
 * → bench/results/<date>.preload-ab.json and a markdown table on stdout.
 */
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log } from '../lib/log';
import { REPO_ROOT, RESULTS_DIR, TMP_DIR } from '../lib/paths';
import { startShopProcess } from '../lib/shop';
import { spread } from '../lib/stats';
import { measureLighthouse, type LighthouseRun } from '../measures/lighthouse';
import { med, ms, sec, table, int } from '../report/format';
import { planRoutes } from '../routes';

const HINT = /<link rel="preload" as="script" href="[^"]*">/g;

/** Forwards everything to the shop; HTML comes back without the preload hints. */
function strippingProxy(port: number, upstream: URL): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const html = (req.headers.accept ?? '').includes('text/html');
    const headers = { ...req.headers, host: upstream.host, ...(html ? { 'accept-encoding': 'identity' } : {}) };
    const out = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (up) => {
      if (!html || !(up.headers['content-type'] ?? '').includes('text/html')) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      up.on('data', (c: Buffer) => chunks.push(c));
      up.on('end', () => {
        const body = Buffer.from(Buffer.concat(chunks).toString('utf8').replace(HINT, ''));
        res.writeHead(up.statusCode ?? 502, { ...up.headers, 'content-length': String(body.length) });
        res.end(body);
      });
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function main() {
  const runs = Number(process.argv[2] ?? 5);
  const staticRoot = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[3] ?? REPO_ROOT);
  const shop = await startShopProcess({ ports: { web: 9170, api: 9171, storefront: 9172 }, staticRoot, dataDir: path.join(TMP_DIR, 'data-preload-ab') });
  const proxy = await strippingProxy(9173, new URL(shop.url));
  const plain = 'http://127.0.0.1:9173';
  try {
    const html = await (await fetch(`${shop.url}/`, { headers: { accept: 'text/html' } })).text();
    const stripped = await (await fetch(`${plain}/`, { headers: { accept: 'text/html' } })).text();
    log(`hints as served: ${(html.match(HINT) ?? []).length}; through the proxy: ${(stripped.match(HINT) ?? []).length}`);
    const plan = await planRoutes(shop.url);
    const routes = plan.routes.filter((r) => ['home', 'category', 'product'].includes(r.key));
    const runsBy = new Map<string, LighthouseRun[]>();
    for (let i = 0; i < runs; i++) {
      for (const route of routes) {
        // Alternate which goes first, so neither always meets the warmer (or busier) moment.
        const order = i % 2 ? ['without', 'with'] : ['with', 'without'];
        for (const variant of order) {
          const res = await measureLighthouse(variant === 'with' ? shop.url : plain, [route], { runs: 1, port: 9174 });
          const run = res.routes[0]!.runs[0]!;
          const key = `${route.key}:${variant}`;
          runsBy.set(key, [...(runsBy.get(key) ?? []), run]);
        }
      }
    }
    const rows = routes.flatMap((route) =>
      (['with', 'without'] as const).map((variant) => {
        const list = (runsBy.get(`${route.key}:${variant}`) ?? []).filter((r) => Number.isFinite(r.score));
        return {
          route: route.path,
          variant,
          score: spread(list.map((r) => r.score)),
          fcp: spread(list.map((r) => r.fcp)),
          lcp: spread(list.map((r) => r.lcp)),
          tbt: spread(list.map((r) => r.tbt)),
          si: spread(list.map((r) => r.si)),
        };
      }),
    );
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `${new Date().toISOString().slice(0, 10)}.preload-ab.json`);
    writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, rows, raw: Object.fromEntries(runsBy) }, null, 2)}\n`);
    console.log(
      table(
        ['page', 'preload hints', 'score', 'FCP', 'LCP', 'TBT', 'Speed Index'],
        rows.map((r) => [r.route, r.variant, med(r.score, int), med(r.fcp, sec), med(r.lcp, sec), med(r.tbt, ms), med(r.si, sec)]),
      ),
    );
    log(`→ ${path.relative(REPO_ROOT, file)}`);
  } finally {
    proxy.close();
    await shop.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
