/**
 * The Storefront side of the scale step's listing page, alone: the embedded server over a catalogue of
 * CATALOG_SIZE products (stock read as the shop reads it, from a list of sold-out variants), asked for
 * page 2 of the in-stock helmets by price exactly as the page asks (getListingPage: a cursor walk with
 * ids only, then the page with its products and facets). Times the same listing asked again (what the
 * bench's repeated first visits ask) and listings never asked before (each with its own price filter),
 * request to answer, median of SAMPLES.
 *
 *   cd bench && CATALOG_SIZE=100000 PORT=9233 [HANDLE=all] node --import tsx src/experiments/listing-queries.ts
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createRenderStorefrontClient, getListingPage, type ListingPageRequest } from '@tjb/storefront';
import { loadCatalog } from 'gateway/src/catalog';
import type { InventoryPort } from 'gateway/src/catalog/types';
import { startEmbeddedStorefront } from 'gateway/src/storefront-server';
import { percentile } from '../lib/stats';

const size = Number(process.env.CATALOG_SIZE ?? 100_000);
const port = Number(process.env.PORT ?? 9233);
const samples = Number(process.env.SAMPLES ?? 15);
/** The collection listed (HANDLE=all: the whole catalogue, as /shop lists it). */
const handle = process.env.HANDLE ?? 'helmets';

async function main() {
  const catalog = await loadCatalog({ size });
  const variants = catalog.products.flatMap((p) => p.variants);
  const inventory: InventoryPort = {
    quantities: async (ids) => new Map(ids.map((id) => [id, catalog.variantById(id)?.variant.initialQuantity ?? 0])),
    soldOut: async () => variants.filter((v) => v.initialQuantity <= 0).map((v) => v.id),
  };
  const server = await startEmbeddedStorefront({ port, catalog, inventory });
  const client = createRenderStorefrontClient({ storefrontEndpoint: `${server.url}/api/2025-01/graphql.json`, storefrontHeaders: {} });
  const page2 = (extra: ListingPageRequest['filters'] = []): ListingPageRequest => ({
    source: { kind: 'collection', handle, sortKey: 'PRICE' }, filters: [{ available: true }, ...extra], reverse: false, offset: 9, size: 9, excerpts: false,
  });
  const time = async (req: ListingPageRequest) => {
    const t = performance.now();
    const page = await getListingPage(client, req);
    if (!page.ok || page.data.products.length !== 9) throw new Error(`page 2 of ${handle} did not come: ${page.ok ? page.data.products.length : page.error.message}`);
    return performance.now() - t;
  };
  for (let i = 0; i < 3; i += 1) await time(page2());
  const again: number[] = [];
  const fresh: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    again.push(await time(page2()));
    fresh.push(await time(page2([{ price: { min: 0, max: 2000 - i } }])));
  }
  const round = (ms: number) => Math.round(ms * 10) / 10;
  process.stdout.write(`${JSON.stringify({
    products: catalog.products.length,
    handle,
    sameListingMs: { p50: round(percentile(again, 50)), min: round(Math.min(...again)), max: round(Math.max(...again)) },
    newListingMs: { p50: round(percentile(fresh, 50)), min: round(Math.min(...fresh)), max: round(Math.max(...fresh)) },
    load: loadavg().map((x) => Math.round(x * 100) / 100),
  })}\n`);
  await server.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
