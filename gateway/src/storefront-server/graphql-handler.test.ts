import request from 'supertest';
import { ALL_DOCUMENTS } from '@tjb/storefront/documents';
import { generateCatalog } from '../catalog/seed/generate';
import { HYDROGEN_LAYOUT_QUERY, HYDROGEN_PRODUCT_QUERY, HYDROGEN_SITEMAP_QUERY } from './hydrogen-documents';
import { createEmbeddedStorefrontApp } from './index';

/**
 * A document runs interpreted (graphql-js) until it has been seen `compileAfter` times, then
 * compiled (graphql-jit). Both must answer exactly alike, errors included.
 */
describe('embedded Storefront API: interpreted and compiled execution', () => {
  const catalog = generateCatalog({ size: 400 });
  const app = createEmbeddedStorefrontApp({ catalog, compileAfter: 2 });
  const product = catalog.products.find((p) => p.options.length === 2)!;
  const post = (query: string, variables: Record<string, unknown>) =>
    request(app).post('/api/2025-01/graphql.json').set({ 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'shop.test' }).send({ query, variables });

  const cases: Array<[string, string, Record<string, unknown>]> = [
    ['Products', ALL_DOCUMENTS.Products!, { first: 24, query: 'leather available_for_sale:true', sortKey: 'RELEVANCE', reverse: true }],
    ['Products, bad cursor', ALL_DOCUMENTS.Products!, { first: 5, after: 'bm90IGEgY3Vyc29y' }],
    ['Products, too many', ALL_DOCUMENTS.Products!, { first: 251 }],
    ['Products, wrong variable type', ALL_DOCUMENTS.Products!, { first: 'ten' }],
    ['ProductByHandle', ALL_DOCUMENTS.ProductByHandle!, { handle: product.handle }],
    ['ProductVariants', ALL_DOCUMENTS.ProductVariants!, { handle: product.handle }],
    ['ListingProducts (the listing fragment)', ALL_DOCUMENTS.ListingProducts!, { first: 12, query: null }],
    ['CollectionByHandle', ALL_DOCUMENTS.CollectionByHandle!, { handle: 'helmets', first: 10 }],
    ['Collections', ALL_DOCUMENTS.Collections!, { first: 5, productsFirst: 3 }],
    ['Hydrogen layout', HYDROGEN_LAYOUT_QUERY, { headerMenuHandle: 'main-menu', country: 'US', language: 'EN' }],
    ['Hydrogen product', HYDROGEN_PRODUCT_QUERY, { handle: product.handle, selectedOptions: product.variants[0]!.selectedOptions }],
    ['Hydrogen sitemap', HYDROGEN_SITEMAP_QUERY, { page: 1 }],
    ['search with facets', `query S($q: String!) { search(query: $q, first: 5, productFilters: [{ available: true }]) {
      totalCount productFilters { id values { label count } } nodes { ... on Product { handle } } } }`, { q: 'helmet' }],
  ];

  it.each(cases)('when %s runs before and after it is compiled, then the answers are identical', async (_name, query, variables) => {
    // A comment makes the text, the cache key, unique to this case.
    const text = `# ${_name}\n${query}`;
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await post(text, variables)).body);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});

describe('embedded Storefront API: how an answer is written', () => {
  const catalog = generateCatalog({ size: 50 });
  const app = createEmbeddedStorefrontApp({ catalog });

  it('when a query is answered, then it is JSON in UTF-8 with its length in bytes, and no ETag', async () => {
    // An unknown cursor is quoted in the error: characters past ASCII make bytes and characters differ.
    const cursor = 'Café—“ünïcode”';
    const res = await request(app).post('/api/2025-01/graphql.json').set('Content-Type', 'application/json')
      .send({ query: 'query P($after: String) { shop { name } products(first: 3, after: $after) { nodes { title } } }', variables: { after: cursor } })
      .buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const bytes = res.body as Buffer;
    const text = bytes.toString('utf8');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    expect(bytes.length).toBeGreaterThan(text.length);
    expect(res.headers.etag).toBeUndefined();
    const answer = JSON.parse(text) as { errors: Array<{ message: string }> };
    expect(answer.errors[0]!.message).toContain(cursor);
  });
});
