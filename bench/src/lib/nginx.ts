import { execFileSync, type ChildProcess } from 'node:child_process';
import { spawnTracked } from './children';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pinned } from './cpu';
import { log } from './log';
import { TMP_DIR } from './paths';
import { assertPortsFree } from './ports';
import { stopChild } from './shop';

const NGINX = '/usr/sbin/nginx';

/** Null when Debian's nginx is there (installed now when the bench is root), else why it is not. */
export function ensureNginx(): string | null {
  if (existsSync(NGINX)) return null;
  if (process.getuid?.() !== 0) return 'nginx is not installed and the bench is not root (apt-get install -y nginx)';
  log("installing Debian's nginx for the reference server");
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch (err) {
    return `apt-get install nginx failed: ${(err as Error).message}`;
  }
  return existsSync(NGINX) ? null : 'nginx did not install';
}

/**
 * nginx in the foreground, one worker, no access log, everything it writes under the bench's tmp/<name>:
 * `http` is what goes inside its http block (upstreams, the server listening on `port`).
 */
export async function startNginx(opts: { name: string; port: number; http: string; cpus?: string }): Promise<ChildProcess> {
  await assertPortsFree([opts.port]);
  const dir = path.join(TMP_DIR, opts.name);
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
${opts.http}
}
`,
  );
  const [command, args] = pinned(opts.cpus, NGINX, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', conf]);
  const child = spawnTracked(command, args, { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${opts.port}/`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await stopChild(child, 2000);
  throw new Error(`nginx (${opts.name}) did not start`);
}
