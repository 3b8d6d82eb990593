import { createStorefrontClient, MAIN_CATEGORIES } from '@tjb/storefront';
import { renderServerSession } from '@tjb/ui/testing/server-session';
import { http, HttpResponse, server } from '@tjb/test-support';
import { makeProduct } from './testing/products';
import { productsAnswer, toWire } from './testing/storefront';

// Every Storefront request the render's own client makes is answered with one product, whatever it asks
// (but those whose variables match `findsNothing`, answered with none).
const product = makeProduct({ handle: 'road-king', productType: 'Helmets' });
const renderClient = createStorefrontClient({ origin: 'http://shop.test', retries: 0, onError: () => undefined });
let findsNothing: RegExp | null = null;
const anyQueryAnswer = () =>
  http.post('http://shop.test/api/*', async ({ request }) => {
    const { variables } = (await request.json()) as { variables?: unknown };
    const products = findsNothing?.test(JSON.stringify(variables ?? {})) ? [] : [product];
    return HttpResponse.json({ data: { ...productsAnswer(products), product: toWire(product) } });
  });
jest.mock('@tjb/storefront', () => ({ ...jest.requireActual<object>('@tjb/storefront'), createRenderStorefrontClient: () => renderClient }));

import { createServerSession } from './server';

/** A real subcategory page's address (`/shop/:category/*`). */
function subpageUrl() {
  const category = MAIN_CATEGORIES.find((c) => c.subpages.length > 0)!;
  return `/shop/${category.slug}/${category.subpages[0]!.path}`;
}

const renderOnce = (url: string) => renderServerSession(createServerSession, url);

describe("the catalogue's server session", () => {
  beforeEach(() => {
    findsNothing = null;
    server.use(anyQueryAnswer());
  });

  it.each([
    '/', '/shop', '/shop?q=helmet', '/shop?search=helmet', '/shop?search=zzqqxx', '/shop?sale=1&more=1', '/shop?search=helmet&page=2&view=list', '/shop?sale=1', '/shop/helmets', '/shop/jackets?tab=leather', '/shop/bottoms', '/shop/shirts-flannels', '/category/helmets?type=goggles', '/shop/nope',
    subpageUrl(), '/shop/bottoms/nope', '/product/road-king', '/products', '/all-products', '/catalog?page=2', '/product-analysis', '/inventory-analysis', '/test-shopify',
  ])('when %s is rendered once after prepare(), then its render asked for no query its route did not declare', async (url) => {
    const { undeclared } = await renderOnce(url);
    expect(undeclared).toEqual([]);
  });

  it('when a search finds nothing, then its close matches are in the one render, with no query left to the browser', async () => {
    findsNothing = /zzqqxx/;
    const { html, undeclared } = await renderOnce('/shop?search=zzqqxx');
    expect(undeclared).toEqual([]);
    expect(html).toContain('No products found');
    expect(html).toContain('Close matches');
    expect(html).toContain(product.title);
  });

  it("when home is rendered, then the brands' links are in its HTML (the browser keeps them and never loads their code)", async () => {
    const { html } = await renderOnce('/');
    expect(html).toContain('id="home-brands-title"');
    expect(html).toContain('href="/shop?search=Renegade+Classics"');
    expect(html).toContain('href="/shop?search=Iron+Horse+Leather+Co."');
  });

  it("when a product page is prepared, then the product and its related products are in the page's state and its HTML", async () => {
    const { html, state } = await renderOnce('/product/road-king');
    expect(state?.queries.map(([queryKey]) => queryKey)).toEqual([['product', 'road-king'], ['products', 'related', 'Helmets', product.id]]);
    expect(html).toContain(product.title);
  });

  it('when the product does not exist, then the page asks for a 404', async () => {
    const original = renderClient.query.bind(renderClient);
    const spy = jest.spyOn(renderClient, 'query').mockImplementation(async (document, variables) =>
      /product\(/.test(document) ? { data: { product: null } as never, error: null } : original(document, variables));
    try {
      const { status, earlyStatus } = await renderOnce('/product/nope');
      expect(status).toBe(404);
      // The same status is known before the render, from the product's answer alone.
      expect(earlyStatus).toBe(404);
    } finally {
      spy.mockRestore();
    }
  });

  it.each([
    ['/product/road-king', undefined],
    ['/shop/helmets', undefined],
    ['/category/helmets?type=goggles', undefined],
    [subpageUrl(), undefined],
    ['/shop/nope', 404],
    ['/category/nope', 404],
    ['/shop/bottoms/nope', 404],
    ['/shop', undefined],
  ])('when %s is prepared, then its status (%s) is known before the render, and the render asks for the same', async (url, expected) => {
    const { status, earlyStatus } = await renderOnce(url);
    expect(earlyStatus).toBe(expected);
    expect(status).toBe(expected);
  });
});
