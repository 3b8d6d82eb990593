import { STOREFRONT_CACHE_TIMES } from '@tjb/storefront/cache-policy';

const MIN = 60_000;

/** Spec 001 §9 storefront cache: how long a read stays fresh, and how long it is kept after its last use. */
export const CACHE = {
  // The gateway keeps a rendered page only while its catalogue answers are fresh here (its default page keep).
  products: { staleTime: STOREFRONT_CACHE_TIMES.short.freshMs, gcTime: 10 * MIN },
  product: { staleTime: STOREFRONT_CACHE_TIMES.short.freshMs, gcTime: 15 * MIN },
  featured: { staleTime: 10 * MIN, gcTime: 30 * MIN },
  allProducts: { staleTime: 10 * MIN, gcTime: 30 * MIN },
  /** Server content (blog, newsletter count): changes rarely. */
  content: { staleTime: 10 * MIN, gcTime: 30 * MIN },
} as const;
