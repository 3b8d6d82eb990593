import { paths } from '@tjb/shop-contracts';
import { ALL_CATEGORIES } from '@tjb/storefront/category-map';
import { SITEMAP_PRODUCT_PAGE_QUERY, SITEMAP_PRODUCT_PAGES_QUERY, type SitemapProductPageData, type SitemapProductPagesData } from '@tjb/storefront/documents';
import { Router, type Response } from 'express';
import type { Logger } from 'pino';
import { storefrontRequest, type StorefrontTarget } from '../../storefront-client/storefront-request';
import { requestOrigin } from '../request-origin';
import { robotsTxt } from './robots-txt';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

/** Crawlers come back daily at most; a CDN in front may keep these for an hour. */
const CACHE_CONTROL = 'public, max-age=3600';
/** A page number past any real catalogue (250 products a page): larger ones are not asked of the Storefront. */
const MAX_PRODUCT_PAGE = 10_000;

/**
 * The pages that are the same for every shopper and meant to be found: home, the listings, every
 * category and its sections, the studio, the designer and the support pages. The products come from
 * the Storefront; the shopper's own pages and the diagnostics are left out (robots-txt.ts).
 */
export function shopPagePaths(): string[] {
  const categories = ALL_CATEGORIES.flatMap((category) => {
    const page = paths.shopCategory(category.slug);
    return [page, ...category.subpages.map((subpage) => `${page}/${subpage.path}`)];
  });
  return [
    paths.home(),
    paths.shop(),
    paths.products(),
    paths.allProducts(),
    paths.catalog(),
    ...categories,
    paths.bundleStudio(),
    paths.styleWithTj(),
    paths.designApparel(),
    paths.gallery(),
    paths.contactUs(),
    paths.faqs(),
    paths.returnPolicy(),
    paths.termsOfService(),
    paths.privacyPolicy(),
  ];
}

/**
 * robots.txt and the sitemaps: an index naming the pages' sitemap and one sitemap per page of the
 * Storefront's own sitemap pages of products (up to 250 each), asked for by number, so that a
 * catalogue of any size costs one small Storefront request per sitemap a crawler reads.
 */
export function createCrawlerRoutes({ storefront, logger }: { storefront: StorefrontTarget; logger: Logger }): Router {
  const router = Router();
  const unavailable = (res: Response, err: unknown) => {
    logger.warn({ err }, 'sitemap: the Storefront did not answer');
    res.status(503).set('Retry-After', '60').type('text/plain').send('The sitemap is unavailable for a moment; try again in a minute.\n');
  };
  const xml = (res: Response, body: string) => res.set('Cache-Control', CACHE_CONTROL).type('application/xml').send(body);

  router.get('/robots.txt', (req, res) => {
    res.set('Cache-Control', CACHE_CONTROL).type('text/plain').send(robotsTxt(requestOrigin(req)));
  });

  router.get('/sitemap.xml', async (req, res) => {
    let pages: number;
    try {
      const data = await storefrontRequest<SitemapProductPagesData>(storefront, SITEMAP_PRODUCT_PAGES_QUERY, {});
      pages = Math.min(data.sitemap.pagesCount?.count ?? 0, MAX_PRODUCT_PAGE);
    } catch (err) {
      return unavailable(res, err);
    }
    const origin = requestOrigin(req);
    xml(res, sitemapIndexXml([`${origin}/sitemap-pages.xml`, ...Array.from({ length: pages }, (_, i) => `${origin}/sitemap-products-${i + 1}.xml`)]));
  });

  router.get('/sitemap-pages.xml', (req, res) => {
    const origin = requestOrigin(req);
    xml(res, urlsetXml(shopPagePaths().map((path) => ({ loc: origin + path }))));
  });

  router.get('/sitemap-products-:page.xml', async (req, res, next) => {
    const page = Number(req.params.page);
    // Only the index's own names: /sitemap-products-1.xml … (no 01, 1e2 or 0).
    if (!/^[1-9]\d*$/.test(req.params.page) || page > MAX_PRODUCT_PAGE) return next();
    let data: SitemapProductPageData;
    try {
      data = await storefrontRequest<SitemapProductPageData>(storefront, SITEMAP_PRODUCT_PAGE_QUERY, { page });
    } catch (err) {
      return unavailable(res, err);
    }
    if (page > (data.sitemap.pagesCount?.count ?? 0)) return next();
    const origin = requestOrigin(req);
    // A store's pictures are on its CDN; the embedded store's are served through this gateway (/media).
    const upstream = `${storefront.upstreamOrigin.replace(/\/$/, '')}/`;
    const picture = (url: string) => (url.startsWith(upstream) ? `${origin}/${url.slice(upstream.length)}` : url);
    const urls = (data.sitemap.resources?.items ?? []).map((item) => {
      const image = 'image' in item ? item.image?.filepath : null;
      return { loc: origin + paths.product(item.handle), lastmod: item.updatedAt, ...(image ? { image: picture(image) } : {}) };
    });
    xml(res, urlsetXml(urls));
  });

  return router;
}
