import type { ListingFacet } from '@tjb/storefront';
import { facetsFromStorefront, keptFacets, totalFromFacets } from './facets';
import { activeFilterCount, clearFilters, EMPTY_FILTERS, toggleValue, type ListingFilters } from './filters';
import { sortsFor, toListingRequest, toProductFilters, type ListingScope } from './storefront-request';
import { CATEGORY_SORTS } from './sort';
import { defaultListingState, type ListingState } from './url-state';

const filters = (over: Partial<ListingFilters>): ListingFilters => ({ ...EMPTY_FILTERS, ...over });
const state = (over: Partial<ListingState>): ListingState => ({ ...defaultListingState('relevance'), ...over });
const helmets: ListingScope = { collection: 'helmets', productTypes: ['Helmets', 'Goggles'], pageSize: 9 };

describe('filters', () => {
  it('when Clear All is used, then filters go and the search stays; the badge counts chosen options', () => {
    const f = filters({ search: 'helmet', vendors: ['x'], sizes: ['M', 'L'], priceMax: 50, onSale: true });
    expect(activeFilterCount(f)).toBe(5);
    expect(clearFilters(f)).toEqual(filters({ search: 'helmet' }));
    expect(toggleValue(toggleValue(f, 'sizes', 'm'), 'sizes', 'XL').sizes).toEqual(['L', 'XL']);
  });
});

