import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, hashKey, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { bestRouteMatch } from '@tjb/shop-contracts/best-route';
import type { PageQueries, PageQuery, PageStatus, RoutePage } from './page-data';
import { PAGE_STATE_META, type PageState } from './page-state';
import { createServerStyles } from './server-styles';

/** What the gateway tells a session about its request (@tjb/shop-contracts' ServerRenderContext, by shape). */
export interface SessionContext {
  url: string;
  origin: string;
}

/** A remote's page as the server session knows it: its path (as in the remote's `<Routes>`) and its lazy page. */
export interface ServerRoute {
  path: string;
  /** The page's component when it has its own chunk (lazyPage): its module is loaded before the render and may declare `pageQueries`. */
  page?: RoutePage;
  /** The page's queries when its module is in the remote's main chunk (the module's own `pageQueries`). */
  queries?: PageQueries;
  /** The page's status from the route alone when its module is in the remote's main chunk (the module's own `pageStatus`). */
  status?: PageStatus;
}

export interface ServerSessionOptions<Ctx extends SessionContext, Client> {
  /** The remote's exposed ./App; it is given the request's query client when the remote has data. */
  App: ComponentType<{ queryClient?: QueryClient }>;
  /** The remote's pages, matched against the URL with React Router's own ranking. */
  routes?: readonly ServerRoute[];
  /** The remote's query client factory (the browser's defaults); absent: the remote has no data. */
  createQueryClient?: () => QueryClient;
  /**
   * The request's own Storefront client (its origin decides the image URLs): `create` makes it per
   * request, `resolveWith` tells the remote's shared accessor where to find it while a query runs.
   */
  requestClient?: { create(ctx: Ctx): Client; resolveWith(resolve: () => Client | undefined): void };
  /** Providers around the page that need the request (its origin, its status). */
  around?: (page: ReactNode, request: { ctx: Ctx; reportStatus: (status: number) => void }) => ReactNode;
}

/**
 * The successful queries of the render's cache, as the page carries them (see PageState); failed reads stay
 * out: the browser asks again. A query whose `meta.pageState` is a function carries what it returns of the
 * answer instead of the whole (PAGE_STATE_META).
 */
export function pageState(client: QueryClient): PageState {
  return {
    queries: dehydrate(client)
      .queries.filter((q) => q.state.status === 'success')
      .map((q) => [q.queryKey, carriedOf(q.meta)(q.state.data), q.state.dataUpdatedAt]),
  };
}

const whole = (data: unknown) => data;
const carriedOf = (meta: Record<string, unknown> | undefined) => {
  const carried = meta?.[PAGE_STATE_META];
  return typeof carried === 'function' ? (carried as (data: unknown) => unknown) : whole;
};

/** The session's view of one page query (a declared one, or one the render asked for). */
const keyOf = (options: { queryKey: readonly unknown[] }) => hashKey(options.queryKey);

/** A page query's parts: its options, and what its answer decides (the next queries, the page's status). */
const stepOf = (query: PageQuery) => ('options' in query ? query : { options: query, then: undefined, status: undefined });

/** The first status some answer asked for (undefined: none did, 200). */
const firstStatus = (statuses: Array<number | undefined>) => statuses.find((s) => s !== undefined);

/**
 * A remote's server session (@tjb/shop-contracts' ServerSession), the same for every remote: `prepare()`
 * matches the URL to the remote's route, loads the route's page module, prefetches the queries the
 * module declares (`pageQueries`) through the request's own Storefront client, and the shell then
 * renders the page once from the filled cache. `prepareStatus()` is the same run, answered as soon as the
 * page's status is known: from the module's `pageStatus` (the route alone), else once its status queries
 * (statusQuery) have answered. `state()` is the cache's answers for the browser (PageState);
 * `undeclared()` names any query the render asked for that the route did not declare (a bug: it renders
 * its pending state and the browser fetches it).
 */
