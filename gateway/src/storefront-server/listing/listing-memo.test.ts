import { generateCatalog } from '../../catalog/seed/generate';
import { range } from '../search/postings';
import { productIndex } from '../search/product-index';
import { facetIndex } from './facet-index';
import { ListingAnswer, ListingMemo } from './listing-memo';
import { passing, sieve } from './sieve';

describe('the listing memo across stock changes', () => {
  const catalog = generateCatalog({ size: 50 });
  const index = productIndex(catalog);
  const fi = facetIndex(index);
  const base = range(index.size);
  const answer = (filters: Array<{ available?: boolean }>, flags: Uint8Array | null) => {
    const s = sieve(fi, index, base, filters, flags);
    return new ListingAnswer(fi, s, passing(s), flags);
  };
  const inStock = (facets: ReturnType<ListingAnswer['facets']>) => facets[0]!.values[0]!.count;

  it('when the stock moves, then answers filtered with the old one are dropped and facets are counted again', () => {
    const before = new Uint8Array(index.size).fill(1);
    const after = before.slice();
    after[0] = 0;
    const memo = new ListingMemo();
    const byStock = answer([{ available: true }], before);
    const anyStock = answer([], null);
    memo.set('in-stock', byStock);
    memo.set('all', anyStock);
    expect(memo.get('in-stock', before)).toBe(byStock);
    expect(inStock(memo.facets(anyStock, before))).toBe(50);

    expect(memo.get('in-stock', after)).toBeUndefined();
    expect(memo.size).toBe(1);
    expect(memo.get('all', null)).toBe(anyStock);
    expect(inStock(memo.facets(anyStock, after))).toBe(49);
  });

  it('when a listing differs in order or scope, then its key differs; the same listing gives the same key', () => {
    const memo = new ListingMemo();
    const scope = index.collectionOrdinals(catalog.collections[0]!);
    const key = memo.keyOf({ scope, query: null, sortKey: 'PRICE', reverse: false, filters: [{ tag: 'a' }, { tag: 'b' }] });
    expect(memo.keyOf({ scope, query: null, sortKey: 'PRICE', reverse: false, filters: [{ tag: 'a' }, { tag: 'b' }] })).toBe(key);
    expect(memo.keyOf({ scope, query: null, sortKey: 'PRICE', reverse: true, filters: [{ tag: 'a' }, { tag: 'b' }] })).not.toBe(key);
    expect(memo.keyOf({ query: null, sortKey: 'PRICE', reverse: false, filters: [{ tag: 'a' }, { tag: 'b' }] })).not.toBe(key);
  });
});
