// Starts the gateway for the e2e run on the production builds, with its own data folder and a
// registry file the tests may rewrite (registry swap, dead remote) without touching the real one.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Given by playwright.config.ts (fixtures/paths.ts is the one source of these values).
const E2E_PORT = process.env.E2E_PORT ?? '8180';
const RUN_DIR = process.env.E2E_RUN_DIR ?? path.join(root, 'e2e', '.run');
const REGISTRY_FILE = process.env.E2E_REGISTRY_FILE ?? path.join(RUN_DIR, 'remotes.config.json');
const UNDECLARED_QUERIES_FILE = process.env.E2E_UNDECLARED_QUERIES_FILE ?? path.join(RUN_DIR, 'undeclared-queries.log');
// The `event` of the gateway's log line (gateway/src/web/server-render.ts).
const UNDECLARED_PAGE_QUERIES = 'undeclared-page-queries';
rmSync(RUN_DIR, { recursive: true, force: true });
mkdirSync(RUN_DIR, { recursive: true });
const { defaultRegistryConfig } = createRequire(import.meta.url)('../../packages/mf-config/remote-list.cjs');
writeFileSync(REGISTRY_FILE, JSON.stringify(defaultRegistryConfig(), null, 2));

const child = spawn('pnpm', ['--filter', 'gateway', 'start'], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    API_PORT: '0',
    STOREFRONT_PORT: '0',
    DATA_DIR: path.join(RUN_DIR, 'data'),
    REMOTES_CONFIG: REGISTRY_FILE,
    ALLOWED_ORIGINS: `http://localhost:${E2E_PORT},http://127.0.0.1:${E2E_PORT}`,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    RATE_LIMIT_FACTOR: '100',
    // The journeys assert the server's HTML: on a loaded machine a render must not fall back on time.
    SERVER_RENDER_TIMEOUT_MS: '30000',
  },
});
// The gateway's log passes through; its lines saying a page asked for a query its route does not declare
// are also kept in a file, which each journey reads for the pages it opened (fixtures/test.ts).
let partial = '';
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  const lines = (partial + chunk.toString('utf8')).split('\n');
  partial = lines.pop() ?? '';
  for (const line of lines) if (line.includes(`"event":"${UNDECLARED_PAGE_QUERIES}"`)) appendFileSync(UNDECLARED_QUERIES_FILE, line + '\n');
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