export function defineServerSession<Ctx extends SessionContext, Client = unknown>(options: ServerSessionOptions<Ctx, Client>) {
  const scope = new AsyncLocalStorage<Client>();
  options.requestClient?.resolveWith(() => scope.getStore());

  return function createServerSession(ctx: Ctx) {
    const queryClient = options.createQueryClient?.();
    const styles = createServerStyles();
    const client = options.requestClient?.create(ctx);
    let status: number | undefined;
    const reportStatus = (next: number) => {
      status = next;
    };
    const declared = new Set<string>();

    /** One query into the cache: resolves with the status its answer decides once it is in, and `rest`, its followers. */
    const fetchStep = async (query: PageQuery): Promise<{ status: number | undefined; rest: Promise<unknown> }> => {
      if (!queryClient) return { status: undefined, rest: Promise.resolve() };
      const step = stepOf(query);
      declared.add(keyOf(step.options));
      // A failed read stays out of the page's state: the browser asks again rather than showing an error it cannot retry.
      const data = await queryClient.fetchQuery(step.options as FetchQueryOptions).catch(() => undefined);
      if (data === undefined) return { status: undefined, rest: Promise.resolve() };
      return { status: step.status?.(data), rest: step.then ? Promise.all(step.then(data).map((next) => fetchStep(next).then((s) => s.rest))) : Promise.resolve() };
    };

    /** The one preparation of the page: its status as soon as it is known, `done` once every query is in. */
    let run: { status: Promise<number | undefined>; done: Promise<unknown> } | undefined;
    const begin = () => {
      const url = new URL(ctx.url, 'http://page.invalid');
      const matched = bestRouteMatch(options.routes ?? [], url.pathname);
      if (!matched) return { status: Promise.resolve(undefined), done: Promise.resolve() };
      const { page, queries, status: routeStatusOf } = matched.route;
      const match = { params: matched.params, search: url.searchParams };
      // The page's own chunk, loaded now, so the render does not suspend on it.
      const started = (page ? page.preload() : Promise.resolve(undefined)).then((loaded) => {
        const module = loaded as { pageQueries?: PageQueries; pageStatus?: PageStatus } | undefined;
        const needs = (queries ?? module?.pageQueries)?.(match) ?? [];
        // Every query starts now; the status waits for the ones that decide it only.
        const start = () => needs.map(fetchStep);
        const steps = client === undefined ? start() : scope.run(client, start);
        return { routeStatus: (routeStatusOf ?? module?.pageStatus)?.(match), steps, decisive: steps.filter((_, i) => stepOf(needs[i]!).status) };
      });
      const decided = started.then(async ({ routeStatus, decisive }) => routeStatus ?? firstStatus(await Promise.all(decisive.map((s) => s.then((step) => step.status)))));
      const done = started.then(({ steps }) => Promise.all(steps.map((s) => s.then((step) => step.rest))));
      // A caller may read only one of them (a failed chunk rejects both): neither rejection goes unhandled.
      decided.catch(() => undefined);
      done.catch(() => undefined);
      return { status: decided, done };
    };
    const prepared = () => (run ??= begin());

    const Page = options.App;
    const App = () => {
      const rendered = <Page queryClient={queryClient} />;
      return <styles.Provider>{options.around ? options.around(rendered, { ctx, reportStatus }) : rendered}</styles.Provider>;
    };

    return {
      App,
      async prepare(): Promise<void> {
        await prepared().done;
      },
      prepareStatus: () => prepared().status,
      styles: styles.styles,
      state: () => (queryClient ? pageState(queryClient) : undefined),
      status: () => status,
      undeclared(): string[] {
        if (!queryClient) return [];
        // A disabled query asks nothing; a BROWSER_ONLY one is left to the browser on purpose.
        return queryClient
          .getQueryCache()
          .getAll()
          .filter((q) => (q.options as { enabled?: unknown }).enabled !== false && !q.meta?.browserOnly && !declared.has(q.queryHash))
          .map((q) => q.queryHash);
      },
      // clear() ends every query's garbage-collection timer too (its gcTime is minutes).
      dispose: () => queryClient?.clear(),
    };
  };
}
