import { cachePolicyFor, documentFacts, DocumentFactsMemo, policyFromFacts, POLICIES } from './cache-policy';

const PRODUCT = 'query ProductByHandle($handle: String!) { product(handle: $handle) { id } }';
const LIST = 'query Products($first: Int!, $query: String) { products(first: $first, query: $query) { nodes { id } } }';
const TWO_OPERATIONS = `
  query One($h: String!) { product(handle: $h) { id } }
  query Two { cart(id: "gid://shopify/Cart/1") { id } }
  mutation Three { cartCreate { cart { id } } }
`;

describe('memoised cache policy', () => {
  it('when the same text comes again, then it is parsed once and answers as the uncached function does', () => {
    const memo = new DocumentFactsMemo();
    const first = memo.get(PRODUCT);
    expect(memo.get(PRODUCT)).toBe(first);
    expect(memo.size).toBe(1);
    expect(policyFromFacts(first, { handle: 'a' })).toBe(cachePolicyFor(PRODUCT, { handle: 'a' }));
    expect(policyFromFacts(first, {})?.bucket).toBe('product');
  });

  it('when documents differ, then each gets its own facts and identity', () => {
    const memo = new DocumentFactsMemo();
    const product = memo.get(PRODUCT);
    const list = memo.get(LIST);
    expect(product.id).not.toBe(list.id);
    expect(policyFromFacts(product, {})?.bucket).toBe('product');
    expect(policyFromFacts(list, { first: 24 })?.bucket).toBe('products');
    // Whitespace is part of the text: another text, another entry, the same answer.
    const spaced = memo.get(`${PRODUCT} `);
    expect(spaced.id).not.toBe(product.id);
    expect(policyFromFacts(spaced, {})?.bucket).toBe('product');
  });

  it('when the featured tag comes in variables, then the remembered document still reads them per request', () => {
    const facts = new DocumentFactsMemo().get(LIST);
    expect(policyFromFacts(facts, { first: 12, query: 'tag:featured' })).toBe(POLICIES.featured);
    expect(policyFromFacts(facts, { first: 12, query: 'product_type:Helmets' })).toBe(POLICIES.products);
    expect(policyFromFacts(facts, { first: 12 })).toBe(POLICIES.products);
    const literal = documentFacts('{ products(first: 3, query: "tag:\\"featured\\"") { nodes { id } } }');
    expect(policyFromFacts(literal, { query: 'ignored' })).toBe(POLICIES.featured);
  });

  it('when a document holds several operations, then the operation name picks the facts', () => {
    const facts = documentFacts(TWO_OPERATIONS);
    expect(policyFromFacts(facts, {}, 'One')?.bucket).toBe('product');
    expect(policyFromFacts(facts, {}, 'Two')).toBeNull();
    expect(policyFromFacts(facts, {}, 'Three')).toBeNull();
    expect(policyFromFacts(facts, {}, 'Missing')).toBeNull();
    expect(policyFromFacts(facts, {})).toBeNull(); // no name and more than one operation: GraphQL refuses it
    expect(facts.looksLikeMutation).toBe(true);
    const single = documentFacts('query Only { shop { name } }');
    expect(policyFromFacts(single, {})?.bucket).toBe('products');
    expect(policyFromFacts(single, {}, 'Only')?.bucket).toBe('products');
    expect(policyFromFacts(single, {}, 'Other')).toBeNull();
  });

  it('when a text does not parse, then nothing is cached and a mutation is still recognised', () => {
    const broken = documentFacts('mutation { cartCreate { cart { id }');
    expect(policyFromFacts(broken, {})).toBeNull();
    expect(broken.looksLikeMutation).toBe(true);
    expect(documentFacts('# mutation in a comment\n{ broken').looksLikeMutation).toBe(false);
  });

  it('when many documents arrive, then the memo stays within its bounds', () => {
    const memo = new DocumentFactsMemo({ maxEntries: 3, maxQueryLength: 200 });
    for (let i = 0; i < 10; i++) memo.get(`query Q${i} { shop { name } }`);
    expect(memo.size).toBe(3);
    const long = `query Long { shop { name ${'id '.repeat(100)}} }`;
    const before = memo.size;
    expect(policyFromFacts(memo.get(long), {})?.bucket).toBe('products');
    expect(memo.size).toBe(before);
  });
});
