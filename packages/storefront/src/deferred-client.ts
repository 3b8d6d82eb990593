import type { QueryOptions, StorefrontClient } from './client';
import { logStorefrontError } from './log-error';
import type { StorefrontError } from './types';

export interface DeferredStorefrontClient extends StorefrontClient {
  /** Starts loading the real client (if it has not started) and resolves with it; failures reject. */
  load(): Promise<StorefrontClient>;
}

/**
 * A Storefront client whose implementation (the GraphQL client library) is
 * only loaded when the first query is made, or when `load()` warms it. A server-rendered page hydrates
 * from the answers written into it and queries nothing at first, so its first load does not need the
 * client's code at all.
 *
 * Queries never reject, as with the real client: if the code cannot be loaded (network, a new
 * deployment) the query answers with a network error and the next query tries the load again.
 */
export function deferredStorefrontClient(endpoint: string, loadClient: () => Promise<StorefrontClient>): DeferredStorefrontClient {
  let loading: Promise<StorefrontClient> | undefined;
  let loaded: StorefrontClient | undefined;

  const load = () =>
    (loading ??= loadClient().then(
      (client) => (loaded = client),
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));

  return {
    endpoint,
    load,
    async query<T>(document: string, variables?: Record<string, unknown>, options?: QueryOptions) {
      let client: StorefrontClient;
      try {
        client = await load();
      } catch (err) {
        const error: StorefrontError = {
          kind: 'network',
          message: `The Storefront client could not be loaded: ${err instanceof Error ? err.message : String(err)}`,
        };
        return { data: null as T | null, error };
      }
      return client.query<T>(document, variables, options);
    },
    reportError(error, operation) {
      if (loaded) loaded.reportError(error, operation);
      else logStorefrontError(error, operation);
    },
  };
}
