/**
 * Child process for the catalogue-scale measurement: generates a catalogue of CATALOG_SIZE products,
 * starts the embedded Storefront server on PORT and prints one JSON line when it listens. It also
 * prints the query mix the parent will time, drawn from the catalogue itself so every search matches.
 */
import { performance } from 'node:perf_hooks';
import { loadCatalog } from 'gateway/src/catalog';
import { startEmbeddedStorefront } from 'gateway/src/storefront-server';
import { scaleQueries } from './scale-queries';

async function main() {
  const size = Number(process.env.CATALOG_SIZE);
  const port = Number(process.env.PORT);
  const t0 = performance.now();
  const catalog = await loadCatalog({ size });
  const catalogMs = performance.now() - t0;
  const server = await startEmbeddedStorefront({ port, host: '127.0.0.1', catalog });
  const readyMs = performance.now();
  const queries = scaleQueries(catalog);
  process.stdout.write(
    `${JSON.stringify({ ready: true, products: catalog.products.length, catalogMs, readyMs, uptimeAtReadyMs: process.uptime() * 1000, rss: process.memoryUsage().rss, queries })}\n`,
  );
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
