import { remoteStorefront } from '@tjb/storefront';

/**
 * This remote's Storefront access (@tjb/storefront's remoteStorefront): the request's own client on the
 * server (src/server.tsx resolves it), a test's, else the page's, whose code loads with the first query.
 */
const access = remoteStorefront(() => import('./page-client').then((m) => m.createPageClient()));

export const storefront = access.storefront;
export const warmStorefront = access.warm;
export const setStorefrontResolver = access.setResolver;
export const setStorefrontClient = access.setClient;
export { unwrap } from '@tjb/storefront';
