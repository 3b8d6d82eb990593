import { hashKey, hydrate, QueryClient, type QueryState } from '@tanstack/react-query';
import { takeServerState } from '@tjb/shop-contracts';

// Its own entry (@tjb/ui/page-state), not the package index: the index is a shared module every app
// loads whole, and this would bring TanStack Query's hydration code to apps that have no data.

/** One successful query as the page carries it: its key, its data and when it was read. */
export type PageStateQuery = [queryKey: readonly unknown[], data: unknown, dataUpdatedAt: number];

/**
 * The answers a server render used, for the browser's cache (written by the server session's `state()`,
 * read here). Not dehydrate()'s own shape: for each
 * query it also writes its hash (the key again, as text) and eleven state fields that are the same for
 * every successful query, ~400 bytes a query; a category page asks a count per section (twenty and
 * more), and those bytes were a fifth of its HTML.
 */
export interface PageState {
  queries: PageStateQuery[];
}

/**
 * A query's meta key for what of its answer the page carries, when that is less than the whole:
 * `meta: { [PAGE_STATE_META]: (data) => part }`. For what only kept server HTML shows (a StaticSection,
 * which hydration never renders): the browser's cache starts without it, and the parts that show it
 * render again only from a new answer, which has it.
 */
export const PAGE_STATE_META = 'pageState';

/** What the browser's cache needs of a successful query besides its data and time (dehydrate()'s values). */
const SUCCESS: Omit<QueryState, 'data' | 'dataUpdatedAt'> = {
  dataUpdateCount: 1,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'success',
  fetchStatus: 'idle',
};

const isQuery = (q: unknown): q is PageStateQuery =>
  Array.isArray(q) && q.length === 3 && Array.isArray(q[0]) && q[1] !== undefined && typeof q[2] === 'number';

/**
 * The browser side: puts the page's answers into `client`, so the first render uses them (it matches
 * the HTML it hydrates and asks the Storefront nothing). Anything that is not a page state is ignored
 * and the queries fetch. Returns how many queries it took.
 */
export function hydratePageState(client: QueryClient, state: unknown): number {
  const queries = (state as { queries?: unknown } | null | undefined)?.queries;
  if (!Array.isArray(queries)) return 0;
  const valid = queries.filter(isQuery);
  hydrate(client, {
    mutations: [],
    queries: valid.map(([queryKey, data, dataUpdatedAt]) => ({
      queryKey,
      queryHash: hashKey(queryKey),
      state: { ...SUCCESS, data, dataUpdatedAt },
      dehydratedAt: dataUpdatedAt,
    })),
  });
  return valid.length;
}

/**
 * A remote's query cache. Storefront reads are cached by the rules of spec 001 §9 (set per query);
 * nothing refetches on focus or reconnect, and failed reads are not retried here because the Storefront
 * client already retries 429/503 itself.
 */
export function createRemoteQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The browser's one cache for everything a remote mounts, made on first use and started from the
 * answers the gateway rendered the page with, written under the remote's folder name (`dir`): the first
 * render matches the HTML it hydrates and asks the Storefront nothing. Unreadable answers are logged and
 * the queries fetch.
 */
export function pageQueryClient(dir: string): () => QueryClient {
  let shared: QueryClient | undefined;
  return () => {
    if (!shared) {
      shared = createRemoteQueryClient();
      try {
        hydratePageState(shared, takeServerState(dir));
      } catch (err) {
        console.error(`[${dir}] server state unreadable; fetching instead`, err);
      }
    }
    return shared;
  };
}
