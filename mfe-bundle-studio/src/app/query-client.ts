import { QueryClient } from '@tanstack/react-query';
import { REMOTES } from '@tjb/mf-config';
import { takeServerState } from '@tjb/shop-contracts';
import { hydratePageState } from '@tjb/ui/page-state';

/** Storefront reads are cached per spec 001 §9; the Storefront client retries 429/503 itself, so queries do not. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false }, mutations: { retry: false } },
  });
}

let shared: QueryClient | undefined;

/**
 * The browser's cache, started from the answers the gateway rendered the page with (src/server.tsx), so
 * the first render matches the HTML it hydrates and asks the Storefront nothing.
 */
export function remoteQueryClient(): QueryClient {
  if (!shared) {
    shared = createQueryClient();
    try {
      hydratePageState(shared, takeServerState(REMOTES.bundleStudio.dir));
    } catch (err) {
      console.error('[mfe-bundle-studio] server state unreadable; fetching instead', err);
    }
  }
  return shared;
}
