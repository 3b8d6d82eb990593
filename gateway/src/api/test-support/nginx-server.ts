import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { waitUntil } from './wait-until';

export const NGINX_BIN = '/usr/sbin/nginx';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Debian's nginx as the load balancer in front of the replicas, as the README's topology has it:
 * round robin, the client's address passed on in X-Forwarded-For (set, not appended, so a client's
 * own header cannot pick its rate-limit key), and the replica that answered in X-Upstream so a test
 * can see the traffic was split. No upstream keep-alive: a killed replica then shows up as a refused
 * connection, which nginx passes to the next replica even for a POST, instead of as a reset on a pooled
 * socket. One process (`master_process off`), so stopping it by its pid leaves no workers behind.
 */
export async function startNginx(opts: { dir: string; port: number; upstreams: number[] }): Promise<{ url: string; stop(): Promise<void>; errorLog(): string }> {
  mkdirSync(path.join(opts.dir, 'tmp'), { recursive: true });
  const conf = path.join(opts.dir, 'nginx.conf');
  const temp = (name: string) => `${name}_temp_path ${path.join(opts.dir, 'tmp', name)};`;
  writeFileSync(
    conf,
    `master_process off;
pid ${path.join(opts.dir, 'nginx.pid')};
error_log ${path.join(opts.dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  upstream shop {
${opts.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=60s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${opts.port};
    client_max_body_size 20m;
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 300s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX_BIN, ['-p', opts.dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => {
    try {
      return stderr + readFileSync(path.join(opts.dir, 'error.log'), 'utf8');
    } catch {
      return stderr;
    }
  };
  try {
    await waitUntil(async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${errorLog()}`);
      return accepts(opts.port);
    }, `nginx on port ${opts.port}`);
  } catch (err) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    throw err;
  }
  return {
    url: `http://127.0.0.1:${opts.port}`,
    errorLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
