import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_PORT, EXTERNAL_BASE_URL, REGISTRY_FILE, RUN_DIR } from './fixtures/paths';
import { ONE_WIDTH } from './fixtures/tags';

// Debian's chromium, never a downloaded browser (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD is set by the test command).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: './tests',
  // Two journeys at a time. The ones that rewrite a registry do it on a shop of their own (fixtures/swap-shop.ts),
  // and no journey asserts a shared count exactly, so the shop the others share never changes under them.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // No retries: a journey that passes only on a second try is a defect to fix, not a pass.
  retries: 0,
  // Hang guards, not speed requirements: every wait is for a state, and a loaded machine only makes it longer.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    // The root test command reads the counts from this file.
    ['json', { outputFile: process.env.PW_JSON_OUTPUT ?? 'test-results/results.json' }],
    // Outside test-results, which Playwright empties when a run starts. A second run in one test command
    // (against a shop elsewhere) names its own folders, so it keeps the first run's report and traces.
    ['html', { outputFolder: process.env.PW_HTML_REPORT ?? 'playwright-report', open: 'never' }],
  ],
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    {
      // A shopper's phone: touch, a mobile user agent and the 390 px width most of them have.
      name: 'phone',
      // Journeys that choose their own width, or that check what no width changes, run once (desktop).
      grepInvert: ONE_WIDTH,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        launchOptions: chromium,
      },
    },
  ],
  // Against a running shop (E2E_BASE_URL) nothing is built or started here.
  webServer: EXTERNAL_BASE_URL
    ? undefined
    : {
        command: 'node scripts/start-gateway.mjs',
        env: { E2E_PORT: String(E2E_PORT), E2E_RUN_DIR: RUN_DIR, E2E_REGISTRY_FILE: REGISTRY_FILE },
        url: `${BASE_URL}/healthz`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
