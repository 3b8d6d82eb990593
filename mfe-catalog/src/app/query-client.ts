import { QueryClient } from '@tanstack/react-query';
import { REMOTES } from '@tjb/mf-config';
import { takeServerState } from '@tjb/shop-contracts';
import { hydratePageState } from '@tjb/ui/page-state';

/**
 * Storefront reads are cached by the rules of spec 001 §9 (set per query in shared/api/cache-times);
 * nothing refetches on focus, and failed reads are not retried here because the Storefront client
 * already retries 429/503 itself.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | undefined;

/** One cache for everything this remote mounts (its pages and the header's search suggestions). */
export function remoteQueryClient(): QueryClient {
  if (!shared) {
    shared = createQueryClient();
    // A server-rendered page carries the answers its HTML was rendered from: the first render uses them,
    // so it matches the HTML it hydrates and asks the Storefront nothing.
    // The gateway writes it under the remote's folder name (see src/server.tsx and ServerPage.app).
    hydrateFromPage(shared, takeServerState(REMOTES.catalog.dir));
  }
  return shared;
}

/** The page's answers (see PageState in @tjb/ui); anything else in the page is ignored (the queries then fetch). */
export function hydrateFromPage(client: QueryClient, state: unknown): void {
  try {
    hydratePageState(client, state);
  } catch (err) {
    console.error('[mfe-catalog] server state unreadable; fetching instead', err);
  }
}
