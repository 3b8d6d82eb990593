import type { ChildProcess } from 'node:child_process';
import { spawnTracked } from '../lib/children';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { loadCatalog } from 'gateway/src/catalog';
import { createPgDriver } from 'gateway/src/db/driver';
import { coreSplit } from '../lib/cpu';
import { log } from '../lib/log';
import { ensureNginx, startNginx } from '../lib/nginx';
import { TMP_DIR } from '../lib/paths';
import { assertPortsFree } from '../lib/ports';
import { startShopProcess, stopChild, type ShopProcess } from '../lib/shop';
import { discoverProductHandle } from '../lib/storefront';
import { spread, type Spread } from '../lib/stats';
import { pickLines, prepareDatabase, runShoppers, verify } from './checkout';
import { warmedAutocannon, type LoadRun } from './load';

const REDIS = '/usr/bin/redis-server';
const silent = pino({ level: 'silent' });

export interface ReplicasRow {
  replicas: number;
  ordersPerSecond: Spread;
  orders: number;
  orderErrors: number;
  /** The product page as a first visit asks for it, kept by each replica's page cache after the warm-up. */
  pageRps: Spread;
  pageP99: Spread;
  pageErrors: number;
  oversells: number;
  duplicates: number;
}

export interface ReplicasResult {
  settings: string;
  rows: ReplicasRow[];
  skipped: string[];
}

