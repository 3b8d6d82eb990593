import { cacheKey, POLICIES, ResponseCache } from './response-cache';

const answer = (bytes: number) => ({ status: 200, contentType: 'application/json; charset=utf-8', body: Buffer.alloc(bytes, 'a') });

describe('Storefront response cache', () => {
  it('when a compressed copy is added, then later gets serve it and its bytes count toward the bound', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 4000 });
    const kept = cache.set('a', answer(900), POLICIES.short)!;
    cache.set('b', answer(900), POLICIES.short);
    cache.addEncoded('a', kept, 'br', Buffer.alloc(100));
    expect(cache.get('a')?.response.encoded?.br).toHaveLength(100);
    // 900 + 100 + 900 + 900 + 900 + 900 > 4000: the least recently used goes first ('b', as 'a' was just read).
    for (const key of ['c', 'd', 'e']) cache.set(key, answer(900), POLICIES.short);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.response.encoded?.br).toHaveLength(100);
  });

  it('when the answer was replaced before its copy was ready, then the copy is dropped', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 100_000 });
    const old = cache.set('a', answer(2000), POLICIES.short)!;
    cache.set('a', answer(3000), POLICIES.short);
    cache.addEncoded('a', old, 'gzip', Buffer.alloc(10));
    expect(cache.get('a')?.response.body).toHaveLength(3000);
    expect(cache.get('a')?.response.encoded).toBeUndefined();
  });

  it('when keys are built, then key order in variables does not matter and every other part does', () => {
    const base = { scope: 's', origin: 'http://shop.test', documentId: 'doc', variables: { a: 1, b: 2 }, operationName: 'P' };
    expect(cacheKey(base)).toBe(cacheKey({ ...base, variables: { b: 2, a: 1 } }));
    const others = [
      { ...base, scope: 't' },
      { ...base, origin: 'https://shop.test' },
      { ...base, documentId: 'other' },
      { ...base, variables: { a: 1, b: 3 } },
      { ...base, operationName: undefined },
    ].map(cacheKey);
    expect(new Set([cacheKey(base), ...others]).size).toBe(6);
    const long = cacheKey({ ...base, variables: { text: 'x'.repeat(1000) } });
    expect(long).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('purging answers by product', () => {
  const listing = (...ids: number[]) => ({
    status: 200,
    contentType: 'application/json',
    body: Buffer.from(JSON.stringify({ data: { products: { nodes: ids.map((n) => ({ id: `gid://shopify/Product/${n}`, availableForSale: true })) } } })),
  });

  it('when a product is purged, then every answer holding it is dropped and the others stay', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 100_000 });
    cache.set('listing', listing(1, 2), POLICIES.short);
    cache.set('product-2', listing(2), POLICIES.short);
    cache.set('product-3', listing(3), POLICIES.short);
    expect(cache.purgeProducts(['gid://shopify/Product/2'])).toBe(2);
    expect(cache.get('listing')).toBeUndefined();
    expect(cache.get('product-2')).toBeUndefined();
    expect(cache.get('product-3')).toBeDefined();
  });

  it('when an answer was replaced or evicted, then a purge neither counts nor resurrects it', () => {
    const cache = new ResponseCache({ maxEntries: 1, maxBytes: 100_000 });
    cache.set('a', listing(1), POLICIES.short);
    cache.set('b', listing(2), POLICIES.short); // evicts 'a'
    expect(cache.purgeProducts(['gid://shopify/Product/1'])).toBe(0);
    cache.set('b', listing(3), POLICIES.short); // 'b' no longer holds product 2
    expect(cache.purgeProducts(['gid://shopify/Product/2'])).toBe(0);
    expect(cache.get('b')).toBeDefined();
  });
});
