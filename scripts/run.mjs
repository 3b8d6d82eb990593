#!/usr/bin/env node
// The README's two commands. Needs only Node 20+ and npm: it brings its own pinned pnpm, and the test
// command brings Debian's chromium, a PostgreSQL server, nginx and redis-server when the machine lacks them.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
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

function readCounts(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

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

  const jest = readCounts(path.join(results, 'jest.json'), (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests }));
  const e2e = readCounts(path.join(results, 'e2e.json'), (j) => ({
    passed: j.stats.expected + (j.stats.flaky ?? 0),
    failed: j.stats.unexpected,
    skipped: j.stats.skipped,
  }));
  const passed = (jest?.passed ?? 0) + (e2e?.passed ?? 0);
  const failed = (jest?.failed ?? 0) + (e2e?.failed ?? 0) + (jest ? 0 : 1) + (e2e ? 0 : 1);
  const skipped = (jest?.skipped ?? 0) + (e2e?.skipped ?? 0);
  console.log(`\njest: ${jest ? `${jest.passed} passed, ${jest.failed} failed` : 'no results'}; playwright: ${e2e ? `${e2e.passed} passed, ${e2e.failed} failed` : 'no results'}`);
  console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(jestStatus !== 0 || e2eStatus !== 0 || failed > 0 ? 1 : 0);
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
else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
