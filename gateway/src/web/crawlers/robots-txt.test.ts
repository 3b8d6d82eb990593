import { robotsTxt, ROBOTS_DISALLOWED } from './robots-txt';

describe('robots.txt', () => {
  it('when written for an origin, then every rule is for every crawler and the sitemap is absolute', () => {
    const text = robotsTxt('https://shop.test');
    expect(text.split('\n')[0]).toBe('User-agent: *');
    expect(text).toContain('\nSitemap: https://shop.test/sitemap.xml\n');
    expect(text.split('\n').filter((line) => line.startsWith('Disallow: '))).toEqual(ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`));
  });

  it('when the shop is crawled, then its catalogue and pages stay open: no rule closes the home page, a category or a product', () => {
    // As crawlers read rules: a path prefix, `*` any characters.
    const blocks = (path: string) => ROBOTS_DISALLOWED.some((rule) => new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`).test(path));
    // What a rendering crawler's copy of a page fetches stays open too: scripts, the registry, the APIs.
    for (const path of ['/', '/shop', '/shop/helmets', '/shop/helmets?sort=price-asc', '/product/outlaw-flip-up-helmet', '/bundle-studio', '/faqs', '/main.js', '/remotes/mfe-catalog/remoteEntry.js', '/mf/registry.json', '/api/2025-01/graphql.json', '/api/newsletter']) {
      expect([path, blocks(path)]).toEqual([path, false]);
    }
    for (const path of ['/cart', '/checkout', '/wishlist', '/order-confirmation?order=TJB-1', '/shop?search=boots', '/inventory-analysis']) {
      expect([path, blocks(path)]).toEqual([path, true]);
    }
  });
});
