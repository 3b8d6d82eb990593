/**
 * What the shop asks of crawlers. The shopper's own pages (cart, checkout, an order's confirmation, the
 * wishlist) and the shop's diagnostics are nothing to index; search results are endless combinations of
 * one catalogue. The pages say `noindex` themselves too (PageMeta and PageTitle): this spares crawlers
 * the visit. Everything else is open, and the sitemaps name it. The scripts, the registry and the APIs
 * stay open too: a search engine that renders a page fetches what the page's scripts fetch, and a rule
 * here would leave its copy of the page without the parts they load.
 */
const DISALLOWED = [
  '/cart',
  '/checkout',
  '/order-confirmation',
  '/wishlist',
  '/product-analysis',
  '/inventory-analysis',
  '/test-shopify',
  '/*?*search=',
] as const;

export const ROBOTS_DISALLOWED: readonly string[] = DISALLOWED;

/** robots.txt for the shop at `origin` (the request's: the sitemap's address is absolute). */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
