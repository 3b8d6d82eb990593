const MIN = 60_000;

/** Spec 001 §9: products stay fresh 5 minutes and are kept 10. */
export const PRODUCTS_CACHE = { staleTime: 5 * MIN, gcTime: 10 * MIN } as const;
