import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coreSplit, pinned } from '../lib/cpu';
import { log } from '../lib/log';
import { TMP_DIR } from '../lib/paths';
import { assertPortsFree } from '../lib/ports';
import { startShopProcess, stopChild, type ShopProcess } from '../lib/shop';
import { API_VERSION, DOCUMENTS, discoverProductHandle } from '../lib/storefront';
import { spread, type Spread } from '../lib/stats';

export const NGINX = '/usr/sbin/nginx';

export interface LoadRun {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadScenario {
  query: 'product' | 'list';
  target: 'gateway-cached' | 'gateway-uncached' | 'direct' | 'nginx';
  runs: LoadRun[];
  rps: Spread;
  p50: Spread;
  p99: Spread;
  non2xx: number;
  errors: number;
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

export function ensureNginx(): string | null {
  if (existsSync(NGINX)) return null;
  if (process.getuid?.() !== 0) return 'nginx is not installed and the bench is not root (apt-get install -y nginx)';
  log("installing Debian's nginx for the reference proxy");
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch (err) {
    return `apt-get install nginx failed: ${(err as Error).message}`;
  }
  return existsSync(NGINX) ? null : 'nginx did not install';
}

/** nginx in the foreground as a plain keep-alive reverse proxy to the embedded Storefront server. */
async function startNginx(port: number, upstreamPort: number, cpus: string | undefined): Promise<ChildProcess> {
  await assertPortsFree([port]);
  const dir = path.join(TMP_DIR, 'nginx');
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream storefront { server 127.0.0.1:${upstreamPort}; keepalive 64; }
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
  }
}
`,
  );
  const [command, args] = pinned(cpus, NGINX, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', conf]);
  const child = spawn(command, args, { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await stopChild(child, 2000);
  throw new Error('nginx did not start');
}

/** One autocannon run in its own process, pinned to the client core(s). */
export function autocannon(url: string, body: string, opts: { connections: number; duration: number; cpus?: string }): Promise<LoadRun> {
  const unique = body.includes('[<id>]');
  const cli = require.resolve('autocannon/autocannon.js');
  const [command, args] = pinned(opts.cpus, process.execPath, [
    cli,
    '--json',
    '-c', String(opts.connections),
    '-d', String(opts.duration),
    '-m', 'POST',
    '-H', 'content-type=application/json',
    '-H', 'accept=application/json',
    '-b', body,
    // [<id>] in the body becomes a new id per request: no cache and no coalescing of identical misses.
    ...(unique ? ['--idReplacement'] : []),
    url,
  ]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
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
    else nginx = await startNginx(opts.portBase + 6, opts.portBase + 5, cores.server);

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
          // A short warm-up per target: JIT, keep-alive pools and (for the cached gateway) the cache.
          await autocannon(gql(t.origin), bodyFor(query, t.target), { connections: opts.connections, duration: 2, cpus: cores.client });
          const run = await autocannon(gql(t.origin), bodyFor(query, t.target), { connections: opts.connections, duration: opts.duration, cpus: cores.client });
          const key = `${query}:${t.target}`;
          runs.set(key, [...(runs.get(key) ?? []), run]);
          log(`load round ${round} ${key}: ${Math.round(run.rps)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, non-2xx ${run.non2xx}, errors ${run.errors}`);
        }
      }
    }
    const scenarios: LoadScenario[] = [...runs.entries()].map(([key, list]) => {
      const [query, target] = key.split(':') as [LoadScenario['query'], LoadScenario['target']];
      return {
        query,
        target,
        runs: list,
        rps: spread(list.map((r) => r.rps)),
        p50: spread(list.map((r) => r.p50)),
        p99: spread(list.map((r) => r.p99)),
        non2xx: list.reduce((s, r) => s + r.non2xx, 0),
        errors: list.reduce((s, r) => s + r.errors + r.timeouts, 0),
      };
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

