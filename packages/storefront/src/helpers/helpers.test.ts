import { http, HttpResponse, server } from '@tjb/test-support';
import { STOREFRONT_CACHE_HEADER } from '../cache-policy';
import { createStorefrontClient, type StorefrontClientOptions } from '../client';
import type { StorefrontError } from '../types';
import { getCollectionByHandle, getProductByHandle } from './collections';
import { getProductVariants } from './product-variants';
import { getAllListingProducts, getAllProducts, getFeaturedProducts, getProducts, searchProductsByType } from './products';

type Answer = { status?: number; body?: unknown; throws?: boolean };

/**
 * The gateway's Storefront endpoint on the shared fake network (MSW), answering requests in turn from
 * a script and recording each one (URL, body, lower-case headers). `throws` is a network failure.
 */
function scriptedGateway(answers: Answer[]) {
  const calls: Array<{ url: string; body: { query: string; variables: Record<string, unknown> }; headers: Record<string, string> }> = [];
  server.use(http.post('*/api/2025-01/graphql.json', async ({ request }) => {
    calls.push({ url: request.url, body: (await request.json()) as (typeof calls)[number]['body'], headers: Object.fromEntries(request.headers.entries()) });
    const answer = answers.shift() ?? { body: { data: { products: { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } } } } };
    if (answer.throws) return HttpResponse.error();
    return HttpResponse.json(answer.body as never, { status: answer.status ?? 200 });
  }));
  return calls;
}

const money = (amount: string) => ({ amount, currencyCode: 'USD' });
const wireProduct = (n: number, extra: object = {}) => ({
  id: `gid://shopify/Product/${n}`, title: `Product ${n}`, handle: `product-${n}`, description: 'd', descriptionHtml: '<p>d</p>',
  productType: 'Helmets', vendor: 'Renegade Classics', tags: ['featured'], createdAt: '2025-01-01T00:00:00Z', availableForSale: true,
  options: [{ name: 'Size', values: ['M'] }],
  featuredImage: { id: 'gid://shopify/ProductImage/1', url: 'https://shop.test/media/1.svg', altText: 'alt', width: 800, height: 800 },
  images: { nodes: [{ id: 'gid://shopify/ProductImage/1', url: 'https://shop.test/media/1.svg', altText: 'alt', width: 800, height: 800 }] },
  variants: { nodes: [{ id: `gid://shopify/ProductVariant/${n}01`, title: 'M', sku: null, availableForSale: true, quantityAvailable: null,
    price: money('29.99'), compareAtPrice: null, selectedOptions: [{ name: 'Size', value: 'M' }], image: null }] },
  priceRange: { minVariantPrice: money('29.99'), maxVariantPrice: money('29.99') },
  compareAtPriceRange: { maxVariantPrice: money('0.0') },
  variantsCount: { count: 1, precision: 'EXACT' },
  selectedOrFirstAvailableVariant: { id: `gid://shopify/ProductVariant/${n}01`, title: 'M', availableForSale: true, price: money('29.99'), compareAtPrice: null,
    selectedOptions: [{ name: 'Size', value: 'M' }] },
  ...extra,
});
const page = (from: number, count: number, hasNextPage: boolean): Answer => ({
  body: { data: { products: { nodes: Array.from({ length: count }, (_, i) => wireProduct(from + i)), pageInfo: { hasNextPage, endCursor: hasNextPage ? `c${from + count}` : null } } } },
});

function clientWith(answers: Answer[], opts: Partial<StorefrontClientOptions> = {}) {
  const calls = scriptedGateway(answers);
  const errors: StorefrontError[] = [];
  const client = createStorefrontClient({ origin: 'http://localhost:8080', retries: 0, onError: (e) => errors.push(e), ...opts });
  return { client, calls, errors };
}

