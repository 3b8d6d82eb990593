import type { StorefrontClient } from './client';
import { deferredStorefrontClient, type DeferredStorefrontClient } from './deferred-client';
import { storefrontEndpoint } from './endpoint';
import type { StorefrontError, StorefrontResult } from './types';

/** The Storefront client a remote's queries use, and how its server render and its tests point it elsewhere. */
export interface RemoteStorefront {
  /**
   * The client for the query running now: the request's own on the server (its origin decides the image
   * URLs), a test's, else the page's, pointed at this page's gateway, whose code loads with the first
   * query: a server-rendered page hydrates from the answers in its HTML and needs none of it to become
   * interactive.
   */
  storefront(): StorefrontClient;
  /** Loads the page client's code ahead of the shopper's first query (after the page has settled). */
  warm(): void;
  /** The server session's way to hand each request its own client (defineServerSession's requestClient). */
  setResolver(resolve: (() => StorefrontClient | undefined) | undefined): void;
  /** Lets tests point the remote at a fake gateway. */
  setClient(next: StorefrontClient | undefined): void;
}

/**
 * One remote's Storefront access, the same in every remote: `loadPageClient` is the remote's own
 * dynamic import of `createStorefrontClient` (its own chunk, so the GraphQL client stays off the first load).
 */
export function remoteStorefront(loadPageClient: () => Promise<StorefrontClient>): RemoteStorefront {
  let testClient: StorefrontClient | undefined;
  let pageClient: DeferredStorefrontClient | undefined;
  let resolveClient: (() => StorefrontClient | undefined) | undefined;
  const pageOf = () => (pageClient ??= deferredStorefrontClient(storefrontEndpoint().endpoint, loadPageClient));
  return {
    storefront: () => resolveClient?.() ?? testClient ?? pageOf(),
    warm() {
      if (resolveClient?.() || testClient) return;
      pageOf().load().catch(() => undefined); // a failed warm-up is retried by the first query
    },
    setResolver(resolve) {
      resolveClient = resolve;
    },
    setClient(next) {
      testClient = next;
    },
  };
}

/** A failed Storefront read, thrown so a query shows its error state instead of an empty answer. */
export class StorefrontLoadError extends Error {
  constructor(readonly detail: StorefrontError) {
    super(detail.message);
    this.name = 'StorefrontLoadError';
  }
}

/** The helpers answer failures as data; a query needs a failure to throw so it shows its error state. */
export function unwrap<T>(result: StorefrontResult<T>): T {
  if (!result.ok) throw new StorefrontLoadError(result.error);
  return result.data;
}
