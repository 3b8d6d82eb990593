const MIN = 60_000;

/** Spec 001 §9 storefront cache: how long a read stays fresh, and how long it is kept after its last use. */
export const CACHE = {
  products: { staleTime: 5 * MIN, gcTime: 10 * MIN },
  product: { staleTime: 5 * MIN, gcTime: 15 * MIN },
  featured: { staleTime: 10 * MIN, gcTime: 30 * MIN },
  allProducts: { staleTime: 10 * MIN, gcTime: 30 * MIN },
  /** Server content (blog, newsletter count): changes rarely. */
  content: { staleTime: 10 * MIN, gcTime: 30 * MIN },
} as const;
