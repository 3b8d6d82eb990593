import { createStorefrontClient } from '@tjb/storefront';

/** The page's real Storefront client, loaded on demand by storefront-client.ts (its own chunk). */
export const createPageClient = () => createStorefrontClient();
