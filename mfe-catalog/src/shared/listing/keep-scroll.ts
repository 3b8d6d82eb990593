/**
 * Navigation state for in-page query changes (filters, sort, search, 'Load More', tabs): the shell's
 * scroll-to-top-on-navigate leaves the position alone for it, so the shopper stays where they were.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;
