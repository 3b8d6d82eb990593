/**
 * What a first visit to each listing page weighs (HTML and the data it carries for hydration, uncompressed,
 * intro splash included) at several catalogue sizes, for two builds of the front end side by side: the
 * `<app>/dist(-server)` folders under a snapshot (A, taken before a change) and the repository's (B).
 *   pnpm --filter bench exec tsx src/experiments/listing-bytes.ts [sizes] [snapshot root]
 * e.g. `… listing-bytes.ts 1000,10000,100000 /tmp/lb-base` (take the snapshot as build-ab.ts says; without
 * one, only the repository's build is measured). Ports from PORT_BASE (default 9190, six of them). The
 * page and Storefront caches are off, so each request is a server render (given a minute, however busy the host). Bytes do not depend on the
 * host; the load average is printed beside them anyway.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { log } from '../lib/log';
import { REPO_ROOT, TMP_DIR } from '../lib/paths';
import { startShopProcess } from '../lib/shop';
import {
  ALL_PRODUCTS_PAGE_PATH, BROAD_SEARCH_PAGE_PATH, CATALOG_PAGE_PATH, CATEGORY_PAGE_PATH, LISTING_PAGE_PATH, measureListingPage, SEARCH_PAGE_PATH,
} from '../measures/listing-page';
import { table } from '../report/format';

const PAGES = [CATEGORY_PAGE_PATH, '/shop/shirts-flannels', SEARCH_PAGE_PATH, BROAD_SEARCH_PAGE_PATH, ALL_PRODUCTS_PAGE_PATH, CATALOG_PAGE_PATH, `${CATALOG_PAGE_PATH}?view=list`, LISTING_PAGE_PATH];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function measureBuild(root: string, size: number, portBase: number) {
  const shop = await startShopProcess({
    ports: { web: portBase, api: portBase + 1, storefront: portBase + 2 },
    staticRoot: root,
    dataDir: path.join(TMP_DIR, `data-listing-bytes-${portBase}`),
    // Bytes are measured here, not speed: a busy host must not turn a page into a browser render.
    env: { CATALOG_SIZE: String(size), PAGE_CACHE: 'off', STOREFRONT_CACHE: 'off', SERVER_RENDER_TIMEOUT_MS: '60000' },
    readyTimeoutMs: 600_000,
  });
  try {
    const rows = [];
    for (const page of PAGES) {
      await measureListingPage(shop.url, page); // the first render of a page loads what it needs
      const m = await measureListingPage(shop.url, page);
      rows.push({ page, html: m.htmlBytes, data: m.dataBytes, cards: m.productCards, serverRendered: m.serverRendered });
    }
    return rows;
  } finally {
    await shop.stop();
  }
}

async function main() {
  const [sizesArg, snapshotArg] = process.argv.slice(2);
  const sizes = (sizesArg ?? '1000,10000,100000').split(',').map(Number);
  const snapshot = snapshotArg ? path.resolve(process.env.INIT_CWD ?? process.cwd(), snapshotArg) : null;
  const portBase = Number(process.env.PORT_BASE ?? 9190);
  const builds: Array<[string, string]> = [...(snapshot ? [['A', snapshot] as [string, string]] : []), ['B', REPO_ROOT]];
  const out: string[][] = [];
  for (const size of sizes) {
    for (const [name, root] of builds) {
      log(`listing bytes: ${size} products, build ${name} (${root})`);
      for (const r of await measureBuild(root, size, portBase)) {
        out.push([size.toLocaleString('en'), name, r.page, `${kb(r.html)} KB`, `${kb(r.data)} KB`, String(r.cards), r.serverRendered ? 'yes' : 'NO']);
      }
    }
  }
  console.log(table(['products', 'build', 'page', 'HTML', 'of which data', 'cards', 'server-rendered'], out));
  console.log(`\nload average (1/5/15 min): ${loadavg().map((x) => x.toFixed(2)).join(' / ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
