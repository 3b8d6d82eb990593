import { readFileSync } from 'node:fs';
import { spawnTracked } from '../lib/children';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { coreSplit, pinned } from '../lib/cpu';
import { log } from '../lib/log';
import { BENCH_DIR, TMP_DIR } from '../lib/paths';
import { assertPortsFree } from '../lib/ports';
import { startShopProcess, stopChild } from '../lib/shop';
import { API_VERSION, DOCUMENTS } from '../lib/storefront';
import { CATEGORY_PAGE_PATH, LISTING_PAGE_PATH, LISTING_SAMPLES, measureListingPage, type ListingPageSize } from './listing-page';
import { percentile, spread, type Spread } from '../lib/stats';

/** One listing page of the whole shop at a catalogue size: its bytes, and its server render's time over the samples. */
export interface ListingMeasure { htmlBytes: number; dataBytes: number; serverRendered: boolean; productCards: number; renderMs: Spread; firstServerRendered?: boolean }

export interface ScaleRow {
  products: number;
  /** Process spawn to listening, wall clock (node + module loading + catalogue + server). */
  startupMs: number;
  /** Of which generating the catalogue. */
  catalogMs: number;
  rssAfterStartMb: number;
  rssAfterQueriesMb: number;
  peakRssMb: number;
  queries: number;
  latency: { p50: number; p95: number; p99: number; max: number };
  /** Rounds of the query mix: p95 per round, median with min–max. */
  p95PerRound: Spread;
  errors: number;
  /** Products per answer, on average (the searches are drawn from the catalogue, so they match). */
  meanHits: number;
  /** The whole shop (gateway + PGlite inventory seeded for this catalogue): spawn to /healthz. */
  shopStartupMs?: number;
  shopRssMb?: number;
  /** A server-rendered listing page of the whole shop at this size (LISTING_PAGE_PATH, page cache off). */
  listing?: ListingMeasure;
  /** The same category unfiltered (CATEGORY_PAGE_PATH): every facet of the category with its counts. */
  categoryListing?: ListingMeasure;
}

export interface ScaleResult {
  settings: string;
  rows: ScaleRow[];
}

/** The last sample's bytes (they do not vary between samples) and the samples' render times. */
function listingMeasure(samples: ListingPageSize[], first: ListingPageSize): ListingMeasure {
  const last = samples[samples.length - 1]!;
  return {
    htmlBytes: last.htmlBytes, dataBytes: last.dataBytes, serverRendered: last.serverRendered, productCards: last.productCards,
    renderMs: spread(samples.map((x) => x.ms)), firstServerRendered: first.serverRendered && first.productCards > 0,
  };
}

/** The listing page's targets hold at every size: its HTML (data included) in KB, its server render's median in ms. */
export const SCALE_TARGETS = { p95At100k: 20, memoryMb: 600, listingKb: 100, listingRenderMs: 100 };

function procStatus(pid: number): { rss: number; hwm: number } {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(text.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return { rss: Number.NaN, hwm: Number.NaN };
  }
}

interface Ready {
  products: number;
  catalogMs: number;
  queries: Array<Record<string, unknown>>;
}

async function timeQueries(url: string, queries: Array<Record<string, unknown>>, rounds: number) {
  const body = (variables: Record<string, unknown>) => JSON.stringify({ query: DOCUMENTS.products, variables, operationName: 'Products' });
  let errors = 0;
  let hits = 0;
  let answered = 0;
  const once = async (variables: Record<string, unknown>) => {
    const t = performance.now();
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(variables) });
    const json = (await res.json()) as { data?: { products?: { nodes?: unknown[] } }; errors?: unknown };
    const ms = performance.now() - t;
    if (!res.ok || json.errors || !json.data?.products) errors++;
    else {
      answered++;
      hits += json.data.products.nodes?.length ?? 0;
    }
    return ms;
  };
  for (const q of queries.slice(0, 10)) await once(q); // warm-up
  const all: number[] = [];
  const perRound: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const round: number[] = [];
    for (const q of queries) round.push(await once(q));
    perRound.push(percentile(round, 95));
    all.push(...round);
  }
  return { all, perRound, errors, meanHits: answered ? hits / answered : 0 };
}

/**
 * The embedded Storefront server at each catalogue size, in its own process pinned to the server
 * core: start-up, resident memory, and the latency of a filtered, sorted, searched products(first: 24)
 * (the shop's own Products document), one request at a time so the figure is the query's own cost.
 */
