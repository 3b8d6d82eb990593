import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('when an address holds characters XML reserves, then they are escaped', () => {
    const xml = urlsetXml([{ loc: 'https://shop.test/shop?type=a&b="c"', lastmod: '2024-01-02T03:04:05Z', image: "https://cdn.test/it's<1>.png" }]);
    expect(xml).toContain('<loc>https://shop.test/shop?type=a&amp;b=&quot;c&quot;</loc>');
    expect(xml).toContain('<lastmod>2024-01-02T03:04:05Z</lastmod>');
    expect(xml).toContain('<image:loc>https://cdn.test/it&apos;s&lt;1&gt;.png</image:loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')).toBe(true);
  });

  it('when a page has no date or picture, then its entry has only its address', () => {
    expect(urlsetXml([{ loc: 'https://shop.test/faqs' }])).toContain('<url><loc>https://shop.test/faqs</loc></url>');
  });

  it('when sitemaps are indexed, then each is one entry of a sitemapindex', () => {
    const xml = sitemapIndexXml(['https://shop.test/sitemap-pages.xml', 'https://shop.test/sitemap-products-1.xml']);
    expect(xml.match(/<sitemap><loc>[^<]+<\/loc><\/sitemap>/g)).toEqual([
      '<sitemap><loc>https://shop.test/sitemap-pages.xml</loc></sitemap>',
      '<sitemap><loc>https://shop.test/sitemap-products-1.xml</loc></sitemap>',
    ]);
  });
});
