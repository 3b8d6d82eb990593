import { parse } from 'graphql';
import { ALL_DOCUMENTS } from '@tjb/storefront/documents';
import { generateCatalog } from '../catalog/seed/generate';
import { MAX_QUERY_ALIASES, MAX_QUERY_DEPTH } from './document-limits';
import { executableSchema } from './executable-schema';
import { HYDROGEN_CART_QUERY, HYDROGEN_LAYOUT_QUERY, HYDROGEN_PRODUCT_QUERY, HYDROGEN_SITEMAP_QUERY } from './hydrogen-documents';
import { checkQueryCost, MAX_QUERY_COST } from './query-cost';
import { storefrontTestClient } from './test-client';

/** Collections → products → collections → … six connections deep, each a full page: the attack. */
export function nestedConnections(levels: number, first = 250): string {
  let inner = 'title';
  for (let i = levels - 1; i >= 0; i -= 1) inner = `${i % 2 === 0 ? 'collections' : 'products'}(first: ${first}) { edges { node { ${inner} } } }`;
  return `{ ${inner} }`;
}

const catalog = generateCatalog({ size: 300 });

describe('embedded Storefront API: what one request may ask for', () => {
  const { gql } = storefrontTestClient({ catalog });

  it('when six nested connections of 250 are asked for, then the answer is MAX_COST_EXCEEDED, Shopify-shaped, and nothing runs', async () => {
    const answer = await gql(nestedConnections(6));
    expect(answer.data).toBeUndefined();
    expect(answer.errors).toEqual([
      {
        message: expect.stringMatching(/^Query cost is \d+, which exceeds the single query max cost limit \(150000\)\.$/),
        extensions: expect.objectContaining({ code: 'MAX_COST_EXCEEDED', cost: expect.any(Number), maxCost: MAX_QUERY_COST }),
      },
    ]);
    expect(answer.errors![0].extensions.cost).toBeGreaterThan(250 ** 5);
    // The shop keeps answering.
    expect((await gql('{ shop { name } }')).data.shop.name).toBeTruthy();
  });

  it('when the page size comes in a variable, then the cost is measured with it', async () => {
    const query = 'query Deep($n: Int!) { collections(first: $n) { nodes { products(first: $n) { nodes { variants(first: $n) { nodes { id } } } } } } }';
    expect((await gql(query, { n: 2 })).errors).toBeUndefined();
    expect((await gql(query, { n: 250 })).errors?.[0]?.extensions?.code).toBe('MAX_COST_EXCEEDED');
  });

  it('when a document is deeper than the limit, then it is refused with MAX_DEPTH_EXCEEDED though it is cheap', async () => {
    const answer = await gql(nestedConnections(Math.ceil(MAX_QUERY_DEPTH / 3) + 1, 1));
    expect(answer.errors?.[0]?.extensions?.code).toBe('MAX_DEPTH_EXCEEDED');
    expect(answer.data).toBeUndefined();
  });

  it('when a document has more aliases than the limit, then it is refused with MAX_ALIASES_EXCEEDED', async () => {
    const fields = Array.from({ length: MAX_QUERY_ALIASES + 1 }, (_, i) => `a${i}: shop { name }`).join(' ');
    expect((await gql(`{ ${fields} }`)).errors?.[0]?.extensions?.code).toBe('MAX_ALIASES_EXCEEDED');
  });

  it("when a request's resolver time runs out, then it gets one TIMEOUT error and no data", async () => {
    const late = storefrontTestClient({ catalog, limits: { timeoutMs: -1 } });
    const answer = await late.gql('{ products(first: 50) { nodes { title variants(first: 5) { nodes { id } } } } }');
    expect(answer).toEqual({ data: null, errors: [expect.objectContaining({ extensions: { code: 'TIMEOUT' } })] });
  });

  it('when an answer would be larger than the cap, then RESPONSE_TOO_LARGE is sent instead', async () => {
    const small = storefrontTestClient({ catalog, limits: { maxAnswerBytes: 2000 } });
    const answer = await small.gql('{ products(first: 50) { nodes { title description } } }');
    expect(answer).toEqual({ data: null, errors: [expect.objectContaining({ extensions: { code: 'RESPONSE_TOO_LARGE', maxBytes: 2000 } })] });
    expect((await small.gql('{ shop { name } }')).data.shop.name).toBeTruthy();
  });

  describe('costs kept per document', () => {
    const schema = executableSchema();
    const measure = (query: string, variables: Record<string, unknown>) => checkQueryCost(schema, parse(query), variables, undefined);
    const costOf = (result: ReturnType<typeof checkQueryCost>): number => ('cost' in result ? result.cost : (result.error.extensions.cost as number));

    it('when one document is asked with other page sizes, then each is measured with its own', () => {
      const document = parse('query Page($n: Int!) { collections(first: $n) { nodes { products(first: $n) { nodes { variants(first: $n) { nodes { id } } } } } } }');
      const small = costOf(checkQueryCost(schema, document, { n: 2 }, undefined));
      const large = checkQueryCost(schema, document, { n: 250 }, undefined);
      expect('error' in large && large.error.extensions.code).toBe('MAX_COST_EXCEEDED');
      // Asked again (kept), each answer is the same as the first time.
      expect(costOf(checkQueryCost(schema, document, { n: 2 }, undefined))).toBe(small);
      expect(checkQueryCost(schema, document, { n: 250 }, undefined)).toEqual(large);
      expect(costOf(large)).toBeGreaterThan(small);
    });

    it('when a page size is absent, then its default counts, not a null', () => {
      const document = parse('query Page($n: Int = 250) { products(first: $n) { nodes { id } } }');
      const byDefault = costOf(checkQueryCost(schema, document, {}, undefined));
      const byNull = costOf(checkQueryCost(schema, document, { n: null }, undefined));
      expect(byDefault).toBe(costOf(measure('{ products(first: 250) { nodes { id } } }', {})));
      expect(byNull).toBeLessThan(byDefault);
      expect(costOf(checkQueryCost(schema, document, {}, undefined))).toBe(byDefault);
    });

    it('when an @include condition changes, then the cost follows it', () => {
      const document = parse('query Page($deep: Boolean!) { products(first: 10) { nodes { id variants(first: 10) @include(if: $deep) { nodes { id } } } } }');
      const shallow = costOf(checkQueryCost(schema, document, { deep: false }, undefined));
      const deep = costOf(checkQueryCost(schema, document, { deep: true }, undefined));
      expect(deep).toBeGreaterThan(shallow);
      expect(costOf(checkQueryCost(schema, document, { deep: false }, undefined))).toBe(shallow);
    });

    it('when variables that do not fit came first, then the same page size is still measured, not let through', () => {
      const document = parse('query Page($n: Int!, $q: String) { collections(first: $n) { nodes { products(first: $n, query: $q) { nodes { variants(first: $n) { nodes { id } } } } } } }');
      // A string variable holding a number: execution refuses it, so the cost is not measured (0)…
      expect(checkQueryCost(schema, document, { n: 250, q: 5 }, undefined)).toEqual({ cost: 0 });
      // …and that 0 is not kept for the next request of the same size.
      const answer = checkQueryCost(schema, document, { n: 250, q: 'x' }, undefined);
      expect('error' in answer && answer.error.extensions.code).toBe('MAX_COST_EXCEEDED');
    });
  });

  // The limits must never refuse the shop itself.
  const shopDocuments: Array<[string, string, Record<string, unknown>]> = [
    ['Products (250)', ALL_DOCUMENTS.Products!, { first: 250 }],
    ['AllProducts (250)', ALL_DOCUMENTS.AllProducts!, { first: 250 }],
    ['AllProductsForListing (250)', ALL_DOCUMENTS.AllProductsForListing!, { first: 250 }],
    ['ListingProducts (250)', ALL_DOCUMENTS.ListingProducts!, { first: 250 }],
    ['CategoryShowcase', ALL_DOCUMENTS.CategoryShowcase!, { query: 'tag:x' }],
    ['ProductByHandle', ALL_DOCUMENTS.ProductByHandle!, { handle: 'x' }],
    ['ProductVariants', ALL_DOCUMENTS.ProductVariants!, { handle: 'x' }],
    ['Collections (helper defaults 50 × 20)', ALL_DOCUMENTS.Collections!, { first: 50, productsFirst: 20 }],
    ['CollectionByHandle (250)', ALL_DOCUMENTS.CollectionByHandle!, { handle: 'x', first: 250 }],
    ['Cart', ALL_DOCUMENTS.Cart!, { cartId: 'x' }],
    ['Hydrogen cart', HYDROGEN_CART_QUERY, { cartId: 'x', numCartLines: 250 }],
    ['Hydrogen layout', HYDROGEN_LAYOUT_QUERY, { headerMenuHandle: 'main-menu' }],
    ['Hydrogen product', HYDROGEN_PRODUCT_QUERY, { handle: 'x', selectedOptions: [] }],
    ['Hydrogen sitemap', HYDROGEN_SITEMAP_QUERY, { page: 1 }],
  ];
  it.each(shopDocuments)('when the shop sends %s at its largest page size, then it is within the cost limit', (_name, query, variables) => {
    expect(checkQueryCost(executableSchema(), parse(query), variables, undefined)).toEqual({ cost: expect.any(Number) });
  });
});
