#!/usr/bin/env node
// The README's two commands. Needs only Node 20+ and npm: it brings its own pinned pnpm, and the test
// command brings Debian's chromium, a PostgreSQL server, nginx and redis-server when the machine lacks them.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.replace(/^pnpm@/, '');
const toolsDir = path.join(root, '.tools');
const env = { ...process.env, PATH: `${path.join(toolsDir, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` };
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function log(msg) {
  console.log(`\n▶ ${msg}`);
}

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...opts });
  if (res.status !== 0 && !opts.allowFailure) {
    console.error(`✖ ${cmd} ${args.join(' ')} exited with ${res.status ?? res.signal}`);
    process.exit(res.status || 1);
  }
  return res.status ?? 1;
}

function ensurePnpm() {
  const current = spawnSync('pnpm', ['--version'], { env, encoding: 'utf8' });
  if (current.status === 0 && current.stdout.trim() === pnpmVersion) return;
  log(`installing pnpm ${pnpmVersion} into .tools/`);
  mkdirSync(toolsDir, { recursive: true });
  run('npm', ['install', '--prefix', toolsDir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `pnpm@${pnpmVersion}`]);
}

function install() {
  ensurePnpm();
  log('installing workspace dependencies');
  run('pnpm', ['install', '--frozen-lockfile']);
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (!isRoot) {
    console.error('✖ /usr/bin/chromium is missing. Install Debian\'s chromium (sudo apt-get install -y chromium) and run again.');
    process.exit(1);
  }
  log("installing Debian's chromium for the browser tests");
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
}

function canConnect(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1500);
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
    socket.once('error', () => resolve(false));
  });
}

/** The integration suite runs on PGlite always and on a real PostgreSQL server too. */
async function ensurePostgres() {
  if (env.TEST_DATABASE_URL) return;
  const running = await canConnect(5432);
  if (!isRoot) {
    if (!running) console.warn('⚠ No PostgreSQL at 127.0.0.1:5432 and not root: the PostgreSQL variant of the integration suite will be skipped.');
    else console.warn('⚠ PostgreSQL answers at 127.0.0.1:5432 but its test database is not known here: set TEST_DATABASE_URL to run the PostgreSQL variant.');
    return;
  }
  if (!running) {
    log("starting Debian's PostgreSQL for the integration suite");
    if (!existsSync('/usr/lib/postgresql')) {
      run('apt-get', ['update']);
      run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql']);
    }
    const version = execFileSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).trim().split('\n')[0];
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { allowFailure: true });
    for (let i = 0; i < 20 && !(await canConnect(5432)); i++) await new Promise((r) => setTimeout(r, 500));
  }
  // Also when a server was already running: its test database and password are made sure of, so the
  // PostgreSQL variant runs rather than being skipped on a machine that happens to have one.
  run('su', ['postgres', '-c', `psql -q -c "ALTER USER postgres PASSWORD 'postgres'"`], { allowFailure: true });
  run('su', ['postgres', '-c', 'createdb test'], { allowFailure: true, stdio: 'ignore' });
  env.TEST_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5432/test';
}

/**
 * The multi-replica test starts its own nginx and redis-server (never a running one), so it only needs
 * the binaries. Installed when missing and we are root; otherwise that test skips and says why.
 */
function ensureScaleOutTools() {
  const missing = [
    ['nginx', '/usr/sbin/nginx', ['nginx-light', 'nginx']],
    ['redis-server', '/usr/bin/redis-server', ['redis-server']],
  ].filter(([, bin]) => !existsSync(bin));
  if (missing.length === 0) return;
  const names = missing.map(([name]) => name).join(' and ');
  if (!isRoot) {
    console.warn(`⚠ ${names} missing and not root: the multi-replica test will be skipped (sudo apt-get install -y nginx-light redis-server).`);
    return;
  }
  log(`installing Debian's ${names} for the multi-replica test`);
  run('apt-get', ['update']);
  for (const [, bin, packages] of missing) {
    // nginx-light is enough (upstream, proxy); newer Debian only has nginx.
    for (const name of packages) {
      if (existsSync(bin)) break;
      run('apt-get', ['install', '-y', '--no-install-recommends', name], { allowFailure: true, env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } });
    }
  }
}

/** A port nobody listens on now (the OS picks it). */
async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * `E2E_BASE_URL=<shop> pnpm test:e2e` must test a shop started elsewhere and start nothing itself. Proven
 * on a production gateway started as `npm start` starts it (supervised, on the built apps, a data folder
 * of its own) on another port: the journeys tagged @any-shop must pass there, and the @local-server ones
 * must skip. E2E_PORT is that shop's own port, so a Playwright run that started its local server anyway
 * would find the port taken and fail.
 */
