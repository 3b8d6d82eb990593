import {
  deferredStorefrontClient, storefrontEndpoint, type DeferredStorefrontClient, type StorefrontClient, type StorefrontError, type StorefrontResult,
} from '@tjb/storefront';

let client: StorefrontClient | undefined;
let pageClient: DeferredStorefrontClient | undefined;
let resolveClient: (() => StorefrontClient | undefined) | undefined;

/**
 * The shop's one Storefront client, pointed at this page's gateway (`/api/2025-01/graphql.json`). The
 * answers the gateway wrote into the page for its first query are used before any fetch.
 *
 * Its code loads with the first query: a server-rendered page hydrates from the answers in its HTML and
 * needs none of it to become interactive, which keeps it out of home's initial JS.
 */
export function storefront(): StorefrontClient {
  const resolved = resolveClient?.();
  if (resolved) return resolved;
  return client ?? pageOf();
}

const pageOf = (): DeferredStorefrontClient =>
  (pageClient ??= deferredStorefrontClient(storefrontEndpoint().endpoint, () => import('./page-client').then((m) => m.createPageClient())));

/** Loads the client's code ahead of the shopper's first filter or search (after the page has settled). */
export function warmStorefront(): void {
  if (resolveClient?.() || client) return;
  pageOf().load().catch(() => undefined); // a failed warm-up is retried by the first query
}

/** On the server each request has its own client (its origin decides the image URLs): src/server.tsx resolves it. */
export function setStorefrontResolver(resolve: (() => StorefrontClient | undefined) | undefined): void {
  resolveClient = resolve;
}

/** Lets tests point the remote at a fake gateway. */
export function setStorefrontClient(next: StorefrontClient | undefined): void {
  client = next;
}

/** A failed Storefront read, thrown so the query shows its error state instead of "no products". */
export class StorefrontLoadError extends Error {
  constructor(readonly detail: StorefrontError) {
    super(detail.message);
    this.name = 'StorefrontLoadError';
  }
}

/** The helpers never throw; a query needs a failure to be a failure. */
export function unwrap<T>(result: StorefrontResult<T>): T {
  if (!result.ok) throw new StorefrontLoadError(result.error);
  return result.data;
}
