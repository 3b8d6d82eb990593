import { expect, expectRemote, test } from '../fixtures/test';
import { ANY_SHOP_TAG } from '../fixtures/tags';

/** An order reference no session of these journeys placed: its confirmation page shows, and asks the API in vain. */
const UNKNOWN_ORDER = 'TJB-1001';

// Every route of both spec route maps, as a shopper would type it, the remote that renders it, and its
// status when not 200.
const ROUTES: Array<[string, string] | [string, string, number]> = [
  ['/', 'mfe-catalog'],
  ['/shop', 'mfe-catalog'],
  ['/shop?search=helmet', 'mfe-catalog'],
  ['/shop?sale=true', 'mfe-catalog'],
  ...['helmets', 'jackets', 'vests', 'bottoms', 'shirts-flannels', 'boots', 'luggage', 'bike-gear', 'accessories', 'apparel'].map(
    (c): [string, string] => [`/shop/${c}`, 'mfe-catalog'],
  ),
  ['/shop/bottoms/mens/bootcut-jeans', 'mfe-catalog'],
  ['/shop/shirts-flannels/womens/tank-tops', 'mfe-catalog'],
  // No product has this handle: the 'Product Not Found' card, answered as a 404.
  ['/product/some-handle', 'mfe-catalog', 404],
  ['/products', 'mfe-catalog'],
  ['/all-products', 'mfe-catalog'],
  ['/catalog', 'mfe-catalog'],
  ...['helmets', 'jackets', 'leather', 'leather-jackets', 'chaps', 'womens-gear', 'gloves-gear', 'patches', 'rings', 'jewelry', 'bells', 'vests', 'bottoms', 'shirts', 'boots', 'luggage', 'bike-gear', 'whips', 'apparel', 'accessories'].map(
    (c): [string, string] => [`/category/${c}`, 'mfe-catalog'],
  ),
  ['/category/helmets?type=goggles', 'mfe-catalog'],
  ['/product-analysis', 'mfe-catalog'],
  ['/inventory-analysis', 'mfe-catalog'],
  ['/test-shopify', 'mfe-catalog'],
  ['/cart', 'mfe-cart-checkout'],
  // With an empty cart, checkout sends the shopper to the shop (001 "Checkout").
  ['/checkout', 'mfe-catalog'],
  [`/order-confirmation?order=${UNKNOWN_ORDER}`, 'mfe-cart-checkout'],
  ['/wishlist', 'mfe-cart-checkout'],
  ['/bundle-studio', 'mfe-bundle-studio'],
  ['/style-with-tj', 'mfe-bundle-studio'],
  ['/design-apparel', 'mfe-designer'],
  ['/gallery', 'mfe-designer'],
  ['/contact-us', 'mfe-support'],
  ['/faqs', 'mfe-support'],
  ['/return-policy', 'mfe-support'],
  ['/terms-of-service', 'mfe-support'],
  ['/privacy-policy', 'mfe-support'],
];