describe('URL state → Storefront request', () => {
  it('when a category page has no filter, then it asks its collection for the first 9 in the collection order', () => {
    expect(toListingRequest(state({}), helmets)).toEqual({
      source: { kind: 'collection', handle: 'helmets', sortKey: null }, reverse: false, filters: [], offset: 0, size: 9, excerpts: false,
    });
  });

  it('when the list view is in the URL, then the page is asked for with its excerpts, and in a grid without them', () => {
    expect(toListingRequest(state({ view: 'list' }), helmets)).toMatchObject({ excerpts: true });
    expect(toListingRequest(state({ view: 'list', search: 'black' }), helmets)).toMatchObject({ source: { kind: 'search' }, excerpts: true });
    expect(toListingRequest(state({ view: 'list', sort: 'vendor' }), helmets)).toMatchObject({ source: { kind: 'products' }, excerpts: true });
    expect(toListingRequest(state({ view: 'grid', search: 'black' }), helmets)).toMatchObject({ excerpts: false });
  });

  it('when every kind of filter is chosen, then each maps to the ProductFilter the real API has', () => {
    const f = filters({
      types: ['goggles'], styles: ['full-face'], vendors: ['Black Asphalt'], sizes: ['L'], colors: ['Matte Black'],
      priceMin: 50, priceMax: null, inStock: true, onSale: true, freeShipping: true,
    });
    expect(toProductFilters(f, helmets, 'collection')).toEqual([
      { productType: 'Goggles' },
      { tag: 'full-face' },
      { productVendor: 'Black Asphalt' },
      { variantOption: { name: 'size', value: 'L' } },
      { variantOption: { name: 'color', value: 'Matte Black' } },
      { price: { min: 50, max: null } },
      { available: true },
      { productMetafield: { namespace: 'tjb', key: 'on_sale', value: 'true' } },
      { productMetafield: { namespace: 'tjb', key: 'free_shipping', value: 'true' } },
    ]);
  });

  it('when the sort, page and Load More are in the URL, then they become sortKey/reverse, the offset and the size', () => {
    expect(toListingRequest(state({ sort: 'price-high', page: 3, more: 1 }), helmets)).toMatchObject({
      source: { kind: 'collection', sortKey: 'PRICE' }, reverse: true, offset: 18, size: 18,
    });
    expect(toListingRequest(state({ sort: 'newest' }), helmets)).toMatchObject({ source: { sortKey: 'CREATED' }, reverse: true });
    expect(toListingRequest(state({ sort: 'popularity' }), helmets)).toMatchObject({ source: { sortKey: 'BEST_SELLING' }, reverse: false });
    // Load More never asks past the API's 250.
    expect(toListingRequest(state({ more: 400 }), helmets).size).toBe(250);
  });

  it('when the shopper searches a category, then it is a Storefront search limited to the category types, sorted as search can', () => {
    expect(toListingRequest(state({ search: 'black "visor"', sort: 'price-low', inStock: true }), helmets)).toEqual({
      source: { kind: 'search', query: 'black visor', sortKey: 'PRICE' }, reverse: false,
      filters: [{ productType: 'Helmets' }, { productType: 'Goggles' }, { available: true }], offset: 0, size: 9, excerpts: false,
    });
    // Search has no date or best-selling order: those sorts are not offered while searching.
    expect(toListingRequest(state({ search: 'black', sort: 'newest' }), helmets).source).toMatchObject({ sortKey: 'RELEVANCE' });
    expect(sortsFor(CATEGORY_SORTS, true).map((s) => s.key)).toEqual(['relevance', 'price-low', 'price-high']);
  });

  it('when a tab narrows to types or tags, then they are sent, and a chosen type or style within them narrows further', () => {
    const boots: ListingScope = { collection: 'boots', productTypes: ["Men's Footwear", "Women's Footwear"], tabTypes: ["Men's Footwear"], pageSize: 9 };
    expect(toProductFilters(EMPTY_FILTERS, boots, 'collection')).toEqual([{ productType: "Men's Footwear" }]);
    const style: ListingScope = { ...helmets, tabTags: ['full-face', 'modular'] };
    expect(toProductFilters(EMPTY_FILTERS, style, 'collection')).toEqual([{ tag: 'full-face' }, { tag: 'modular' }]);
    expect(toProductFilters(filters({ styles: ['modular'] }), style, 'collection')).toEqual([{ tag: 'modular' }]);
    // An old header link passing a style as the type (`?type=full-face`) filters by the style's tag, on the server render too.
    expect(toProductFilters(filters({ types: ['Full-Face'] }), { ...helmets, styleTags: ['full-face'] }, 'collection')).toEqual([{ tag: 'full-face' }]);
  });

  it('when a page has no collection (the whole shop, a footer view), then `all` is filtered by its types; a subpage is a search query', () => {
    const view: ListingScope = { collection: null, productTypes: ['Hats', 'Rings'], pageSize: 9 };
    expect(toListingRequest(state({ onSale: true }), view)).toMatchObject({
      source: { kind: 'collection', handle: 'all' },
      filters: [{ productType: 'Hats' }, { productType: 'Rings' }, { productMetafield: { key: 'on_sale', value: 'true' } }],
    });
    // Brand order is the products connection's alone: the catalog's category and words become its query.
    expect(toListingRequest(state({ sort: 'vendor', search: 'black' }), view)).toMatchObject({
      source: { kind: 'products', query: '(product_type:"Hats" OR product_type:"Rings") AND black', sortKey: 'VENDOR' }, filters: [],
    });
    const subpage: ListingScope = { collection: null, productTypes: [], query: 'product_type:Flannel AND tag:red', pageSize: 9 };
    expect(toListingRequest(state({ search: 'plaid' }), subpage).source).toEqual({ kind: 'search', query: '(product_type:Flannel AND tag:red) AND plaid', sortKey: 'RELEVANCE' });
  });
});

const facet = (id: string, type: ListingFacet['type'], values: Array<[string, number, object]>): ListingFacet => ({
  id, label: id, type, values: values.map(([label, count, input]) => ({ label, count, input: JSON.stringify(input) })),
});

const ANSWER: ListingFacet[] = [
  facet('filter.v.availability', 'LIST', [['In stock', 7, { available: true }], ['Out of stock', 3, { available: false }]]),
  facet('filter.v.price', 'PRICE_RANGE', [['Price', 0, { price: { min: 0, max: 249.5 } }]]),
  facet('filter.p.product_type', 'LIST', [['Helmets', 8, {}], ['Goggles', 2, {}], ['Patches', 4, {}]]),
  facet('filter.p.vendor', 'LIST', [['Renegade Classics', 6, {}], ['Black Asphalt', 4, {}]]),
  facet('filter.p.tag', 'LIST', [['full-face', 3, {}], ['half-shell', 2, {}], ['bestseller', 5, {}]]),
  facet('filter.v.option.size', 'LIST', [['XL', 2, {}], ['M', 5, {}]]),
  facet('filter.p.m.tjb.on_sale', 'BOOLEAN', [['Yes', 2, { productMetafield: { namespace: 'tjb', key: 'on_sale', value: 'true' } }], ['No', 8, {}]]),
];

