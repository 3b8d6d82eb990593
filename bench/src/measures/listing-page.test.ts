/**
 * A listing page's weight does not grow with the catalogue (conventions §17): at 20,000 products the
 * server-rendered helmets page, filtered and on page 2, still carries only the nine products it shows,
 * and the first request after start-up is server-rendered like any other (the catalogue's stock is read
 * before the Storefront server listens). Bytes are host-independent; how long the render takes is
 * measured by `pnpm bench` (scale step).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverStateId } from '@tjb/shop-contracts';
import pino from 'pino';
import { loadConfig } from 'gateway/src/config';
import { startServer, type RunningShop } from 'gateway/src/server';
import { REPO_ROOT } from '../lib/paths';
import { measureListingPage } from './listing-page';
import { freePort } from '../lib/ports';

const CATALOG_SIZE = 20_000;
/**
 * The whole first visit (intro splash included, as a browser without the splash cookie gets it): the
 * chrome (header, footer, inline styles, splash) and the nine cards with their ~20 KB of hydration data.
 */
const HTML_LIMIT = 100 * 1024;
const DATA_LIMIT = 40 * 1024;

const built = ['shell', 'mfe-catalog'].every((app) => existsSync(path.join(REPO_ROOT, app, 'dist-server', 'server.js')));


describe(`a listing page at ${CATALOG_SIZE.toLocaleString('en')} products`, () => {
  let shop: RunningShop;
  let dataDir: string;
  let origin: string;

  beforeAll(async () => {
    if (!built) return;
    dataDir = mkdtempSync(path.join(tmpdir(), 'tjb-listing-bytes-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      PORT: String(port), API_PORT: '0', STOREFRONT_PORT: '0', HOST: '127.0.0.1', STATIC_ROOT: REPO_ROOT, DATA_DIR: dataDir,
      LOG_LEVEL: 'silent', ALLOWED_ORIGINS: origin, CATALOG_SIZE: String(CATALOG_SIZE), PAGE_CACHE: 'off',
      // Bytes are asserted here, not speed: a slow host must not turn the page into a browser render.
      SERVER_RENDER_TIMEOUT_MS: '60000',
    });
    shop = await startServer(config, pino({ level: 'silent' }));
  }, 600_000);

  afterAll(async () => {
    await shop?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the builds are checked, then the shell and the catalogue have server bundles (pnpm build)', () => {
    expect(built).toBe(true);
  });

  it('when the first request after start-up asks for the filtered helmets page 2, then it is server-rendered with its nine products', async () => {
    if (!built) throw new Error('no server build: run pnpm build');
    const first = await measureListingPage(origin);
    expect(first.serverRendered).toBe(true);
    expect(first.productCards).toBe(9);
  });

  it('when the filtered helmets page 2 is served, then it is server-rendered with its nine products in under 100 KB of HTML', async () => {
    if (!built) throw new Error('no server build: run pnpm build');
    const page = await measureListingPage(origin);
    const script = new RegExp(`id="${serverStateId('mfe-catalog')}">([\\s\\S]*?)</script>`).exec(page.html);
    const state = JSON.parse(script?.[1] ?? '{"queries":[]}') as { queries: Array<[queryKey: unknown[], data: unknown, dataUpdatedAt: number]> }; // @tjb/ui's PageState
    // The page's state holds the shown page only.
    expect(state.queries.flatMap(([, data]) => (data as { products?: unknown[] } | undefined)?.products ?? [])).toHaveLength(9);
    expect(page.serverRendered).toBe(true);
    expect(page.productCards).toBe(9);
    expect(page.htmlBytes).toBeLessThan(HTML_LIMIT);
    expect(page.dataBytes).toBeLessThan(DATA_LIMIT);
  });
});
