import request from 'supertest';
import { HYDROGEN_LAYOUT_QUERY, HYDROGEN_PRODUCT_QUERY, HYDROGEN_SITEMAP_QUERY } from './hydrogen-documents';
import { storefrontTestClient } from './test-client';

describe('embedded Storefront API: what storefront frameworks read', () => {
  const { gql, app, catalog } = storefrontTestClient({ faults: { enabled: true, queue: [] } });

  it('when a Hydrogen layout query runs, then shop, a US localization and the main menu answer', async () => {
    const { data, errors } = await gql(HYDROGEN_LAYOUT_QUERY, { headerMenuHandle: 'main-menu', country: 'US', language: 'EN' });
    expect(errors).toBeUndefined();
    expect(data.shop).toMatchObject({ name: "TJ's Biker Gear", primaryDomain: { url: 'https://shop.test' } });
    expect(data.localization).toMatchObject({ country: { isoCode: 'US', currency: { isoCode: 'USD', symbol: '$' } }, language: { isoCode: 'EN' } });
    expect(data.menu.items.map((i: { title: string }) => i.title)).toEqual(['Helmets', 'Jackets', 'Vests', 'Bottoms', 'Shirts & Flannels', 'Boots', 'Luggage', 'Bike Gear', 'Accessories']);
    expect(data.menu.items[1].items[0]).toMatchObject({ title: "Men's Leather Jackets", url: 'https://shop.test/category/jackets?type=mens-leather-jackets' });
    expect((await gql('{ menu(handle: "nope") { id } }')).data.menu).toBeNull();
  });

  it('when the Hydrogen product query selects options, then the variant, option values and neighbours come back', async () => {
    const product = catalog.products.find((p) => p.options.length === 2 && p.options.every((o) => o.values.length > 1))!;
    const chosen = product.variants[product.variants.length - 1]!;
    const { data, errors } = await gql(HYDROGEN_PRODUCT_QUERY, { handle: product.handle, selectedOptions: chosen.selectedOptions.map((o) => ({ name: o.name.toLowerCase(), value: o.value.toLowerCase() })) });
    expect(errors).toBeUndefined();
    expect(data.product.selectedOrFirstAvailableVariant.id).toBe(chosen.id);
    expect(data.product.options[0].optionValues[0]).toMatchObject({ name: product.options[0]!.values[0], swatch: null });
    expect(data.product.adjacentVariants.length).toBeGreaterThan(0);
  });

  it('when sitemaps are read page by page, then every product appears once', async () => {
    const first = await gql(HYDROGEN_SITEMAP_QUERY, { page: 1 });
    expect(first.data.sitemap.pagesCount.count).toBe(Math.ceil(catalog.products.length / 250));
    expect(first.data.sitemap.resources.items).toHaveLength(250);
    expect(first.data.sitemap.resources.hasNextPage).toBe(true);
    expect(first.data.sitemap.resources.items[0].image.filepath).toMatch(/^https:\/\/shop\.test\/media\//);
    const last = await gql(HYDROGEN_SITEMAP_QUERY, { page: first.data.sitemap.pagesCount.count });
    expect(last.data.sitemap.resources.hasNextPage).toBe(false);
  });

  it('when a product image is fetched, then an SVG of its colour is served, and unknown images are 404', async () => {
    const product = catalog.products.find((p) => p.productType === 'Helmets')!;
    const res = await request(app).get(`/media/products/${product.handle}/1.svg`).buffer(true).parse((r, cb) => {
      let text = '';
      r.on('data', (c: Buffer) => { text += c.toString(); });
      r.on('end', () => cb(null, text));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain(`<title>${product.images[0]!.altText.replace(/&/g, '&amp;')}</title>`);
    expect((await request(app).get(`/media/products/${product.handle}/99.svg`)).status).toBe(404);
    expect((await request(app).get('/media/products/nope/1.svg')).status).toBe(404);
  });
});

describe('embedded Storefront API: fault injection', () => {
  it('when faults are enabled, then the header and the queue inject 429, 503, 430, THROTTLED and MAX_COMPLEXITY_EXCEEDED', async () => {
    const queue: Array<'503'> = [];
    const { post } = storefrontTestClient({ faults: { enabled: true, queue } });
    const q = { query: '{ shop { name } }' };
    expect((await post(q, { 'X-Test-Fault': '429' })).status).toBe(429);
    expect((await post(q, { 'X-Test-Fault': '430' })).status).toBe(430);
    const throttled = await post(q, { 'X-Test-Fault': 'throttled' });
    expect(throttled.status).toBe(200);
    expect(throttled.body.errors[0].extensions.code).toBe('THROTTLED');
    expect((await post(q, { 'X-Test-Fault': 'max-complexity' })).body.errors[0].extensions.code).toBe('MAX_COMPLEXITY_EXCEEDED');
    queue.push('503');
    const unavailable = await post(q);
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers['retry-after']).toBe('1');
    expect((await post(q)).body.data.shop.name).toBe("TJ's Biker Gear");
  });

  it('when faults are not enabled, then the header is ignored', async () => {
    const { post } = storefrontTestClient();
    expect((await post({ query: '{ shop { name } }' }, { 'X-Test-Fault': '503' })).status).toBe(200);
  });
});
