import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { loadCatalog } from 'gateway/src/catalog';
import type { Catalog, CatalogProduct, CatalogVariant } from 'gateway/src/catalog/types';
import { openDatabase } from 'gateway/src/db';
import { createPgDriver, createPgliteDriver, type SqlDriver } from 'gateway/src/db/driver';
import { coreSplit } from '../lib/cpu';
import { log } from '../lib/log';
import { TMP_DIR } from '../lib/paths';
import { startShopProcess } from '../lib/shop';
import { percentile } from '../lib/stats';

export interface CheckoutRow {
  engine: 'pglite' | 'postgres';
  shoppers: number;
  seconds: number;
  attempts: number;
  orders: number;
  ordersPerSecond: number;
  /** 409 answers: a line was sold out (expected on the contended variants). */
  soldOut: number;
  /** Anything else that was not 201 or 409. */
  errors: number;
  errorSamples: string[];
  latency: { p50: number; p95: number; p99: number };
  replays: number;
  /** Replays that did not return the same order with Idempotent-Replayed: true. */
  badReplays: number;
  /** Variants sold beyond their stock, or whose final stock ≠ initial − sold. */
  oversells: number;
  /** Paid orders the database holds beyond the distinct orders the shoppers were told about. */
  duplicates: number;
  pendingLeft: number;
  contended: { variants: number; stockEach: number; sold: number };
}

export interface CheckoutResult {
  settings: string;
  rows: CheckoutRow[];
  skipped: string[];
}

const silent = pino({ level: 'silent' });
const HOT_STOCK = 10;
const PLENTIFUL_STOCK = 5000;

export interface Line {
  product: CatalogProduct;
  variant: CatalogVariant;
}

export function pickLines(catalog: Catalog): { hot: Line[]; plentiful: Line[] } {
  const lines: Line[] = [];
  for (const product of catalog.products) {
    const variant = product.variants.find((v) => v.requiresShipping);
    if (variant) lines.push({ product, variant });
  }
  // Fixed picks (every 7th product) so each engine gets the same mix.
  const spaced = lines.filter((_, i) => i % 7 === 0);
  return { hot: spaced.slice(0, 3), plentiful: spaced.slice(3, 203) };
}

const toItem = ({ product, variant }: Line, quantity = 1) => ({
  shopifyProductId: product.id,
  shopifyVariantId: variant.id,
  quantity,
  price: (variant.priceCents / 100).toFixed(2),
  productData: { title: product.title, handle: product.handle, productType: product.productType },
  variantData: { title: variant.title, selectedOptions: variant.selectedOptions },
});

const SHIPPING = {
  firstName: 'Bench',
  lastName: 'Shopper',
  email: 'bench@example.com',
  address1: '1 Throttle Way',
  city: 'Sturgis',
  state: 'SD',
  zip: '57785',
  country: 'US',
};
const CARD = { paymentMethod: 'credit-card', cardNumber: '4242 4242 4242 4242', expiryDate: '12/39', cvv: '123', cardholderName: 'Bench Shopper' };

