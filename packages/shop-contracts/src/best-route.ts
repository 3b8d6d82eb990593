import { matchRoutes } from '@remix-run/router';

/**
 * The pattern among `patterns` that React Router would render for `pathname`, or null. React Router's
 * own ranking decides, so the gateway's preload hints name the page the router will really show
 * (`/shop/sale` before `/shop/:category`, and `/a/b/*` before `/a/:b/:c`). The matcher comes from
 * @remix-run/router, the version react-router-dom uses, so the gateway ranks routes without loading
 * React; a subpath of its own keeps it out of the browser builds that import `@tjb/shop-contracts`.
 */
export function bestRouteFor(patterns: Iterable<string>, pathname: string): string | null {
  const routes = [...patterns].map((path) => ({ path }));
  const matched = matchRoutes(routes, { pathname: pathname.split('?')[0]! });
  return matched?.at(-1)?.route.path ?? null;
}
