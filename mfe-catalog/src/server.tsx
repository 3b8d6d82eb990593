import type { ServerBundle, ServerRenderContext } from '@tjb/shop-contracts';
import { createRenderStorefrontClient } from '@tjb/storefront';
import { defineServerSession } from '@tjb/ui/server';
import { createQueryClient } from './app/query-client';
import App, { PAGES } from './exposed/app';
import { setStorefrontResolver } from './shared/api/storefront-client';
import { OriginContext } from './shared/seo/origin';
import { PageStatusContext } from './shared/seo/page-status';

/**
 * This remote rendered by the gateway (@tjb/ui/server's defineServerSession): the URL's page module
 * declares its queries (`pageQueries`), the session prefetches them through the request's own
 * Storefront client into a query cache of its own, the page renders once from it, and the cache travels
 * in the page so the browser's first render is the same one. The page tells its origin (absolute URLs)
 * and its status (an unknown product is a 404) through the providers around it.
 */
export const createServerSession: ServerBundle['createServerSession'] = defineServerSession({
  App,
  routes: PAGES,
  createQueryClient,
  requestClient: { create: (ctx: ServerRenderContext) => createRenderStorefrontClient(ctx), resolveWith: setStorefrontResolver },
  around: (page, { ctx, reportStatus }) => (
    <OriginContext.Provider value={ctx.origin}>
      <PageStatusContext.Provider value={reportStatus}>{page}</PageStatusContext.Provider>
    </OriginContext.Provider>
  ),
});
