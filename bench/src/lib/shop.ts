import type { ChildProcess } from 'node:child_process';
import { spawnTracked } from './children';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { GATEWAY_DIR, REPO_ROOT } from './paths';
import { pinned } from './cpu';
import { assertPortsFree } from './ports';

export interface ShopPorts {
  web: number;
  api: number;
  storefront: number;
}

export interface ShopProcess {
  /** The public origin, e.g. http://127.0.0.1:9100 */
  url: string;
  /** The embedded Storefront server the gateway forwards to (for the direct measurement). */
  storefrontUrl: string;
  apiUrl: string;
  pid: number;
  stop(): Promise<void>;
}

export interface StartShopOptions {
  ports: ShopPorts;
  /** Where `<app>/dist` folders live; the repository itself by default. */
  staticRoot?: string;
  /** The data folder for PGlite; wiped first unless keepData (a database the caller prepared). */
  dataDir: string;
  keepData?: boolean;
  /** CPU list for taskset, e.g. "1": the load client runs on the other core. */
  cpus?: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** The gateway to run: this repository's by default (another checkout's, to compare gateway code). */
  gatewayDir?: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the gateway as the shop runs in production (`gateway/src/start.ts`), in its own process so
 * that what the browser or the load client measures is not slowed by the bench itself.
 */
export async function startShopProcess(opts: StartShopOptions): Promise<ShopProcess> {
  await assertPortsFree([opts.ports.web, opts.ports.api, opts.ports.storefront]);
  if (!opts.keepData) rmSync(opts.dataDir, { recursive: true, force: true });
  mkdirSync(opts.dataDir, { recursive: true });
  const origin = `http://127.0.0.1:${opts.ports.web}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(opts.ports.web),
    HOST: '127.0.0.1',
    API_PORT: String(opts.ports.api),
    STOREFRONT_PORT: String(opts.ports.storefront),
    STATIC_ROOT: opts.staticRoot ?? REPO_ROOT,
    DATA_DIR: opts.dataDir,
    ALLOWED_ORIGINS: `${origin},http://localhost:${opts.ports.web}`,
    LOG_LEVEL: 'warn',
    ...opts.env,
  };
  // The gateway's own tsx, exactly as `pnpm --filter gateway start` runs it, minus pnpm's wrapper process.
  const [command, args] = pinned(opts.cpus, process.execPath, ['--import', 'tsx', path.join('src', 'start.ts')]);
  const child = spawnTracked(command, args, { cwd: opts.gatewayDir ?? GATEWAY_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });

  const deadline = Date.now() + (opts.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (exited !== undefined) throw new Error(`the shop exited (${exited}) before it was ready:\n${output.join('').slice(-3000)}`);
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`the shop was not ready within ${opts.readyTimeoutMs ?? 120_000} ms:\n${output.join('').slice(-3000)}`);
    }
    try {
      const res = await fetch(`${origin}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await wait(200);
  }
  return {
    url: origin,
    storefrontUrl: `http://127.0.0.1:${opts.ports.storefront}`,
    apiUrl: `http://127.0.0.1:${opts.ports.api}`,
    pid: child.pid!,
    stop: () => stopChild(child),
  };
}

/** SIGTERM (the gateway closes its servers and database), SIGKILL after 10 s; only this child. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await done;
  clearTimeout(timer);
}
