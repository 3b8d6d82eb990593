import type { ChildProcess } from 'node:child_process';
import { spawnTracked } from '../lib/children';
import path from 'node:path';
import { coreSplit, pinned } from '../lib/cpu';
import { log } from '../lib/log';
import { ensureNginx, startNginx } from '../lib/nginx';
import { TMP_DIR } from '../lib/paths';
import { startShopProcess, stopChild, type ShopProcess } from '../lib/shop';
import { API_VERSION, DOCUMENTS, discoverProductHandle } from '../lib/storefront';
import { spread, type Spread } from '../lib/stats';

export interface LoadRun {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** The runs of one scenario, with their spreads and totals. */
export interface RunSummary {
  runs: LoadRun[];
  rps: Spread;
  p50: Spread;
  p99: Spread;
  non2xx: number;
  errors: number;
}

export function summarizeRuns(runs: LoadRun[]): RunSummary {
  return {
    runs,
    rps: spread(runs.map((r) => r.rps)),
    p50: spread(runs.map((r) => r.p50)),
    p99: spread(runs.map((r) => r.p99)),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    errors: runs.reduce((s, r) => s + r.errors + r.timeouts, 0),
  };
}

export interface LoadScenario extends RunSummary {
  query: 'product' | 'list';
  target: 'gateway-cached' | 'gateway-uncached' | 'direct' | 'nginx';
}

export interface LoadResult {
  settings: string;
  connections: number;
  durationSeconds: number;
  rounds: number;
  pinning: { server?: string; client?: string };
  scenarios: LoadScenario[];
  /** Uncached gateway req/s ÷ direct req/s, per round (same round = side by side), then the median. */
  uncachedRatio: Record<'product' | 'list', Spread>;
  skipped: string[];
}

export const LOAD_TARGETS = { cachedRps: 2000, cachedP99: 50, uncachedRatio: 0.6 };

/** nginx in the foreground as a plain keep-alive reverse proxy to the embedded Storefront server. */
function startProxyNginx(port: number, upstreamPort: number, cpus: string | undefined): Promise<ChildProcess> {
  return startNginx({
    name: 'nginx',
    port,
    cpus,
    http: `  upstream storefront { server 127.0.0.1:${upstreamPort}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto http;
      proxy_set_header X-Forwarded-Host $host;
    }
  }`,
  });
}

/**
 * A measured run after a 2 s warm-up against the same target (JIT, keep-alive pools, and whatever the
 * target keeps: a cached answer, a kept page), so the figure is of the warm path every run.
 */
export async function warmedAutocannon(url: string, body: string | null, opts: { connections: number; duration: number; cpus?: string; headers?: Record<string, string> }): Promise<LoadRun> {
  await autocannon(url, body, { ...opts, duration: 2 });
  return autocannon(url, body, opts);
}

/**
 * One autocannon run in its own process, pinned to the client core(s): a POST of `body` (a Storefront
 * request), or a GET with `headers` when body is null (a page, as a browser asks for it).
 */
export function autocannon(url: string, body: string | null, opts: { connections: number; duration: number; cpus?: string; headers?: Record<string, string> }): Promise<LoadRun> {
  const unique = body?.includes('[<id>]') ?? false;
  const cli = require.resolve('autocannon/autocannon.js');
  const request =
    body === null
      ? Object.entries(opts.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}=${value}`])
      : ['-m', 'POST', '-H', 'content-type=application/json', '-H', 'accept=application/json', '-b', body];
  const [command, args] = pinned(opts.cpus, process.execPath, [
    cli,
    '--json',
    '-c', String(opts.connections),
    '-d', String(opts.duration),
    ...request,
    // [<id>] in the body becomes a new id per request: no cache and no coalescing of identical misses.
    ...(unique ? ['--idReplacement'] : []),
    url,
  ]);
  return new Promise((resolve, reject) => {
    const child = spawnTracked(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('exit', (code) => {
      try {
        const r = JSON.parse(out) as {
          requests: { average: number };
          latency: { p50: number; p99: number };
          non2xx: number;
          errors: number;
          timeouts: number;
        };
        resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts });
      } catch {
        reject(new Error(`autocannon exited ${code}: ${err.slice(-500)}`));
      }
    });
  });
}

/**
 * The Storefront endpoint under load, all in one run: the shop's own ProductByHandle and Products
 * documents through the gateway with its cache (answers are HITs after the warm-up), through a
 * second gateway with the cache off, straight to the embedded server, and through nginx. Client and
 * servers are pinned to different cores; rounds interleave the targets so drift hits them alike.
 */
export async function measureLoad(opts: {
  staticRoot: string;
  portBase: number;
  connections: number;
  duration: number;
  rounds: number;
}): Promise<LoadResult> {
  const cores = coreSplit();
  const skipped: string[] = [];
  const shops: ShopProcess[] = [];
  let nginx: ChildProcess | null = null;
  try {
    const cached = await startShopProcess({
      ports: { web: opts.portBase, api: opts.portBase + 1, storefront: opts.portBase + 2 },
      staticRoot: opts.staticRoot,
      dataDir: path.join(TMP_DIR, 'data-load-cached'),
      cpus: cores.server,
    });
    shops.push(cached);
    const handle = (await discoverProductHandle(cached.url)).handle;
    const uncached = await startShopProcess({
      ports: { web: opts.portBase + 3, api: opts.portBase + 4, storefront: opts.portBase + 5 },
      staticRoot: opts.staticRoot,
      dataDir: path.join(TMP_DIR, 'data-load-uncached'),
      cpus: cores.server,
      env: { STOREFRONT_CACHE: 'off' },
    });
    shops.push(uncached);
    const nginxProblem = ensureNginx();
    if (nginxProblem) skipped.push(`nginx: ${nginxProblem}`);
    else nginx = await startProxyNginx(opts.portBase + 6, opts.portBase + 5, cores.server);

    const gql = (origin: string) => `${origin}/api/${API_VERSION}/graphql.json`;
    const documents = {
      product: { query: DOCUMENTS.productByHandle, variables: { handle }, operationName: 'ProductByHandle' },
      list: {
        query: DOCUMENTS.products,
        variables: { first: 24, query: 'product_type:Helmets available_for_sale:true', sortKey: 'BEST_SELLING' },
        operationName: 'Products',
      },
    };
    // The cached gateway gets the same request again and again (HITs after the warm-up). Everything
    // else gets a request made unique by an extra variable the document does not declare (GraphQL
    // ignores it): the gateway's cache key changes and identical in-flight misses cannot be shared.
    const bodyFor = (query: 'product' | 'list', target: LoadScenario['target']) => {
      const doc = documents[query];
      return JSON.stringify(target === 'gateway-cached' ? doc : { ...doc, variables: { ...doc.variables, benchRequest: '[<id>]' } });
    };
    const targets: Array<{ target: LoadScenario['target']; origin: string }> = [
      { target: 'gateway-cached', origin: cached.url },
      { target: 'gateway-uncached', origin: uncached.url },
      { target: 'direct', origin: uncached.storefrontUrl },
      ...(nginx ? [{ target: 'nginx' as const, origin: `http://127.0.0.1:${opts.portBase + 6}` }] : []),
    ];
    // Each body must be a valid answer everywhere before it is worth loading.
    for (const t of targets) {
      for (const query of ['product', 'list'] as const) {
        const body = bodyFor(query, t.target).replace('[<id>]', 'check');
        const res = await fetch(gql(t.origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        const json = (await res.json()) as { data?: unknown; errors?: unknown };
        if (!res.ok || !json.data || json.errors) throw new Error(`${t.target} ${query}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
      }
    }

    const runs = new Map<string, LoadRun[]>();
    for (let round = 1; round <= opts.rounds; round++) {
      for (const query of ['product', 'list'] as const) {
        for (const t of targets) {
          const run = await warmedAutocannon(gql(t.origin), bodyFor(query, t.target), { connections: opts.connections, duration: opts.duration, cpus: cores.client });
          const key = `${query}:${t.target}`;
          runs.set(key, [...(runs.get(key) ?? []), run]);
          log(`load round ${round} ${key}: ${Math.round(run.rps)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, non-2xx ${run.non2xx}, errors ${run.errors}`);
        }
      }
    }
    const scenarios: LoadScenario[] = [...runs.entries()].map(([key, list]) => {
      const [query, target] = key.split(':') as [LoadScenario['query'], LoadScenario['target']];
      return { query, target, ...summarizeRuns(list) };
    });
    const ratio = (query: 'product' | 'list') => {
      const g = runs.get(`${query}:gateway-uncached`) ?? [];
      const d = runs.get(`${query}:direct`) ?? [];
      return spread(g.map((r, i) => r.rps / (d[i]?.rps ?? Number.NaN)));
    };
    return {
      settings: `autocannon 9, ${opts.connections} connections, ${opts.duration} s per run after a 2 s warm-up, ${opts.rounds} interleaved rounds; server processes on CPU ${cores.server ?? '(unpinned)'}, client on CPU ${cores.client ?? '(unpinned)'}; gateway LOG_LEVEL=warn`,
      connections: opts.connections,
      durationSeconds: opts.duration,
      rounds: opts.rounds,
      pinning: cores,
      scenarios,
      uncachedRatio: { product: ratio('product'), list: ratio('list') },
      skipped,
    };
  } finally {
    if (nginx) await stopChild(nginx, 3000);
    for (const shop of shops.reverse()) await shop.stop();
  }
}

