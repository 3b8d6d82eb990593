/**
 * What the shop asks of crawlers. The shopper's own pages (cart, checkout, an order's confirmation, the
 * wishlist), the shop's diagnostics and its APIs are nothing to index; search results are endless
 * combinations of one catalogue. The pages say `noindex` themselves too (PageMeta and PageTitle): this
 * spares crawlers the visit. Everything else is open, and the sitemaps name it.
 */
const DISALLOWED = [
  '/cart',
  '/checkout',
  '/order-confirmation',
  '/wishlist',
  '/product-analysis',
  '/inventory-analysis',
  '/test-shopify',
  '/api/',
  '/mf/',
  '/*?*search=',
] as const;

export const ROBOTS_DISALLOWED: readonly string[] = DISALLOWED;

/** robots.txt for the shop at `origin` (the request's: the sitemap's address is absolute). */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