/** nginx in front of the given gateways: round robin, upstream keep-alive, the client's address passed on. */
function startBalancer(name: string, port: number, upstreams: number[], cpus: string | undefined): Promise<ChildProcess> {
  return startNginx({
    name,
    port,
    cpus,
    http: `  upstream shop {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }`,
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawnTracked(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  await stopChild(child, 2000);
  throw new Error('redis-server did not start');
}

/**
 * The same shop as one gateway and as two gateways, each behind its own nginx, on one PostgreSQL
 * server (a schema per topology) and one Redis (a database number per topology), up at the same time
 * so the rounds interleave them and drift hits both alike. Per round and topology: orders per second
 * (the checkout step's shoppers through nginx) and a product page from the page cache under autocannon.
 * The servers share the server core as in the load step, so on this machine the row shows what a
 * second replica costs or gains on the same CPU, not what a second host would add.
 */
export async function measureReplicas(opts: {
  staticRoot: string;
  portBase: number;
  shoppers: number;
  seconds: number;
  connections: number;
  rounds: number;
  postgresUrl?: string;
}): Promise<ReplicasResult> {
  const skipped: string[] = [];
  const nginxProblem = ensureNginx();
  if (nginxProblem) return { settings: '', rows: [], skipped: [`nginx: ${nginxProblem}`] };
  if (!existsSync(REDIS)) return { settings: '', rows: [], skipped: ['redis-server is not installed (apt-get install -y redis-server)'] };
  if (!opts.postgresUrl) return { settings: '', rows: [], skipped: ['no PostgreSQL (set BENCH_DATABASE_URL)'] };
  const cores = coreSplit();
  const catalog = await loadCatalog();
  const lines = pickLines(catalog);
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: opts.postgresUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  const children: ChildProcess[] = [];
  const shops: ShopProcess[] = [];
  const schemas: string[] = [];
  const ports = { redis: opts.portBase, balancer: [opts.portBase + 1, opts.portBase + 2], gateways: [[opts.portBase + 3], [opts.portBase + 4, opts.portBase + 5]] };
  try {
    await assertPortsFree([ports.redis]);
    children.push(await startRedis(ports.redis));
    const origins = ports.balancer.map((p) => `http://127.0.0.1:${p}`);
    const topologies = [];
    for (const [i, gatewayPorts] of ports.gateways.entries()) {
      const schema = `tjb_bench_replicas_${i + 1}_${process.pid}`;
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.query(`CREATE SCHEMA ${schema}`);
      schemas.push(schema);
      const u = new URL(opts.postgresUrl);
      u.searchParams.set('options', `-c search_path=${schema}`);
      const url = u.toString();
      await prepareDatabase('postgres', catalog, lines, { dataDir: TMP_DIR, url });
      for (const [j, web] of gatewayPorts.entries()) {
        shops.push(
          await startShopProcess({
            ports: { web, api: 0, storefront: 0 },
            staticRoot: opts.staticRoot,
            dataDir: path.join(TMP_DIR, `data-replicas-${i + 1}-${j}`),
            cpus: cores.server,
            env: {
              DATABASE_URL: url,
              REDIS_URL: `redis://127.0.0.1:${ports.redis}/${i + 1}`,
              TRUST_PROXY: '127.0.0.1',
              ALLOWED_ORIGINS: origins.join(','),
              RATE_LIMIT_FACTOR: '1000',
              // A first render on a busy machine must not fall back to the shell page: a fallback is
              // never kept, and kept pages are what this step measures.
              SERVER_RENDER_TIMEOUT_MS: '30000',
            },
          }),
        );
      }
      children.push(await startBalancer(`nginx-replicas-${i + 1}`, ports.balancer[i]!, gatewayPorts, cores.server));
      topologies.push({ replicas: gatewayPorts.length, origin: origins[i]!, url, told: new Set<string>(), orders: [] as number[], orderErrors: 0, pages: [] as LoadRun[] });
    }

    const page = `/product/${(await discoverProductHandle(origins[0]!)).handle}`;
    const headers = { accept: 'text/html' };
    for (const origin of origins) {
      const res = await fetch(`${origin}${page}`, { headers });
      if (res.status !== 200 || !(await res.text()).includes('data-ssr')) throw new Error(`${origin}${page}: ${res.status}, not a server-rendered page`);
    }
    for (let round = 1; round <= opts.rounds; round++) {
      for (const t of topologies) {
        const run = await runShoppers(t.origin, lines, opts.shoppers, opts.seconds);
        for (const name of run.told) t.told.add(name);
        t.orders.push(run.told.size / run.elapsed);
        t.orderErrors += run.errors;
        // The warm-up renders the page once per replica (nginx spreads it) and the caches keep it;
        // the shoppers' orders just dropped pages showing stock they changed, so this comes after them.
        const kept = await warmedAutocannon(`${t.origin}${page}`, null, { connections: opts.connections, duration: opts.seconds, cpus: cores.client, headers });
        t.pages.push(kept);
        log(`replicas round ${round}, ${t.replicas} behind nginx: ${(run.told.size / run.elapsed).toFixed(1)} orders/s, ${Math.round(kept.rps)} kept pages/s (p99 ${kept.p99} ms)`);
      }
    }

    const rows: ReplicasRow[] = [];
    for (const t of topologies) {
      const driver = createPgDriver(t.url, silent);
      try {
        const checked = await verify(driver, lines, t.told);
        rows.push({
          replicas: t.replicas,
          ordersPerSecond: spread(t.orders),
          orders: t.told.size,
          orderErrors: t.orderErrors,
          pageRps: spread(t.pages.map((c) => c.rps)),
          pageP99: spread(t.pages.map((c) => c.p99)),
          pageErrors: t.pages.reduce((sum, c) => sum + c.errors + c.timeouts + c.non2xx, 0),
          oversells: checked.oversells,
          duplicates: checked.duplicates,
        });
      } finally {
        await driver.close();
      }
    }
    return {
      settings: `One gateway and two gateways, each behind its own nginx (round robin, upstream keep-alive), on one PostgreSQL (a schema each) and one Redis; ${opts.rounds} interleaved rounds of ${opts.shoppers} shoppers for ${opts.seconds} s (the checkout step's carts, RATE_LIMIT_FACTOR=1000) then autocannon ${opts.connections} connections for ${opts.seconds} s on ${page} (GET, Accept: text/html, no cookie: pages the page cache keeps); gateways and nginx on CPU ${cores.server ?? '(unpinned)'}, client on CPU ${cores.client ?? '(unpinned)'}, PostgreSQL and Redis unpinned`,
      rows,
      skipped,
    };
  } finally {
    // Gateways first, so none of them sees its Redis go away while it shuts down.
    for (const shop of shops.reverse()) await shop.stop();
    for (const child of children.reverse()) await stopChild(child, 3000);
    for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await admin.end();
  }
}
