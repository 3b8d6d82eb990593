/**
 * Child process for the catalogue-scale measurement: generates a catalogue of CATALOG_SIZE products,
 * starts the embedded Storefront server on PORT and prints one JSON line when it listens. It also
 * prints the query mix the parent will time, drawn from the catalogue itself so every search matches.
 */
import { performance } from 'node:perf_hooks';
import { loadCatalog } from 'gateway/src/catalog';
import { startEmbeddedStorefront } from 'gateway/src/storefront-server';

const SORTS = ['PRICE', 'TITLE', 'BEST_SELLING', 'CREATED_AT', 'RELEVANCE'] as const;

async function main() {
  const size = Number(process.env.CATALOG_SIZE);
  const port = Number(process.env.PORT);
  const t0 = performance.now();
  const catalog = await loadCatalog({ size });
  const catalogMs = performance.now() - t0;
  const server = await startEmbeddedStorefront({ port, host: '127.0.0.1', catalog });
  const readyMs = performance.now();
  const queries = Array.from({ length: 40 }, (_, i) => {
    const p = catalog.products[(i * 7919) % catalog.products.length]!;
    const word = (p.title.split(/\s+/).find((w) => /^[a-z]{4,}$/i.test(w)) ?? p.title.split(/\s+/)[0]!).toLowerCase();
    const cents = Math.max(...p.variants.map((v) => v.priceCents));
    const sortKey = SORTS[i % SORTS.length]!;
    return {
      first: 24,
      query: `${word} product_type:"${p.productType}" variants.price:<=${Math.ceil((cents * 1.5) / 100)} available_for_sale:true`,
      sortKey,
      reverse: i % 2 === 1,
    };
  });
  process.stdout.write(
    `${JSON.stringify({ ready: true, products: catalog.products.length, catalogMs, readyMs, uptimeAtReadyMs: process.uptime() * 1000, rss: process.memoryUsage().rss, queries })}\n`,
  );
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