/** A deterministic generator per shopper so runs on both engines ask for the same carts. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function prepareDatabase(engine: 'pglite' | 'postgres', catalog: Catalog, lines: { hot: Line[]; plentiful: Line[] }, where: { dataDir: string; url?: string }) {
  const db = await openDatabase(engine === 'pglite' ? { dataDir: path.join(where.dataDir, 'pglite'), logger: silent } : { databaseUrl: where.url!, logger: silent });
  try {
    await db.seedInventory(catalog);
    for (const l of lines.hot) await db.setStockLevel(l.variant.id, HOT_STOCK);
    for (const l of lines.plentiful) await db.setStockLevel(l.variant.id, PLENTIFUL_STOCK);
  } finally {
    await db.close();
  }
}

export async function verify(driver: SqlDriver, lines: { hot: Line[]; plentiful: Line[] }, told: Set<string>) {
  const initial = new Map<string, number>([...lines.hot.map((l) => [l.variant.id, HOT_STOCK] as const), ...lines.plentiful.map((l) => [l.variant.id, PLENTIFUL_STOCK] as const)]);
  const paid = await driver.query<{ name: string }>(`SELECT name FROM orders WHERE status = 'paid' AND kind = 'merchandise'`);
  const pending = await driver.query<{ n: string }>(`SELECT count(*)::text AS n FROM orders WHERE status = 'pending'`);
  const sold = await driver.query<{ variant_id: string; sold: string }>(
    `SELECT l.variant_id, sum(l.quantity)::text AS sold FROM order_lines l JOIN orders o ON o.id = l.order_id
     WHERE o.status = 'paid' AND l.variant_id IS NOT NULL GROUP BY l.variant_id`,
  );
  const stock = await driver.query<{ variant_id: string; quantity: number }>(`SELECT variant_id, quantity FROM inventory WHERE variant_id = ANY($1)`, [[...initial.keys()]]);
  const soldBy = new Map(sold.rows.map((r) => [r.variant_id, Number(r.sold)]));
  const finalBy = new Map(stock.rows.map((r) => [r.variant_id, Number(r.quantity)]));
  let oversells = 0;
  for (const [id, start] of initial) {
    const s = soldBy.get(id) ?? 0;
    if (s > start || finalBy.get(id) !== start - s) oversells++;
  }
  const names = paid.rows.map((r) => r.name);
  const duplicates = names.length - new Set(names).size + names.filter((n) => !told.has(n)).length;
  const hotSold = lines.hot.reduce((sum, l) => sum + (soldBy.get(l.variant.id) ?? 0), 0);
  return { oversells, duplicates, pendingLeft: Number(pending.rows[0]?.n ?? 0), hotSold, paid: names.length };
}

export async function runShoppers(origin: string, lines: { hot: Line[]; plentiful: Line[] }, shoppers: number, seconds: number) {
  const deadline = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  const told = new Set<string>();
  let attempts = 0;
  let soldOut = 0;
  let errors = 0;
  let replays = 0;
  let badReplays = 0;
  let namesTwice = 0;
  const errorSamples: string[] = [];
  const shopper = async (n: number) => {
    const random = rng(1000 + n);
    let cookie = '';
    const post = async (body: string, key: string) => {
      const t = performance.now();
      const res = await fetch(`${origin}/api/shopify/process-payment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, 'idempotency-key': key, ...(cookie ? { cookie } : {}) },
        body,
      });
      const ms = performance.now() - t;
      const setCookie = res.headers.get('set-cookie');
      if (setCookie) cookie = setCookie.split(';')[0]!;
      const json = (await res.json().catch(() => ({}))) as { order?: { name?: string }; message?: string };
      return { status: res.status, ms, name: json.order?.name, message: json.message, replayed: res.headers.get('idempotent-replayed') === 'true' };
    };
    while (performance.now() < deadline) {
      const items = [toItem(lines.plentiful[Math.floor(random() * lines.plentiful.length)]!)];
      if (random() < 0.5) items.push(toItem(lines.plentiful[Math.floor(random() * lines.plentiful.length)]!, 2));
      if (random() < 0.3) items.push(toItem(lines.hot[Math.floor(random() * lines.hot.length)]!));
      // Two lines of the same variant would be merged by a real cart; keep the cart as a cart would be.
      const unique = [...new Map(items.map((i) => [i.shopifyVariantId, i])).values()];
      const body = JSON.stringify({ cartItems: unique, shippingInfo: SHIPPING, billingInfo: { sameAsShipping: true }, paymentInfo: CARD });
      const key = randomUUID();
      attempts++;
      const r = await post(body, key);
      latencies.push(r.ms);
      if (r.status === 201 && r.name) {
        if (told.has(r.name)) namesTwice++;
        told.add(r.name);
        // A shopper whose connection dropped retries with the same key: it must get the same order back.
        if (random() < 0.1) {
          replays++;
          const again = await post(body, key);
          if (again.status !== 201 || again.name !== r.name || !again.replayed) badReplays++;
        }
      } else if (r.status === 409) soldOut++;
      else {
        errors++;
        if (errorSamples.length < 5) errorSamples.push(`${r.status} ${r.message ?? ''}`.trim());
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: shoppers }, (_, i) => shopper(i)));
  const elapsed = (performance.now() - started) / 1000;
  return { elapsed, latencies, told, attempts, soldOut, errors, errorSamples, replays, badReplays, namesTwice };
}

/**
 * Orders per second through POST /api/shopify/process-payment with concurrent shoppers, on PGlite
 * and on PostgreSQL, through the public gateway (its /api proxy, sessions, rate limits raised for the
 * run). Three variants hold 10 units each and about a third of the carts want one of them, so the
 * stock race is exercised; 10 % of successful purchases are retried with the same Idempotency-Key.
 * Afterwards the database is read: no variant sold past its stock, final stock = initial − sold,
 * every paid order is one a shopper was told about, once.
 */