describe('Storefront facets → filter panel', () => {
  const scope = { productTypes: ['Helmets', 'Goggles'], styles: [{ tag: 'full-face', name: 'Full Face' }, { tag: 'half-shell', name: '½ Shell' }] };

  it('when the API answers its facets, then the groups take their counts, limited to the page types and the category styles', () => {
    const facets = facetsFromStorefront(ANSWER, filters({ vendors: ['Black Asphalt'] }), scope);
    const list = (id: string) => facets.lists.find((l) => l.id === id)?.options.map((o) => [o.label, o.count, o.selected]);
    expect(list('types')).toEqual([['Goggles', 2, false], ['Helmets', 8, false]]);
    expect(list('styles')).toEqual([['Full Face', 3, false], ['½ Shell', 2, false]]);
    expect(list('vendors')).toEqual([['Black Asphalt', 4, true], ['Renegade Classics', 6, false]]);
    expect(list('sizes')).toEqual([['M', 5, false], ['XL', 2, false]]);
    // No free-shipping facet in the answer, and none chosen: the toggle is not offered.
    expect(facets.toggles.map((t) => [t.label, t.count])).toEqual([['In Stock', 7], ['On Sale', 2]]);
    expect(facets.priceBounds).toEqual({ min: 0, max: 250 });
  });

  it('when a chosen value is missing from the answer, then it stays with 0 so it can be unticked', () => {
    const facets = facetsFromStorefront(ANSWER, filters({ colors: ['Chrome'], freeShipping: true }), scope);
    expect(facets.lists.find((l) => l.id === 'colors')?.options).toEqual([{ value: 'Chrome', label: 'Chrome', count: 0, selected: true }]);
    expect(facets.toggles.find((t) => t.id === 'freeShipping')).toEqual({ id: 'freeShipping', label: 'Free Shipping', count: 0, selected: true });
  });

  it('when a page with a panel keeps its answer, then the tag facet keeps only the style tags, groups read by label drop their inputs, and the panel shows the same groups', () => {
    const kept = keptFacets(ANSWER, 'panel', ['Full-Face', 'half-shell']);
    expect(kept.find((f) => f.id === 'filter.p.tag')?.values).toEqual([{ label: 'full-face', count: 3 }, { label: 'half-shell', count: 2 }]);
    expect(kept.find((f) => f.id === 'filter.p.vendor')?.values).toEqual([{ label: 'Renegade Classics', count: 6 }, { label: 'Black Asphalt', count: 4 }]);
    // The groups read by their inputs keep them.
    const byInput = ['filter.v.availability', 'filter.v.price', 'filter.p.m.tjb.on_sale'];
    expect(kept.filter((f) => byInput.includes(f.id))).toEqual(ANSWER.filter((f) => byInput.includes(f.id)));
    for (const chosen of [filters({ vendors: ['Black Asphalt'], styles: ['full-face'] }), filters({ inStock: true, onSale: true, sizes: ['M'] })]) {
      expect(facetsFromStorefront(kept, chosen, scope)).toEqual(facetsFromStorefront(ANSWER, chosen, scope));
    }
    // A page without styles (a search) keeps no tag values at all.
    expect(keptFacets(ANSWER, 'panel').find((f) => f.id === 'filter.p.tag')?.values).toEqual([]);
  });

  it('when a page without a panel keeps its answer, then it keeps only the availability group, and counts the same', () => {
    const kept = keptFacets(ANSWER, 'count');
    expect(kept.map((f) => f.id)).toEqual(['filter.v.availability']);
    for (const chosen of [EMPTY_FILTERS, filters({ inStock: true })]) expect(totalFromFacets(kept, chosen)).toBe(totalFromFacets(ANSWER, chosen));
  });

  it('when counting the listing, then availability partitions it: both values, or in stock alone when that is chosen; no facet, no count', () => {
    expect(totalFromFacets(ANSWER, EMPTY_FILTERS)).toBe(10);
    expect(totalFromFacets(ANSWER, filters({ inStock: true }))).toBe(7);
    expect(totalFromFacets([], EMPTY_FILTERS)).toBeNull();
  });
});
