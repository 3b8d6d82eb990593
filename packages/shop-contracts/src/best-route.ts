import { matchRoutes, type Params } from '@remix-run/router';

/**
 * The route among `routes` that React Router would render for `pathname` (a query string is ignored),
 * with its params, or null. React Router's own ranking decides (`/shop/sale` before `/shop/:category`,
 * and `/a/b/*` before `/a/:b/:c`), so the gateway's preload hints and a remote's server session pick the
 * page the router will really show. The matcher comes from @remix-run/router, the version
 * react-router-dom uses, so the gateway ranks routes without loading React; a subpath of its own keeps it
 * out of the browser builds that import `@tjb/shop-contracts`.
 */
export function bestRouteMatch<R extends { path: string }>(routes: readonly R[], pathname: string): { route: R; params: Params } | null {
  const matched = matchRoutes(routes.map((route) => ({ path: route.path, route })), { pathname: pathname.split('?')[0]! });
  const last = matched?.at(-1);
  return last ? { route: last.route.route, params: last.params } : null;
}

/** The pattern among `patterns` that React Router would render for `pathname`, or null (see bestRouteMatch). */
export function bestRouteFor(patterns: Iterable<string>, pathname: string): string | null {
  return bestRouteMatch([...patterns].map((path) => ({ path })), pathname)?.route.path ?? null;
}
