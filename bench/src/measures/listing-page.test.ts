/**
 * A listing page's weight does not grow with the catalogue (conventions §17): at 20,000 products the
 * server-rendered helmets page (unfiltered, and filtered on page 2) and the searches carry only the
 * nine products they show, all products and the catalog (as a grid and as a list) only their 24, each
 * with the one variant its card shows, and every one of them stays under 100 KB; the first request
 * after start-up is server-rendered like any other (the catalogue's stock is read before the
 * Storefront server listens). Bytes are host-independent; how long the render takes is measured by `pnpm bench` (scale step).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverStateId } from '@tjb/shop-contracts';
import pino from 'pino';
import { loadConfig } from 'gateway/src/config';
import { startServer, type RunningShop } from 'gateway/src/server';
import { REPO_ROOT } from '../lib/paths';
import {
  ALL_PRODUCTS_PAGE_PATH, BROAD_SEARCH_PAGE_PATH, CATALOG_PAGE_PATH, CATEGORY_PAGE_PATH, LISTING_PAGE_PATH, measureListingPage, SEARCH_PAGE_PATH,
} from './listing-page';
import { freePort } from '../lib/ports';

const CATALOG_SIZE = 20_000;
/**
 * The whole first visit (intro splash included, as a browser without the splash cookie gets it): the
 * chrome (header, footer, inline styles, splash) and the cards with their hydration data, nine or 24.
 */
const HTML_LIMIT = 100 * 1024;
/**
 * One product as a grid's card needs it: the one variant it prices and adds (~250 bytes), the image and
 * the rest (~500), no excerpt (only the list view shows one): about 0.8 KB. With ten variants it was ~3 KB.
 */
const PRODUCT_LIMIT = 1536;
/**
 * The page's data: nine such products (~7 KB) and the facets of the listing with their counts (2.5 KB on
 * a category, 5 KB on a broad search: their types, styles, brands, sizes and colours by label), or 24
 * products (~17 KB) and only the count's facet on a page without a filter panel, and the page's few
 * other answers. The unfiltered helmets page carried 31 KB; all products and the catalog 41 KB.
 */
const DATA_LIMIT = 20 * 1024;

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

  const pages: Array<[string, number, string]> = [
    ['the filtered helmets page 2', 9, LISTING_PAGE_PATH],
    ['the helmets category, unfiltered', 9, CATEGORY_PAGE_PATH],
    ['a search', 9, SEARCH_PAGE_PATH],
    ['a broad search', 9, BROAD_SEARCH_PAGE_PATH],
    ['all products', 24, ALL_PRODUCTS_PAGE_PATH],
    ['the complete catalog', 24, CATALOG_PAGE_PATH],
    // Its cards show excerpts: in the HTML once, not again in the data (the query's meta.pageState).
    ['the complete catalog as a list', 24, `${CATALOG_PAGE_PATH}?view=list`],
  ];

  it.each(pages)('when %s is served, then it is server-rendered with its %i products, one variant each and no excerpt in its data, in under 100 KB of HTML', async (_name, cards, pagePath) => {
    if (!built) throw new Error('no server build: run pnpm build');
    const page = await measureListingPage(origin, pagePath);
    const script = new RegExp(`id="${serverStateId('mfe-catalog')}">([\\s\\S]*?)</script>`).exec(page.html);
    const state = JSON.parse(script?.[1] ?? '{"queries":[]}') as { queries: Array<[queryKey: unknown[], data: unknown, dataUpdatedAt: number]> }; // @tjb/ui's PageState
    // The page's state holds the shown page only, each product with the variant its card shows and no list of them.
    const products = state.queries.flatMap(([, data]) => (data as { products?: Array<Record<string, unknown>> } | undefined)?.products ?? []);
    expect(products).toHaveLength(cards);
    for (const product of products) {
      expect(product).not.toHaveProperty('variants');
      expect(product).not.toHaveProperty('excerpt');
      expect(product).toHaveProperty('variant.id');
      expect(Buffer.byteLength(JSON.stringify(product))).toBeLessThan(PRODUCT_LIMIT);
    }
    expect(page.serverRendered).toBe(true);
    expect(page.productCards).toBe(cards);
    expect(page.htmlBytes).toBeLessThan(HTML_LIMIT);
    expect(page.dataBytes).toBeLessThan(DATA_LIMIT);
  });
});
