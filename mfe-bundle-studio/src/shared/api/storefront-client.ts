import { deferredStorefrontClient, storefrontEndpoint, type StorefrontClient, type StorefrontResult } from '@tjb/storefront';

let page: StorefrontClient | undefined;
let resolveClient: (() => StorefrontClient | undefined) | undefined;
let testClient: StorefrontClient | undefined;

/**
 * The Storefront client this remote's queries use: the request's own on the server (src/server.tsx),
 * else the page's, whose code loads with the first query the browser makes (a server-rendered page
 * hydrates from the answers in its HTML).
 */
export function storefront(): StorefrontClient {
  return (
    resolveClient?.() ??
    testClient ??
    (page ??= deferredStorefrontClient(storefrontEndpoint().endpoint, () => import('./page-client').then((m) => m.createPageClient())))
  );
}

export function setStorefrontResolver(resolve: (() => StorefrontClient | undefined) | undefined): void {
  resolveClient = resolve;
}

/** Lets tests point the remote at a fake Storefront. */
export function setStorefrontClient(next: StorefrontClient | undefined): void {
  testClient = next;
}

/** The helpers answer failures as data; a query needs a failure to throw so it shows its error state. */
export function unwrap<T>(result: StorefrontResult<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}
