import { pageCount, pageItemsWithGaps, pageWindow } from './pagination';
import { defaultListingState, parseListingState, serializeListingState, withListingState, type ListingState } from './url-state';

const opts = { sorts: ['relevance', 'price-low', 'price-high', 'newest'] as const, defaultSort: 'relevance' as const };
const parse = (qs: string) => parseListingState(new URLSearchParams(qs), { ...opts, sorts: [...opts.sorts] });

describe('pagination', () => {
  it('when there are 20 items at 9 a page, then there are 3 pages, and an empty list still has one', () => {
    expect(pageCount(20, 9)).toBe(3);
    expect(pageCount(0, 9)).toBe(1);
  });

  it('when there are many pages, then at most 5 consecutive buttons surround the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('when the catalog has many pages, then up to 10 buttons show with ellipses for the gaps', () => {
    expect(pageItemsWithGaps(1, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageItemsWithGaps(1, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 'gap-end', 30]);
    expect(pageItemsWithGaps(15, 30)).toEqual([1, 'gap-start', 12, 13, 14, 15, 16, 17, 18, 19, 'gap-end', 30]);
    expect(pageItemsWithGaps(30, 30)).toEqual([1, 'gap-start', 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    for (const current of [1, 5, 15, 29, 30]) {
      expect(pageItemsWithGaps(current, 30).filter((i) => typeof i === 'number').length).toBeLessThanOrEqual(10);
    }
  });
});

describe('URL state', () => {
  it('when a view is written to the URL and read back, then it is the same view', () => {
    const state: ListingState = {
      ...defaultListingState('relevance'),
      search: 'leather vest', types: ['mens-leather-vests'], vendors: ['Iron Horse Leather Co.', 'Renegade Classics'], sizes: ['XL'],
      colors: ['Black'], styles: ['club'], priceMin: 50, priceMax: 300, inStock: true, onSale: true, freeShipping: true,
      sort: 'price-high', page: 3, more: 1, view: 'list',
    };
    const qs = serializeListingState(state, 'relevance').toString();
    expect(parse(qs)).toEqual(state);
  });

  it('when the view is the default, then the URL carries nothing', () => {
    expect(serializeListingState(defaultListingState('relevance'), 'relevance').toString()).toBe('');
  });

  it('when the query string is malformed, then every bad value falls back and nothing throws', () => {
    const state = parse('sort=rating&page=abc&more=-1&min=cheap&max=-5&view=tiles&instock=yes&type=,,&vendor=' + 'x'.repeat(500));
    expect(state).toMatchObject({ sort: 'relevance', page: 1, more: 0, priceMin: null, priceMax: null, view: 'grid', inStock: false, types: [] });
    expect(state.vendors[0]).toHaveLength(200);
    expect(parse('min=300&max=100')).toMatchObject({ priceMin: 100, priceMax: 300 });
    expect(parse('type=a,b&type=A')).toMatchObject({ types: ['a', 'b'] });
    expect(parse('sale=true').onSale).toBe(true);
    expect(() => parse('%E0%A4%A=1&search=%')).not.toThrow();
  });
});

describe('listing state in a URL with other parameters', () => {
  it("when the listing changes, then its own keys are rewritten and a tab or the catalog's category are kept", () => {
    const current = new URLSearchParams('tab=categories&category=jackets&search=old&page=3&view=list');
    const next = withListingState(current, { ...parse(current.toString()), search: 'vest', page: 1, sort: 'price-low' }, 'relevance');
    expect(next.get('tab')).toBe('categories');
    expect(next.get('category')).toBe('jackets');
    expect(next.get('search')).toBe('vest');
    expect(next.get('sort')).toBe('price-low');
    expect(next.get('view')).toBe('list');
    expect(next.has('page')).toBe(false);
  });
});
