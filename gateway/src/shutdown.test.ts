import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { waitUntil } from './api/test-support/wait-until';

/**
 * The gateway as `npm start` runs it, stopped as an orchestrator stops it: SIGTERM must end the
 * process cleanly (exit 0, database closed) even with a browser's keep-alive connection open, which
 * would otherwise hold the server open for its 65 s keep-alive timeout.
 */
describe('the gateway process on SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tjb-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('when it gets SIGTERM with an idle keep-alive connection open, then it stops taking requests, closes and exits 0', async () => {
    const child = spawn(process.execPath, ['--import', pathToFileURL(require.resolve('tsx')).href, path.join(__dirname, 'start.ts')], {
      env: {
        ...process.env,
        PORT: '0', API_PORT: '0', STOREFRONT_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info',
        CATALOG_CSV: path.join(__dirname, 'catalog', 'fixtures', 'shopify-products.csv'), SHUTDOWN_GRACE_MS: '30000',
        DATABASE_URL: '', REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: Array<{ msg?: string; url?: string }> = [];
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const line of parts) {
        try {
          lines.push(JSON.parse(line) as { msg?: string; url?: string });
        } catch {
          // not a log line
        }
      }
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await waitUntil(() => lines.some((l) => l.msg === 'shop is up'), 'the shop to start', 240_000);
      const url = lines.find((l) => l.msg === 'shop is up')!.url!.replace('localhost', '127.0.0.1');
      const agent = new http.Agent({ keepAlive: true });
      const status = await new Promise<number>((resolve, reject) =>
        http.get(`${url}/healthz`, { agent }, (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0))).on('error', reject),
      );
      expect(status).toBe(200);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['shutting down', 'shut down cleanly']));
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
      agent.destroy();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 300_000);
});
