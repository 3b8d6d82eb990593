import type { ServerBundle, ServerRenderContext } from '@tjb/shop-contracts';
import { createRenderStorefrontClient } from '@tjb/storefront';
import { defineServerSession } from '@tjb/ui/server';
import { createQueryClient } from './app/query-client';
import App, { PAGES } from './exposed/app';
import { setStorefrontResolver } from './shared/api/storefront-client';

/**
 * This remote rendered by the gateway (@tjb/ui/server's defineServerSession), as the catalogue is: the
 * URL's page declares its queries (the category cards, the sample bundles), the session prefetches them
 * through the request's own Storefront client, the page renders once, and the answers travel in the page
 * so the browser's first render is the same one.
 */
export const createServerSession: ServerBundle['createServerSession'] = defineServerSession({
  App,
  routes: PAGES,
  createQueryClient,
  requestClient: { create: (ctx: ServerRenderContext) => createRenderStorefrontClient(ctx), resolveWith: setStorefrontResolver },
});
