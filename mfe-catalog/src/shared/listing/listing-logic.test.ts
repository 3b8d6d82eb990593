import { makeProduct, makeVariant } from '../../testing/products';
import { computeFacets } from './facets';
import { activeFilterCount, applyFilters, clearFilters, EMPTY_FILTERS, toggleValue, type ListingFilters } from './filters';
import { matchesSearch } from './search';
import { sortProducts } from './sort';

const filters = (over: Partial<ListingFilters>): ListingFilters => ({ ...EMPTY_FILTERS, ...over });

const helmet = makeProduct({ title: 'Outlaw Full Face Helmet', productType: 'Helmets', vendor: 'Black Asphalt', tags: ['full-face', 'bestseller'], price: '120.00', createdAt: '2025-03-01T00:00:00Z' });
const goggles = makeProduct({ title: 'Anti-Fog Goggles', productType: 'Goggles', vendor: 'Renegade Classics', tags: ['free-shipping'], price: '30.00', compareAt: '40.00', createdAt: '2025-05-01T00:00:00Z',
  variants: [makeVariant({ price: '30.00', compareAtPrice: '40.00', selectedOptions: [{ name: 'Color', value: 'Chrome' }] })] });
const soldOut = makeProduct({ title: 'Night Rider Half Helmet', productType: 'Helmets', vendor: 'Renegade Classics', tags: ['half-shell'], price: '60.00', createdAt: '2024-12-01T00:00:00Z',
  variants: [makeVariant({ price: '60.00', availableForSale: false, selectedOptions: [{ name: 'Size', value: 'L' }, { name: 'Color', value: 'Matte Black' }] })] });
const all = [helmet, goggles, soldOut];

describe('search', () => {
  it('when the term has several words in any case, then every word must appear in the title, brand, type or tags', () => {
    expect(matchesSearch(helmet, 'OUTLAW helmet')).toBe(true);
    expect(matchesSearch(helmet, 'asphalt')).toBe(true);
    expect(matchesSearch(helmet, 'outlaw goggles')).toBe(false);
    expect(matchesSearch(helmet, '   ')).toBe(true);
    expect(matchesSearch(helmet, '"(outlaw)"')).toBe(true);
  });
});

describe('filters', () => {
  it('when filters of one kind are chosen, then any of them matches; different kinds must all match', () => {
    expect(applyFilters(all, filters({ vendors: ['renegade classics'] }))).toEqual([goggles, soldOut]);
    expect(applyFilters(all, filters({ vendors: ['Renegade Classics', 'Black Asphalt'], types: ['helmets'] }))).toEqual([helmet, soldOut]);
    expect(applyFilters(all, filters({ sizes: ['L'] }))).toEqual([soldOut]);
    expect(applyFilters(all, filters({ colors: ['chrome'] }))).toEqual([goggles]);
  });

  it('when a price range, stock, sale or free shipping is chosen, then only matching products stay', () => {
    expect(applyFilters(all, filters({ priceMin: 30, priceMax: 60 }))).toEqual([goggles, soldOut]);
    expect(applyFilters(all, filters({ inStock: true }))).toEqual([helmet, goggles]);
    expect(applyFilters(all, filters({ onSale: true }))).toEqual([goggles]);
    expect(applyFilters(all, filters({ freeShipping: true }))).toEqual([goggles]);
  });

  it('when an old link passes a style as the type, then products tagged with it match', () => {
    expect(applyFilters(all, filters({ types: ['full-face'] }))).toEqual([helmet]);
  });

  it('when Clear All is used, then filters go and the search stays; the badge counts chosen options', () => {
    const f = filters({ search: 'helmet', vendors: ['x'], sizes: ['M', 'L'], priceMax: 50, onSale: true });
    expect(activeFilterCount(f)).toBe(5);
    expect(clearFilters(f)).toEqual(filters({ search: 'helmet' }));
    expect(toggleValue(toggleValue(f, 'sizes', 'm'), 'sizes', 'XL').sizes).toEqual(['L', 'XL']);
  });
});

describe('facet counts', () => {
  it('when a brand is chosen, then brand counts ignore it while the other groups count within it', () => {
    const facets = computeFacets(all, filters({ vendors: ['Renegade Classics'] }));
    const brand = facets.lists.find((l) => l.id === 'vendors')!;
    expect(brand.options.map((o) => [o.label, o.count, o.selected])).toEqual([
      ['Black Asphalt', 1, false],
      ['Renegade Classics', 2, true],
    ]);
    const type = facets.lists.find((l) => l.id === 'types')!;
    expect(type.options.map((o) => [o.value, o.count])).toEqual([['goggles', 1], ['helmets', 1]]);
    expect(facets.toggles.map((t) => [t.label, t.count])).toEqual([['In Stock', 1], ['On Sale', 1], ['Free Shipping', 1]]);
    expect(facets.priceBounds).toEqual({ min: 30, max: 60 });
  });

  it('when the category has styles, then the style group counts the tagged products', () => {
    const facets = computeFacets(all, EMPTY_FILTERS, [{ tag: 'full-face', name: 'Full Face' }, { tag: 'half-shell', name: '½ Shell' }]);
    expect(facets.lists.find((l) => l.id === 'styles')!.options.map((o) => [o.label, o.count])).toEqual([['Full Face', 1], ['½ Shell', 1]]);
  });
});

describe('sorting', () => {
  it('when sorted by price, date, name or popularity, then the order follows; Best Match without a search keeps the order', () => {
    const titles = (key: Parameters<typeof sortProducts>[1], search?: string) => sortProducts(all, key, search).map((p) => p.title);
    expect(titles('price-low')).toEqual(['Anti-Fog Goggles', 'Night Rider Half Helmet', 'Outlaw Full Face Helmet']);
    expect(titles('price-high')).toEqual(['Outlaw Full Face Helmet', 'Night Rider Half Helmet', 'Anti-Fog Goggles']);
    expect(titles('newest')).toEqual(['Anti-Fog Goggles', 'Outlaw Full Face Helmet', 'Night Rider Half Helmet']);
    expect(titles('title-desc')).toEqual(['Outlaw Full Face Helmet', 'Night Rider Half Helmet', 'Anti-Fog Goggles']);
    expect(titles('popularity')[0]).toBe('Outlaw Full Face Helmet');
    expect(titles('relevance')).toEqual(all.map((p) => p.title));
    expect(titles('relevance', 'night rider')[0]).toBe('Night Rider Half Helmet');
  });
});
