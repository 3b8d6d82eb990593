import type { FetchQueryOptions } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';

/** The matched route of a page: its params (React Router's) and the URL's search params. */
export interface PageMatch {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- a page declares queries of any data type */
type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

/**
 * One query a page needs before its first render: its `queryOptions` (the very ones its component
 * passes to useQuery), or those followed by the queries that need its answer (a product's related
 * products need the product), or the query whose answer decides the page's HTTP status (statusQuery).
 */
export type PageQuery = AnyQueryOptions | { options: AnyQueryOptions; then?(data: any): PageQuery[]; status?(data: any): number | undefined };
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * What a route's page module exports as `pageQueries`: the queries its first render shows, from the
 * matched route. The server prefetches them before it renders the page once (@tjb/ui/server's
 * defineServerSession); the browser hydrates them from the page.
 */
export type PageQueries = (match: PageMatch) => PageQuery[];

/** A query whose answer decides the next ones (`then` is not called when it fails). */
export function queryThen<T, K extends readonly unknown[]>(options: FetchQueryOptions<T, Error, T, K>, then: (data: T) => PageQuery[]): PageQuery {
  return { options: options as AnyQueryOptions, then };
}

/**
 * The query whose answer says whether the page exists (Hydrogen's critical data: a product by its handle):
 * `status` of its answer is the page's HTTP status (404: nothing at this URL; undefined: 200), the one the
 * page's render asks for too. The server writes the page's status and the start of its document as soon
 * as this query has answered, before the page's other queries (and the ones `then` names) are in. A failed
 * read decides nothing (200: the page may load on the next try).
 */
export function statusQuery<T, K extends readonly unknown[]>(options: FetchQueryOptions<T, Error, T, K>, status: (data: T) => number | undefined, then?: (data: T) => PageQuery[]): PageQuery {
  return { options: options as AnyQueryOptions, status, then };
}

/**
 * What a route's page module exports as `pageStatus` when the route alone decides its HTTP status (an
 * unknown category is a 404 by its name, with no query to ask): the status its render asks for,
 * undefined for 200. Known before any query, so the page's start goes out at once.
 */
export type PageStatus = (match: PageMatch) => number | undefined;

/** A route's page whose module loads on demand; `preload()` loads it (the server does, before rendering). */
export interface RoutePage {
  preload(): Promise<object>;
}

/**
 * A route's page component from its own chunk (React.lazy), which a server session can load ahead of the
 * render: once loaded, the page renders without suspending, so the server's one render is complete.
 */
export function lazyPage<M extends object, K extends keyof M>(load: () => Promise<M>, name: K): ComponentType<object> & RoutePage {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => (module = m),
      (err: unknown) => {
        loading = undefined; // a failed chunk is tried again by the next render
        throw err;
      },
    ));
  const Lazy = lazy(() => preload().then((m) => ({ default: m[name] as ComponentType<object> })));
  function Page(props: object) {
    const Loaded = module?.[name] as ComponentType<object> | undefined;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}


/**
 * The `meta` of a query a page leaves to the browser on purpose (it measures the browser's round trip,
 * say): the server renders its pending state and does not count it as undeclared.
 */
export const BROWSER_ONLY = { browserOnly: true } as const;