async function e2eAgainstShopElsewhere(jsonOutput) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tjb-any-shop-'));
  const shop = spawn('pnpm', ['--filter', 'gateway', 'start:supervised'], {
    cwd: root,
    env: { ...env, PORT: String(port), API_PORT: '0', STOREFRONT_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    // Its own process group: stopping it stops pnpm, the supervisor and the gateway beneath it.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(shop, 'exit');
  const url = `http://127.0.0.1:${port}`;
  try {
    // A hang guard for start-up (catalogue seeding on a busy machine), not a speed requirement.
    for (let i = 0; i < 240 && shop.exitCode === null; i++) {
      if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    return run('pnpm', ['--filter', 'e2e', 'test', '--project=desktop', '--grep', '@any-shop|@local-server'], {
      allowFailure: true,
      env: {
        ...env,
        E2E_BASE_URL: url,
        E2E_PORT: String(port),
        PW_JSON_OUTPUT: jsonOutput,
        PW_HTML_REPORT: 'playwright-report-any-shop',
        PW_OUTPUT_DIR: 'test-results-any-shop',
      },
    });
  } finally {
    if (shop.exitCode === null) process.kill(-shop.pid, 'SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function readCounts(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

const playwrightCounts = (j) => ({ passed: j.stats.expected + (j.stats.flaky ?? 0), failed: j.stats.unexpected, skipped: j.stats.skipped });

async function test() {
  install();
  ensureChromium();
  await ensurePostgres();
  ensureScaleOutTools();
  const results = path.join(root, '.test-results');
  mkdirSync(results, { recursive: true });
  log('typecheck');
  run('pnpm', ['typecheck']);
  log('lint');
  run('pnpm', ['lint']);
  // Built first: the byte-budget tests in jest read the production builds.
  log('production build');
  run('pnpm', ['build']);
  run('pnpm', ['--filter', 'e2e', 'prepare:builds']);
  log('unit and integration tests (jest)');
  const jestStatus = run('pnpm', ['exec', 'jest', '--ci', '--json', `--outputFile=${path.join(results, 'jest.json')}`], { allowFailure: true });
  log('end-to-end tests (playwright, Debian chromium)');
  const e2eStatus = run('pnpm', ['--filter', 'e2e', 'test'], { allowFailure: true, env: { ...env, PW_JSON_OUTPUT: path.join(results, 'e2e.json') } });
  log('end-to-end tests against a shop started elsewhere (E2E_BASE_URL, the journeys tagged @any-shop)');
  const anyShopStatus = await e2eAgainstShopElsewhere(path.join(results, 'e2e-any-shop.json'));

  const jest = readCounts(path.join(results, 'jest.json'), (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests }));
  const e2e = readCounts(path.join(results, 'e2e.json'), playwrightCounts);
  const anyShop = readCounts(path.join(results, 'e2e-any-shop.json'), playwrightCounts);
  const passed = (jest?.passed ?? 0) + (e2e?.passed ?? 0) + (anyShop?.passed ?? 0);
  const failed = (jest?.failed ?? 0) + (e2e?.failed ?? 0) + (anyShop?.failed ?? 0) + (jest ? 0 : 1) + (e2e ? 0 : 1) + (anyShop ? 0 : 1);
  const skipped = (jest?.skipped ?? 0) + (e2e?.skipped ?? 0) + (anyShop?.skipped ?? 0);
  const counts = (c) => (c ? `${c.passed} passed, ${c.failed} failed` : 'no results');
  console.log(`\njest: ${counts(jest)}; playwright: ${counts(e2e)}; playwright against a shop elsewhere: ${counts(anyShop)}`);
  console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(jestStatus !== 0 || e2eStatus !== 0 || anyShopStatus !== 0 || failed > 0 ? 1 : 0);
}

async function start() {
  install();
  log('building the shell and the remotes');
  run('pnpm', ['build']);
  log('starting the shop on http://localhost:8080');
  // Supervised: a gateway process that dies is started again, with a log line saying why.
  run('pnpm', ['--filter', 'gateway', 'start:supervised']);
}

const command = process.argv[2];
if (command === 'test') await test();
else if (command === 'start') await start();
// The test command's last step alone, on the builds already made (pnpm build first).
else if (command === 'e2e-any-shop') process.exit(await e2eAgainstShopElsewhere(path.join(root, '.test-results', 'e2e-any-shop.json')));
else {
  console.error('usage: node scripts/run.mjs start|test|e2e-any-shop');
  process.exit(2);
}
