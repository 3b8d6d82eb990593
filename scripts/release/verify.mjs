// `pnpm promote … --verify`: the remote's tagged e2e journeys, run against a running shop from inside
// the canary. The browser carries the canary cookie with bucket 0, which every canary share (1–99 %)
// includes, so each page it opens comes from the candidate version, server render and hydration alike.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './build-release.mjs';

const CANARY_COOKIE = 'tjb_canary';

/**
 * A Playwright config of its own (the e2e package's starts a local gateway; this one points at the
 * shop under test), written to a temporary folder. A plain object: importing @playwright/test here
 * would load a second copy of it beside the one the journeys import.
 */
function verifyConfig(dir, baseUrl) {
  const host = new URL(baseUrl).hostname;
  const state = path.join(dir, 'canary-state.json');
  writeFileSync(state, JSON.stringify({ cookies: [{ name: CANARY_COOKIE, value: '0', domain: host, path: '/', expires: -1, httpOnly: true, secure: baseUrl.startsWith('https:'), sameSite: 'Lax' }], origins: [] }));
  const file = path.join(dir, 'verify.config.mjs');
  const chromium = {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  };
  const config = {
    testDir: path.join(ROOT, 'e2e', 'tests'),
    workers: 1,
    retries: 0,
    timeout: 120_000,
    expect: { timeout: 20_000 },
    reporter: [['list']],
    outputDir: path.join(dir, 'results'),
    use: { baseURL: baseUrl, storageState: state, launchOptions: chromium, viewport: { width: 1280, height: 800 } },
  };
  writeFileSync(file, `export default ${JSON.stringify(config, null, 2)};\n`);
  return file;
}

/** Runs the journeys tagged `tag` against `baseUrl` from inside the canary; resolves true when all pass. */
export async function verifyCanary({ baseUrl, tag }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tjb-verify-'));
  try {
    const config = verifyConfig(dir, baseUrl);
    const code = await new Promise((resolve) => {
      const child = spawn('pnpm', ['--filter', 'e2e', 'exec', 'playwright', 'test', '--config', config, '--grep', tag], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, E2E_BASE_URL: baseUrl, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
      });
      child.on('exit', (c) => resolve(c ?? 1));
      child.on('error', () => resolve(1));
    });
    return code === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