export async function measureScale(opts: { sizes: number[]; port: number; rounds: number; shopStartup: boolean; staticRoot: string; portBase: number }): Promise<ScaleResult> {
  const cores = coreSplit();
  const rows: ScaleRow[] = [];
  for (const size of opts.sizes) {
    await assertPortsFree([opts.port]);
    const [command, args] = pinned(cores.server, process.execPath, ['--import', 'tsx', path.join('src', 'workers', 'storefront-scale.ts')]);
    const started = performance.now();
    const child = spawnTracked(command, args, { cwd: BENCH_DIR, env: { ...process.env, CATALOG_SIZE: String(size), PORT: String(opts.port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    try {
      const ready = await new Promise<Ready>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ready line within 300 s: ${stderr.slice(-500)}`)), 300_000);
        child.once('exit', (code) => reject(new Error(`scale worker exited ${code}: ${stderr.slice(-1000)}`)));
        createInterface({ input: child.stdout }).on('line', (line) => {
          try {
            const msg = JSON.parse(line) as Ready & { ready?: boolean };
            if (msg.ready) {
              clearTimeout(timer);
              resolve(msg);
            }
          } catch {
            // not our line
          }
        });
      });
      const startupMs = performance.now() - started;
      const afterStart = procStatus(child.pid!);
      const url = `http://127.0.0.1:${opts.port}/api/${API_VERSION}/graphql.json`;
      const timed = await timeQueries(url, ready.queries, opts.rounds);
      const afterQueries = procStatus(child.pid!);
      const row: ScaleRow = {
        products: ready.products,
        startupMs,
        catalogMs: ready.catalogMs,
        rssAfterStartMb: afterStart.rss,
        rssAfterQueriesMb: afterQueries.rss,
        peakRssMb: afterQueries.hwm,
        queries: timed.all.length,
        latency: { p50: percentile(timed.all, 50), p95: percentile(timed.all, 95), p99: percentile(timed.all, 99), max: Math.max(...timed.all) },
        p95PerRound: spread(timed.perRound),
        errors: timed.errors,
        meanHits: timed.meanHits,
      };
      rows.push(row);
      log(`scale ${size}: start ${Math.round(startupMs)} ms, RSS ${Math.round(afterQueries.rss)} MB (peak ${Math.round(afterQueries.hwm)}), p50 ${row.latency.p50.toFixed(1)} ms, p95 ${row.latency.p95.toFixed(1)} ms, errors ${timed.errors}`);
    } finally {
      await stopChild(child, 5000);
    }
    if (opts.shopStartup) {
      const t = performance.now();
      try {
        const shop = await startShopProcess({
          ports: { web: opts.portBase, api: opts.portBase + 1, storefront: opts.portBase + 2 },
          staticRoot: opts.staticRoot,
          dataDir: path.join(TMP_DIR, `data-scale-${size}`),
          cpus: cores.server,
          // Both off, so every listing request below is a server render that asks the Storefront API
          // (a kept page or a kept Storefront answer would time the cache, not the catalogue).
          env: { CATALOG_SIZE: String(size), PAGE_CACHE: 'off', STOREFRONT_CACHE: 'off' },
          readyTimeoutMs: 600_000,
        });
        const row = rows[rows.length - 1]!;
        row.shopStartupMs = performance.now() - t;
        row.shopRssMb = procStatus(shop.pid).rss;
        log(`scale ${size}: whole shop up in ${Math.round(row.shopStartupMs)} ms, RSS ${Math.round(row.shopRssMb)} MB`);
        try {
          // The first request after start-up (it loads the server bundles): not timed, but it must be a server render too.
          const first = await measureListingPage(shop.url);
          const firstCategory = await measureListingPage(shop.url, CATEGORY_PAGE_PATH);
          // The two pages in turn, so a drift of the machine's speed reaches both alike.
          const samples: ListingPageSize[] = [];
          const categorySamples: ListingPageSize[] = [];
          for (let i = 0; i < LISTING_SAMPLES; i++) {
            samples.push(await measureListingPage(shop.url));
            categorySamples.push(await measureListingPage(shop.url, CATEGORY_PAGE_PATH));
          }
          row.listing = listingMeasure(samples, first);
          row.categoryListing = listingMeasure(categorySamples, firstCategory);
          for (const [page, m] of [[LISTING_PAGE_PATH, row.listing], [CATEGORY_PAGE_PATH, row.categoryListing]] as const) {
            log(`scale ${size}: ${page} ${Math.round(m.htmlBytes / 1024)} KB HTML (${Math.round(m.dataBytes / 1024)} KB data), ${m.serverRendered ? 'server-rendered' : 'NOT server-rendered'}, median ${Math.round(m.renderMs.median)} ms`);
          }
        } finally {
          await shop.stop();
        }
      } catch (err) {
        log(`scale ${size}: whole shop start failed: ${(err as Error).message.split('\n')[0]}`);
      }
    }
  }
  return {
    settings: `embedded Storefront server alone (memory inventory) per size, pinned to CPU ${cores.server ?? '(unpinned)'}; ${opts.rounds} rounds of 40 distinct Products(first: 24) queries (word search + product_type + price filter + available_for_sale, 5 sort keys, reverse alternating), sequential, client-side latency`,
    rows,
  };
}