export async function measureCheckout(opts: { staticRoot: string; portBase: number; shoppers: number; seconds: number; postgresUrl?: string }): Promise<CheckoutResult> {
  const cores = coreSplit();
  const catalog = await loadCatalog();
  const lines = pickLines(catalog);
  const rows: CheckoutRow[] = [];
  const skipped: string[] = [];
  const engines: Array<'pglite' | 'postgres'> = ['pglite', 'postgres'];
  for (const engine of engines) {
    const dataDir = path.join(TMP_DIR, `data-checkout-${engine}`);
    let url: string | undefined;
    let dropSchema: (() => Promise<void>) | undefined;
    if (engine === 'postgres') {
      if (!opts.postgresUrl) {
        skipped.push('postgres: no server (set BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)');
        continue;
      }
      const { Client } = await import('pg');
      const admin = new Client({ connectionString: opts.postgresUrl, connectionTimeoutMillis: 3000 });
      try {
        await admin.connect();
      } catch (err) {
        skipped.push(`postgres: ${opts.postgresUrl} does not answer (${(err as Error).message})`);
        continue;
      }
      const schema = `tjb_bench_${process.pid}_${Date.now()}`;
      await admin.query(`CREATE SCHEMA ${schema}`);
      const u = new URL(opts.postgresUrl);
      u.searchParams.set('options', `-c search_path=${schema}`);
      url = u.toString();
      dropSchema = async () => {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      };
    }
    try {
      const { rmSync } = await import('node:fs');
      rmSync(dataDir, { recursive: true, force: true });
      await prepareDatabase(engine, catalog, lines, { dataDir, url });
      const shop = await startShopProcess({
        ports: { web: opts.portBase, api: opts.portBase + 1, storefront: opts.portBase + 2 },
        staticRoot: opts.staticRoot,
        dataDir,
        keepData: true,
        cpus: cores.server,
        env: { RATE_LIMIT_FACTOR: '1000', ...(url ? { DATABASE_URL: url } : {}) },
      });
      let run: Awaited<ReturnType<typeof runShoppers>>;
      try {
        run = await runShoppers(shop.url, lines, opts.shoppers, opts.seconds);
      } finally {
        await shop.stop();
      }
      const driver = engine === 'pglite' ? await createPgliteDriver(path.join(dataDir, 'pglite')) : createPgDriver(url!, silent);
      let checked: Awaited<ReturnType<typeof verify>>;
      try {
        checked = await verify(driver, lines, run.told);
      } finally {
        await driver.close();
      }
      const row: CheckoutRow = {
        engine,
        shoppers: opts.shoppers,
        seconds: run.elapsed,
        attempts: run.attempts,
        orders: run.told.size,
        ordersPerSecond: run.told.size / run.elapsed,
        soldOut: run.soldOut,
        errors: run.errors,
        errorSamples: run.errorSamples,
        latency: { p50: percentile(run.latencies, 50), p95: percentile(run.latencies, 95), p99: percentile(run.latencies, 99) },
        replays: run.replays,
        badReplays: run.badReplays,
        oversells: checked.oversells,
        duplicates: checked.duplicates + run.namesTwice,
        pendingLeft: checked.pendingLeft,
        contended: { variants: lines.hot.length, stockEach: HOT_STOCK, sold: checked.hotSold },
      };
      rows.push(row);
      log(`checkout ${engine}: ${row.orders} orders in ${row.seconds.toFixed(1)} s = ${row.ordersPerSecond.toFixed(1)}/s, sold out ${row.soldOut}, errors ${row.errors}, oversells ${row.oversells}, duplicates ${row.duplicates}, bad replays ${row.badReplays}`);
    } catch (err) {
      skipped.push(`${engine}: ${(err as Error).message.split('\n')[0]}`);
      log(`checkout ${engine} failed: ${(err as Error).message}`);
    } finally {
      await dropSchema?.().catch(() => undefined);
    }
  }
  return {
    settings: `${opts.shoppers} concurrent shoppers for ${opts.seconds} s through the gateway (POST /api/shopify/process-payment, test processor, RATE_LIMIT_FACTOR=1000), shop pinned to CPU ${cores.server ?? '(unpinned)'}; carts of 1–2 lines from 200 well-stocked variants, 30 % also want one of 3 variants holding ${HOT_STOCK} units; 10 % of successes retried with the same Idempotency-Key`,
    rows,
    skipped,
  };
}
