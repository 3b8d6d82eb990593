import type { ServerBundle, ServerRenderContext } from '@tjb/shop-contracts';
import { createRenderStorefrontClient } from '@tjb/storefront';
import { defineServerSession } from '@tjb/ui/server';
import { createQueryClient } from './app/query-client';
import App, { PAGES } from './exposed/app';
import { setStorefrontResolver } from './shared/api/storefront-client';

/**
 * This remote rendered by the gateway (@tjb/ui/server's defineServerSession). The designer's page asks
 * for the shop's garment pictures before it renders (its preview shows one from the first paint); it
 * starts from the same default design on every visit, and saved designs are read from the browser after
 * hydration. The gallery is static.
 */
export const createServerSession: ServerBundle['createServerSession'] = defineServerSession({
  App,
  routes: PAGES,
  createQueryClient,
  requestClient: { create: (ctx: ServerRenderContext) => createRenderStorefrontClient(ctx), resolveWith: setStorefrontResolver },
});
