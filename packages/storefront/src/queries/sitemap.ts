import type { SitemapProductPageQuery, SitemapProductPagesQuery } from '../generated/operation-types';

// Server-side documents: the gateway's sitemaps (robots.txt names them). The Storefront hands out a
// catalogue's products for sitemaps in numbered pages of up to 250, so a product sitemap is one of its
// pages, asked for by number (a cursor would make the 40th page cost forty requests).

export const SITEMAP_PRODUCT_PAGES_QUERY = /* GraphQL */ `
  query SitemapProductPages {
    sitemap(type: PRODUCT) { pagesCount { count } }
  }
`;

export const SITEMAP_PRODUCT_PAGE_QUERY = /* GraphQL */ `
  query SitemapProductPage($page: Int!) {
    sitemap(type: PRODUCT) {
      pagesCount { count }
      resources(page: $page) {
        items { handle updatedAt ... on SitemapResource { image { filepath } } }
      }
    }
  }
`;

export type SitemapProductPagesData = SitemapProductPagesQuery;
export type SitemapProductPageData = SitemapProductPageQuery;