test.describe('route table', { tag: ['@shell'] }, () => {
  test("when every route of the spec is opened in turn, then its remote renders it inside the shell, and the shopper's console stays quiet", { tag: ['@catalog', '@cart-checkout', '@bundle-studio', '@designer', '@support'] }, async ({ page }) => {
    test.setTimeout(360_000);
    // A warning or an error in the console is a fault someone will go looking for (the federation runtime's,
    // React's, the shop's own). Allowed: the browser's own note of a 404 where one is the answer, the page of
    // a 404 route and an order this session did not place (its confirmation page asks, and is told no).
    const expected404 = (resource: string) =>
      ROUTES.some(([url, , status]) => status === 404 && new URL(url, resource).href === resource) || resource.endsWith(`/api/orders/${UNKNOWN_ORDER}`);
    const noise: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'warning' && message.type() !== 'error') return;
      if (/the server responded with a status of 404/.test(message.text()) && expected404(message.location().url)) return;
      noise.push(`${new URL(page.url()).pathname}: ${message.type()}: ${message.text()} (${message.location().url})`);
    });
    for (const [url, mfe, status = 200] of ROUTES) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(status);
      await expectRemote(page, mfe);
      await expect(page.locator(`[data-mfe="${mfe}"] h1`).first(), url).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    expect(noise).toEqual([]);
  });

  test('when a page is served, then its title names it, and a shopper\'s own pages are kept out of search results', { tag: ['@catalog', '@cart-checkout', '@bundle-studio', '@designer', '@support'] }, async ({ request }) => {
    const shop = "TJ's Biker Gear";
    const TITLES: Array<[string, string, 'noindex'?]> = [
      ['/', shop],
      ['/shop/helmets', `Helmets | ${shop}`],
      ['/cart', `Shopping Cart | ${shop}`, 'noindex'],
      ['/wishlist', `Wishlist | ${shop}`, 'noindex'],
      [`/order-confirmation?order=${UNKNOWN_ORDER}`, `Order Confirmed | ${shop}`, 'noindex'],
      ['/bundle-studio', `Bundle Studio | ${shop}`],
      ['/style-with-tj', `Style with TJ | ${shop}`],
      ['/design-apparel', `Design Your Apparel | ${shop}`],
      ['/gallery', `Gallery | ${shop}`],
      ['/faqs', `FAQs | ${shop}`],
      ['/contact-us', `Contact Us | ${shop}`],
      ['/return-policy', `Return Policy | ${shop}`],
      ['/terms-of-service', `Terms of Service | ${shop}`],
      ['/privacy-policy', `Privacy Policy | ${shop}`],
    ];
    for (const [url, title, robots] of TITLES) {
      const html = await (await request.get(url)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      // The browser shows the head's first title; the shell's own follows the page's.
      const first = /<title>([^<]*)<\/title>/.exec(head)?.[1]?.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
      expect({ url, title: first }).toEqual({ url, title });
      expect({ url, noindex: /<meta name="robots" content="noindex"\/>/.test(head) }).toEqual({ url, noindex: robots === 'noindex' });
    }
  });

  test('when a crawler follows robots.txt to the sitemaps, then every page they name is served, indexable, at its own canonical address', { tag: ['@catalog', '@support'] }, async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    const sitemap = /^Sitemap: (.+)$/m.exec(robots)?.[1];
    expect(sitemap).toBe(new URL('/sitemap.xml', baseURL).href);
    const locs = async (url: string) => {
      const res = await request.get(url);
      expect({ url, status: res.status(), type: res.headers()['content-type'] }).toEqual({ url, status: 200, type: 'application/xml; charset=utf-8' });
      return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    };
    const [pagesSitemap, ...productSitemaps] = await locs(sitemap!);
    expect(productSitemaps.length).toBeGreaterThan(0);
    const pages = await locs(pagesSitemap!);
    // Every shared page, and the first products of the last product sitemap (each page is a server render).
    const products = (await locs(productSitemaps.at(-1)!)).slice(0, 5);
    expect(products.length).toBe(5);
    for (const url of [...pages, ...products]) {
      const res = await request.get(url);
      const html = await res.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect({ url, status: res.status(), noindex: /<meta name="robots" content="noindex"\/>/.test(head) }).toEqual({ url, status: 200, noindex: false });
      // The catalogue's pages name their canonical address: the sitemap must give the same one.
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1]?.replace(/&amp;/g, '&');
      const catalogPage = /^\/($|shop|product\/|products$|all-products$|catalog$)/.test(new URL(url).pathname);
      expect({ url, canonical: catalogPage ? canonical : canonical ?? url }).toEqual({ url, canonical: url });
    }
  });

  test('when a search engine reads a page\'s icon, then it has an address of its own, drawn as the header\'s mark and kept for good', { tag: ANY_SHOP_TAG }, async ({ request, page }) => {
    const html = await (await request.get('/faqs')).text();
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml"\/>/.exec(html)?.[1];
    expect(href).toMatch(/^\/static\/shop-icon\.[0-9a-f]{10}\.svg$/);
    const icon = await request.get(href!);
    expect({ status: icon.status(), type: icon.headers()['content-type'], cache: icon.headers()['cache-control'] }).toEqual({
      status: 200,
      type: 'image/svg+xml',
      cache: 'public, max-age=31536000, immutable',
    });
    // The icon's shield is the header's: the same outline, drawn from the one mark.
    await page.goto('/faqs');
    const headerShield = await page.locator('header a[href="/"] svg path').first().getAttribute('d');
    expect(await icon.text()).toContain(`d="${headerShield}"`);
  });

  test('when the shopper moves from page to page in the browser, then the tab\'s title follows', { tag: ['@support', '@designer'] }, async ({ page }) => {
    await page.goto('/faqs');
    await expectRemote(page, 'mfe-support');
    await expect(page).toHaveTitle("FAQs | TJ's Biker Gear");
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).first().click();
    await expectRemote(page, 'mfe-support');
    await expect(page).toHaveTitle("Contact Us | TJ's Biker Gear");
    await page.getByRole('contentinfo').getByRole('link', { name: 'Rider Stories' }).first().click();
    await expectRemote(page, 'mfe-designer');
    await expect(page).toHaveTitle("Gallery | TJ's Biker Gear");
  });

  test('when a path is not in the route table, then the 404 page shows the spec texts with a 404 status', { tag: ANY_SHOP_TAG }, async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText(/We couldn't find that page/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link', { name: 'Helmets' })).toBeVisible();
  });

  test('when a product handle or a category slug is unknown, then the page answers 404 with the spec texts', { tag: ['@catalog'] }, async ({ page }) => {
    const product = await page.goto('/product/no-such-product');
    expect(product?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
    for (const url of ['/category/unicorns', '/shop/unicorns']) {
      const category = await page.goto(url);
      expect(category?.status(), url).toBe(404);
      await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
    }
  });

  test('when a composed page has loaded remotes, then exactly one copy of React runs it', { tag: ['@support', '@cart-checkout'] }, async ({ page }) => {
    await page.goto('/faqs');
    await expectRemote(page, 'mfe-support');
    await page.goto('/cart');
    await expectRemote(page, 'mfe-cart-checkout');
    // Client-side navigation loads a second remote into the same page.
    await page.getByRole('contentinfo').getByRole('link', { name: /FAQ/i }).first().click();
    await expectRemote(page, 'mfe-support');
    expect(await page.evaluate(() => (window as unknown as { __tjbReactRenderers: () => number }).__tjbReactRenderers())).toBe(1);
  });

  test('when the page changes, then each remote keeps its own style namespace', { tag: ['@support'] }, async ({ page }) => {
    await page.goto('/faqs');
    await expectRemote(page, 'mfe-support');
    const classes = await page.locator('[data-mfe="mfe-support"] h1').first().getAttribute('class');
    // The remote's name without the mfe- every remote shares (@tjb/ui MfeRoot).
    expect(classes ?? '').toMatch(/(^|\s)support-[a-z0-9]+/);
  });
});