describe('storefront client and helpers', () => {
  it("when a helper runs, then the request goes to the gateway's own origin and path with a placeholder token", async () => {
    const { client, calls } = clientWith([page(1, 1, false)]);
    await getProducts(client);
    expect(calls[0]!.url).toBe('http://localhost:8080/api/2025-01/graphql.json');
    expect(calls[0]!.headers['x-shopify-storefront-access-token']).toBe('gateway-managed-token');
    expect(calls[0]!.body.variables).toMatchObject({ first: 250 });
    expect(calls[0]!.body.query).toMatch(/^query Products\(/);
  });

  it('when a query runs, then the cache policy its caller states goes to the gateway in the cache header, and none when it states none', async () => {
    const { client, calls } = clientWith([page(1, 1, false), page(1, 1, false), page(1, 1, false)]);
    await getProducts(client);
    await getAllProducts(client);
    await getFeaturedProducts(client);
    await client.query('query Shop { shop { name } }', {}, { cache: 'none' });
    await client.query('query Shop { shop { name } }');
    expect(calls.map((c) => c.headers[STOREFRONT_CACHE_HEADER])).toEqual(['short', 'long', 'long', 'none', undefined]);
    expect(STOREFRONT_CACHE_HEADER).toBe('x-tjb-cache');
  });

  it("when a product type's products are asked for, then they come as cards need them (ListingProducts), not whole", async () => {
    const { client, calls } = clientWith([page(1, 3, false)]);
    const related = await searchProductsByType(client, 'Men\'s "Jackets"', { first: 24 });
    expect(calls[0]!.body.query).toMatch(/^query ListingProducts\(/);
    expect(calls[0]!.body.query).not.toMatch(/descriptionHtml|variants\(/);
    expect(calls[0]!.body.variables).toEqual({ first: 24, query: 'product_type:"Men\'s Jackets"' });
    expect(calls[0]!.headers[STOREFRONT_CACHE_HEADER]).toBe('short');
    expect(related.ok && related.data).toHaveLength(3);
  });

  it('when the page origin is the default, then window.location.origin is used', async () => {
    const calls = scriptedGateway([page(1, 1, false)]);
    await getProducts(createStorefrontClient({ retries: 0 }));
    expect(calls[0]!.url).toBe(`${window.location.origin}/api/2025-01/graphql.json`);
    expect(() => createStorefrontClient({ origin: 'not a url' })).toThrow(/origin/);
  });

  it('when products come back, then the UI gets app types without edges, with defaults filled', async () => {
    const { client } = clientWith([page(1, 1, false)]);
    const result = await getProducts(client);
    expect(result).toEqual({ ok: true, data: [expect.objectContaining({
      id: 'gid://shopify/Product/1',
      images: [{ id: 'gid://shopify/ProductImage/1', src: 'https://shop.test/media/1.svg', altText: 'alt', width: 800, height: 800 }],
      variants: [expect.objectContaining({ price: '29.99', compareAtPrice: null, quantityAvailable: 0 })],
      priceRange: { minVariantPrice: '29.99', currencyCode: 'USD' },
      featuredImage: expect.objectContaining({ src: 'https://shop.test/media/1.svg' }),
    })] });
  });

  it('when the call fails in any way, then helpers never throw and tell "could not load" from "no products"', async () => {
    const empty = await getProducts(clientWith([page(1, 0, false)]).client);
    expect(empty).toEqual({ ok: true, data: [] });
    const down = clientWith([{ throws: true }]);
    expect(await getProducts(down.client)).toEqual({ ok: false, data: [], error: expect.objectContaining({ kind: 'network' }) });
    expect(down.errors).toHaveLength(1);
    expect(await getProducts(clientWith([{ status: 502, body: {} }]).client)).toEqual({ ok: false, data: [], error: expect.objectContaining({ kind: 'http', status: 502 }) });
    const throttled = await getProducts(clientWith([{ body: { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] } }]).client);
    expect(throttled.ok === false && throttled.error.kind).toBe('throttled');
    const invalid = await getProducts(clientWith([{ body: { errors: [{ message: 'first too big' }], data: null } }]).client);
    expect(invalid.ok === false && invalid.error).toEqual({ kind: 'graphql', message: 'first too big', status: 200 });
    expect(await getProductByHandle(clientWith([{ throws: true }]).client, 'x')).toEqual({ ok: false, data: null, error: expect.any(Object) });
    expect(await searchProductsByType(clientWith([]).client, '  ')).toEqual({ ok: false, data: [], error: expect.objectContaining({ kind: 'invalid-input' }) });
  });

  it('when the upstream answers 503 and retries are allowed, then the library retries', async () => {
    const { client, calls } = clientWith([{ status: 503, body: {} }, page(1, 1, false)], { retries: 1 });
    const started = Date.now();
    expect((await getProducts(client)).ok).toBe(true);
    expect(calls).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900); // the library's 1 s wait
  });

  it('when all products are fetched, then pages of 250 follow the cursor and stop at a short page or 20 pages', async () => {
    const three = clientWith([page(1, 250, true), page(251, 250, true), page(501, 10, false)]);
    const all = await getAllProducts(three.client);
    expect(all.data).toHaveLength(510);
    expect(three.calls.map((c) => c.body.variables.after)).toEqual([null, 'c251', 'c501']);
    expect(three.calls[0]!.body.query).toMatch(/^query AllProducts/);
    const endless = clientWith(Array.from({ length: 25 }, (_, i) => page(i * 250 + 1, 250, true)));
    expect((await getAllProducts(endless.client)).data).toHaveLength(5000);
    expect(endless.calls).toHaveLength(20);
    const broken = await getAllProducts(clientWith([page(1, 250, true), { throws: true }]).client);
    expect(broken).toEqual({ ok: false, data: expect.any(Array), error: expect.any(Object) });
    expect(broken.data).toHaveLength(250);
  });

  it('when a product list is fetched, then it asks for the list fragment page by page and gets list products with one variant each', async () => {
    // The list fragment's answer: the variant count and the first variant for sale; no variants list, no excerpt.
    const listWire = (n: number) => {
      const { descriptionHtml: _html, description: _description, images: _images, variants, options: _options, createdAt: _created, compareAtPriceRange: _compare, ...rest } = wireProduct(n);
      const { sku: _sku, quantityAvailable: _q, image: _image, ...variant } = variants.nodes[0]!;
      return { ...rest, variantsCount: { count: 3, precision: 'EXACT' }, selectedOrFirstAvailableVariant: variant };
    };
    const listPage = (from: number, count: number, hasNextPage: boolean): Answer => ({
      body: { data: { products: { nodes: Array.from({ length: count }, (_, i) => listWire(from + i)), pageInfo: { hasNextPage, endCursor: hasNextPage ? `c${from + count}` : null } } } },
    });
    const two = clientWith([listPage(1, 250, true), listPage(251, 3, false)]);
    const all = await getAllListingProducts(two.client, { query: 'product_type:"Helmets"' });
    expect(all.ok).toBe(true);
    expect(all.data).toHaveLength(253);
    expect(two.calls.map((c) => c.body.variables)).toEqual([
      { first: 250, after: null, query: 'product_type:"Helmets"' },
      { first: 250, after: 'c251', query: 'product_type:"Helmets"' },
    ]);
    const document = two.calls[0]!.body.query;
    expect(document).toMatch(/^query AllProductsForListing/);
    expect(document).toMatch(/fragment StorefrontListingProduct on Product/);
    // The excerpt is for a listing's list view only (the listing documents ask for it by a variable).
    expect(document).not.toMatch(/excerpt|description/);
    expect(document).toMatch(/variantsCount \{ count \}/);
    expect(document).toMatch(/selectedOrFirstAvailableVariant \{ \.\.\.StorefrontListingVariant \}/);
    expect(document).toMatch(/featuredImage \{ url width height \}/);
    expect(document).not.toMatch(/descriptionHtml|images\(|variants\(|options \{|sku|quantityAvailable/);
    expect(all.data[0]).toEqual({
      id: 'gid://shopify/Product/1', title: 'Product 1', handle: 'product-1', productType: 'Helmets',
      vendor: 'Renegade Classics', tags: ['featured'], availableForSale: true,
      featuredImage: { src: 'https://shop.test/media/1.svg', width: 800, height: 800 },
      variant: { id: 'gid://shopify/ProductVariant/101', title: 'M', price: '29.99', compareAtPrice: null, currencyCode: 'USD', availableForSale: true,
        selectedOptions: [{ name: 'Size', value: 'M' }] },
      variantCount: 3,
      priceRange: { minVariantPrice: '29.99', currencyCode: 'USD' },
    });

    const broken = await getAllListingProducts(clientWith([listPage(1, 250, true), { throws: true }]).client);
    expect(broken).toEqual({ ok: false, data: expect.any(Array), error: expect.any(Object) });
    expect(broken.data).toHaveLength(250);
  });

  it('when no product is featured, then the first products are shown instead', async () => {
    const { client, calls } = clientWith([{ body: { data: { products: { nodes: [] } } } }, page(1, 12, false)]);
    const featured = await getFeaturedProducts(client);
    expect(featured.data).toHaveLength(12);
    expect(calls[0]!.body.variables).toEqual({ first: 12, query: 'tag:featured' });
    expect(calls[1]!.body.variables).toMatchObject({ first: 12, query: null });
    expect(calls.every((c) => c.body.query.includes('...StorefrontListingProduct') && !c.body.query.includes('descriptionHtml'))).toBe(true);
  });

  it('when a product\'s variants are asked for by handle, then options and variants come back, null for an unknown handle, and a blank handle asks nothing', async () => {
    const { variants, options } = wireProduct(1);
    const { client, calls } = clientWith([{ body: { data: { product: { id: 'gid://shopify/Product/1', options, variants } } } }, { body: { data: { product: null } } }]);
    expect(await getProductVariants(client, ' product-1 ')).toEqual({ ok: true, data: {
      id: 'gid://shopify/Product/1',
      options: [{ name: 'Size', values: ['M'] }],
      variants: [{ id: 'gid://shopify/ProductVariant/101', title: 'M', price: '29.99', compareAtPrice: null, currencyCode: 'USD', availableForSale: true,
        selectedOptions: [{ name: 'Size', value: 'M' }] }],
    } });
    expect(calls[0]!.body.query).toMatch(/^query ProductVariants\(\$handle: String!\)/);
    expect(calls[0]!.body.variables).toEqual({ handle: 'product-1' });
    expect(calls[0]!.headers[STOREFRONT_CACHE_HEADER]).toBe('short');
    expect(await getProductVariants(client, 'gone')).toEqual({ ok: true, data: null });
    expect(await getProductVariants(client, '  ')).toEqual({ ok: false, data: null, error: expect.objectContaining({ kind: 'invalid-input' }) });
    expect(calls).toHaveLength(2);
  });

  it('when a collection handle is unknown, then data is null and ok is true', async () => {
    expect(await getCollectionByHandle(clientWith([{ body: { data: { collection: null } } }]).client, 'nope')).toEqual({ ok: true, data: null });
  });
});
