import { QueryClient } from '@tanstack/react-query';

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
  shared ??= createQueryClient();
  return shared;
}
