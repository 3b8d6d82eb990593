/**
 * Where each listing page's bytes go (pageParts: each remote's inline styles, the dehydrated products
 * and facets, the cards' markup, the rest), one column a page, at one or more catalogue sizes.
 *   pnpm --filter bench exec tsx src/experiments/listing-parts.ts [sizes | origin]
 * e.g. `… listing-parts.ts 1000,100000`, or `… listing-parts.ts http://127.0.0.1:8401` for a shop already
 * running. Ports from PORT_BASE (default 9190, three of them); caches off, as listing-bytes.ts.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { log } from '../lib/log';
import { TMP_DIR } from '../lib/paths';
import { startShopProcess } from '../lib/shop';
import {
  ALL_PRODUCTS_PAGE_PATH, BROAD_SEARCH_PAGE_PATH, CATALOG_PAGE_PATH, CATEGORY_PAGE_PATH, measureListingPage, SEARCH_PAGE_PATH,
} from '../measures/listing-page';
import { pageParts } from '../measures/page-parts';
import { kib, table } from '../report/format';

const PAGES = [ALL_PRODUCTS_PAGE_PATH, CATALOG_PAGE_PATH, BROAD_SEARCH_PAGE_PATH, CATEGORY_PAGE_PATH, SEARCH_PAGE_PATH];

async function measure(origin: string): Promise<Array<Map<string, number>>> {
  const columns = [];
  for (const page of PAGES) {
    await measureListingPage(origin, page); // the first render of a page loads what it needs
    const { html } = await measureListingPage(origin, page);
    const parts = new Map(pageParts(html).map((p) => [p.part, p.bytes]));
    parts.set('whole page', Buffer.byteLength(html));
    columns.push(parts);
  }
  return columns;
}

function print(title: string, columns: Array<Map<string, number>>) {
  const names = [...new Set(columns.flatMap((c) => [...c.keys()]))]
    .sort((a, b) => (a === 'whole page' ? 1 : b === 'whole page' ? -1 : (columns[0]!.get(b) ?? 0) - (columns[0]!.get(a) ?? 0)));
  console.log(`\n${title}\n`);
  console.log(table(['part (KB)', ...PAGES], names.map((name) => [name, ...columns.map((c) => kib(c.get(name) ?? 0))])));
}

async function main() {
  const arg = process.argv[2] ?? '1000';
  if (arg.startsWith('http')) {
    print(arg, await measure(arg));
  } else {
    const portBase = Number(process.env.PORT_BASE ?? 9190);
    for (const size of arg.split(',').map(Number)) {
      log(`listing parts: ${size} products`);
      const shop = await startShopProcess({
        ports: { web: portBase, api: portBase + 1, storefront: portBase + 2 },
        dataDir: path.join(TMP_DIR, `data-listing-parts-${portBase}`),
        env: { CATALOG_SIZE: String(size), PAGE_CACHE: 'off', STOREFRONT_CACHE: 'off', SERVER_RENDER_TIMEOUT_MS: '60000' },
        readyTimeoutMs: 600_000,
      });
      try {
        print(`${size.toLocaleString('en')} products`, await measure(shop.url));
      } finally {
        await shop.stop();
      }
    }
  }
  console.log(`\nload average (1/5/15 min): ${loadavg().map((x) => x.toFixed(2)).join(' / ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
