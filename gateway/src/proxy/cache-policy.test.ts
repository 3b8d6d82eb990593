import { STOREFRONT_CACHE_TIMES } from '@tjb/storefront/cache-policy';
import { cachePolicyFor, documentFacts, DocumentFactsMemo, policyFromFacts, POLICIES, statedCache } from './cache-policy';

const PRODUCT = 'query ProductByHandle($handle: String!) { product(handle: $handle) { id } }';
const LIST = 'query Products($first: Int!, $query: String) { products(first: $first, query: $query) { nodes { id } } }';
const TWO_OPERATIONS = `
  query One($h: String!) { product(handle: $h) { id } }
  query Two { cart(id: "gid://shopify/Cart/1") { id } }
  mutation Three { cartCreate { cart { id } } }
`;

describe('stated cache policy', () => {
  it('when a request names short, long or none, then that is its policy, with the times the storefront package defines', () => {
    expect(cachePolicyFor(LIST, 'short')).toBe(POLICIES.short);
    expect(cachePolicyFor(LIST, 'long')).toBe(POLICIES.long);
    expect(cachePolicyFor(LIST, 'none')).toBeNull();
    expect(cachePolicyFor(LIST, ' Long ')).toBe(POLICIES.long);
    expect(POLICIES).toEqual({ short: { name: 'short', ...STOREFRONT_CACHE_TIMES.short }, long: { name: 'long', ...STOREFRONT_CACHE_TIMES.long } });
    // Spec 001 §9: catalogue reads 5 min fresh / 10 kept; featured and whole-catalogue reads 10 / 30.
    expect(POLICIES).toMatchObject({ short: { freshMs: 300_000, keepMs: 600_000 }, long: { freshMs: 600_000, keepMs: 1_800_000 } });
  });

  it('when the header is missing or names something else, then the short default applies, never a longer one', () => {
    for (const header of [undefined, '', 'forever', 'long, short', 'LONGER', 'none; long', '1000000']) {
      expect(statedCache(header)).toBe('short');
      expect(cachePolicyFor(LIST, header)).toBe(POLICIES.short);
    }
  });

  it('when the operation is not one to keep, then no header makes it cached', () => {
    for (const header of ['short', 'long', undefined]) {
      expect(cachePolicyFor('mutation { cartCreate { cart { id } } }', header)).toBeNull();
      expect(cachePolicyFor('mutation Named($q: String) { cartCreate { cart { id } } }', header)).toBeNull();
      expect(cachePolicyFor('query { cart(id: "x") { id } }', header)).toBeNull();
      expect(cachePolicyFor('query Me { customer(customerAccessToken: "t") { id } }', header)).toBeNull();
      expect(cachePolicyFor('query Q { ...Cart } fragment Cart on QueryRoot { cart(id: "x") { id } }', header)).toBeNull();
      expect(cachePolicyFor('{ broken', header)).toBeNull();
    }
  });

  it('when a query is named like the old guesses (Featured…, AllProducts…) or filters on the featured tag, then only the header decides', () => {
    expect(cachePolicyFor('query FeaturedProducts { products(first: 12) { nodes { id } } }', undefined)).toBe(POLICIES.short);
    expect(cachePolicyFor('query AllProducts($after: String) { products(first: 250, after: $after) { nodes { id } } }', 'none')).toBeNull();
    expect(cachePolicyFor('{ products(first: 3, query: "tag:featured") { nodes { id } } }', 'short')).toBe(POLICIES.short);
    expect(cachePolicyFor(PRODUCT, 'long')).toBe(POLICIES.long);
  });
});

describe('memoised document facts', () => {
  it('when the same text comes again, then it is parsed once and answers as the uncached function does', () => {
    const memo = new DocumentFactsMemo();
    const first = memo.get(PRODUCT);
    expect(memo.get(PRODUCT)).toBe(first);
    expect(memo.size).toBe(1);
    expect(policyFromFacts(first, 'long')).toBe(cachePolicyFor(PRODUCT, 'long'));
    expect(policyFromFacts(first, 'short')?.name).toBe('short');
  });

  it('when documents differ, then each gets its own facts and identity', () => {
    const memo = new DocumentFactsMemo();
    const product = memo.get(PRODUCT);
    const list = memo.get(LIST);
    expect(product.id).not.toBe(list.id);
    // Whitespace is part of the text: another text, another entry, the same answer.
    const spaced = memo.get(`${PRODUCT} `);
    expect(spaced.id).not.toBe(product.id);
    expect(policyFromFacts(spaced, 'long')).toBe(policyFromFacts(product, 'long'));
  });

  it('when a document holds several operations, then the operation name picks the facts', () => {
    const facts = documentFacts(TWO_OPERATIONS);
    expect(policyFromFacts(facts, 'long', 'One')?.name).toBe('long');
    expect(policyFromFacts(facts, 'long', 'Two')).toBeNull();
    expect(policyFromFacts(facts, 'long', 'Three')).toBeNull();
    expect(policyFromFacts(facts, 'long', 'Missing')).toBeNull();
    expect(policyFromFacts(facts, 'long')).toBeNull(); // no name and more than one operation: GraphQL refuses it
    expect(facts.looksLikeMutation).toBe(true);
    const single = documentFacts('query Only { shop { name } }');
    expect(policyFromFacts(single, 'short')?.name).toBe('short');
    expect(policyFromFacts(single, 'short', 'Only')?.name).toBe('short');
    expect(policyFromFacts(single, 'short', 'Other')).toBeNull();
  });

  it('when a text does not parse, then nothing is cached and a mutation is still recognised', () => {
    const broken = documentFacts('mutation { cartCreate { cart { id }');
    expect(policyFromFacts(broken, 'long')).toBeNull();
    expect(broken.looksLikeMutation).toBe(true);
    expect(documentFacts('# mutation in a comment\n{ broken').looksLikeMutation).toBe(false);
  });

  it('when many documents arrive, then the memo stays within its bounds', () => {
    const memo = new DocumentFactsMemo({ maxEntries: 3, maxQueryLength: 200 });
    for (let i = 0; i < 10; i++) memo.get(`query Q${i} { shop { name } }`);
    expect(memo.size).toBe(3);
    const long = `query Long { shop { name ${'id '.repeat(100)}} }`;
    const before = memo.size;
    expect(policyFromFacts(memo.get(long), 'short')?.name).toBe('short');
    expect(memo.size).toBe(before);
  });
});
