/** The sitemaps protocol (sitemaps.org 0.9) with Google's image extension: text only, escaped. */

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  image?: string;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A sitemap: the pages, each with when it last changed and its picture when known. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(({ loc, lastmod, image }) =>
    [
      `<url><loc>${escapeXml(loc)}</loc>`,
      lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '',
      image ? `<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>` : '',
      '</url>',
    ].join(''),
  );
  return `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A sitemap index: the sitemaps, by address. */
export function sitemapIndexXml(locs: readonly string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
