import { STOREFRONT_CACHE_TIMES } from '@tjb/storefront/cache-policy';

/** Spec 001 §9: products stay fresh 5 minutes and are kept 10 (the Storefront's `short` times, which the gateway's page keep follows). */
export const PRODUCTS_CACHE = { staleTime: STOREFRONT_CACHE_TIMES.short.freshMs, gcTime: STOREFRONT_CACHE_TIMES.short.keepMs } as const;
