import { performance } from 'node:perf_hooks';
import { SERVER_RENDERED_ATTRIBUTE } from '@tjb/shop-contracts';

/** The listing page the scale step and its byte test measure: a dedicated category, filtered, on page 2. */
export const LISTING_PAGE_PATH = '/shop/helmets?tab=categories&instock=1&sort=price-low&page=2';

/**
 * The same category unfiltered, as a shopper first lands on it from the header: it also carries the
 * facets of the whole category (every style, brand, size and colour with counts), so it is the heavier
 * page; the scale step measures it beside LISTING_PAGE_PATH.
 */
export const CATEGORY_PAGE_PATH = '/shop/helmets';

/** A shopper's search (the header's search form submits here): the Storefront `search` and its facets. */
export const SEARCH_PAGE_PATH = '/shop?search=helmet';

/**
 * The listings of the whole catalogue, 24 products a page and no filter panel: all products (by
 * relevance) and the complete catalog (by title).
 */
export const ALL_PRODUCTS_PAGE_PATH = '/all-products';
export const CATALOG_PAGE_PATH = '/catalog';

/** A broad search: many product types, brands, sizes and colours among its facets. */
export const BROAD_SEARCH_PAGE_PATH = '/shop?search=leather';

/** Timed requests per catalogue size in the scale step (after one warm-up); the table shows their median. */
export const LISTING_SAMPLES = 9;

export interface ListingPageSize {
  path: string;
  /** The whole HTML document, uncompressed. */
  htmlBytes: number;
  /** Of which the inert JSON the page carries for hydration (dehydrated queries, primed answers, styles' ids). */
  dataBytes: number;
  serverRendered: boolean;
  /** Product cards in the server-rendered markup. */
  productCards: number;
  /** Request to last byte, this one request (the bench takes the median of several). */
  ms: number;
  html: string;
}

const JSON_SCRIPT = /<script[^>]*type="application\/json"[^>]*>([\s\S]*?)<\/script>/g;

/** What a listing page costs the shopper at this catalogue size: bytes of HTML and data, and the time to render it. */
export async function measureListingPage(origin: string, path = LISTING_PAGE_PATH): Promise<ListingPageSize> {
  const started = performance.now();
  const res = await fetch(origin + path, { headers: { Accept: 'text/html' } });
  const html = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${path} answered HTTP ${res.status}`);
  let dataBytes = 0;
  for (const match of html.matchAll(JSON_SCRIPT)) dataBytes += Buffer.byteLength(match[1]!);
  return {
    path,
    htmlBytes: Buffer.byteLength(html),
    dataBytes,
    serverRendered: html.includes(`${SERVER_RENDERED_ATTRIBUTE}`),
    productCards: html.match(/data-testid="product-card"/g)?.length ?? 0,
    ms,
    html,
  };
}
