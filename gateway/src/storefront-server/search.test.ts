import { storefrontTestClient } from './test-client';

type Node = { title: string; productType: string; vendor: string; tags: string[]; priceRange: { minVariantPrice: { amount: string } } };
const FIELDS = 'title productType vendor tags priceRange { minVariantPrice { amount } }';

describe('embedded Storefront API: search grammar, search, predictive search and facets', () => {
  const { gql, catalog, inventory } = storefrontTestClient();
  const products = async (query: string, first = 250): Promise<Node[]> => {
    const res = await gql(`query Q($q: String!, $first: Int!) { products(first: $first, query: $q) { nodes { ${FIELDS} } } }`, { q: query, first });
    expect(res.errors).toBeUndefined();
    return res.data.products.nodes;
  };

  it('when a category query ORs product types, then only those types come back', async () => {
    const found = await products('product_type:"Chaps" OR product_type:"Chaps & Pants" OR product_type:"Unisex Chaps & Pants"');
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((p) => p.productType))).toEqual(new Set(['Chaps', 'Chaps & Pants', 'Unisex Chaps & Pants']));
    const commaList = await products('product_type:Chaps,Helmets');
    expect(new Set(commaList.map((p) => p.productType))).toEqual(new Set(['Chaps', 'Helmets']));
  });

  it('when fields and comparators are combined, then every condition holds', async () => {
    const found = await products('tag:featured AND variants.price:<100 -vendor:"Renegade Classics"');
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      expect(p.tags).toContain('featured');
      expect(p.vendor).not.toBe('Renegade Classics');
    }
    const cheap = await products('variants.price:<=20');
    expect(cheap.every((p) => Number(p.priceRange.minVariantPrice.amount) <= 20)).toBe(true);
    const notNew = await products('product_type:Helmets tag_not:new');
    expect(notNew.every((p) => !p.tags.includes('new'))).toBe(true);
  });

  it('when bare words, prefixes and case vary, then title, type, tags and vendor match case-insensitively', async () => {
    const helmets = await products('HELMET');
    expect(helmets.length).toBeGreaterThan(100);
    const prefixed = await products('title:flann*');
    expect(prefixed.length).toBeGreaterThan(0);
    expect(prefixed.every((p) => /flannel/i.test(p.title))).toBe(true);
    const byVendor = await products('renegade classics', 10);
    expect(byVendor.length).toBe(10);
  });

  it('when a word is misspelt and nothing matches it, then the closest catalogue word is searched instead', async () => {
    const helmets = await products('helmit', 20);
    expect(helmets.length).toBe(20);
    expect(helmets.every((p) => /helmet/i.test(`${p.title} ${p.productType} ${p.tags.join(' ')}`))).toBe(true);
    // Two letters swapped, and two edits in a long word, are still close enough.
    expect((await products('lether jakcet', 5)).length).toBe(5);
    expect((await products('flanel', 5)).length).toBeGreaterThan(0);
    expect((await products('motercycle', 5)).length).toBeGreaterThan(0);
    // A word the shopper excluded is not corrected, and short words are taken as typed.
    expect(await products('zzqqxx -helmit')).toEqual([]);
    expect(await products('hlm')).toEqual([]);
  });

  it('when a field is unknown or the query is broken, then it is ignored or read as text, never a 500', async () => {
    expect((await products('color_family:blue', 5)).length).toBe(5);
    expect((await products('(leather jacket', 5)).length).toBeGreaterThan(0);
    expect(await products('zzqqxx-nothing-matches')).toEqual([]);
  });

  it('when filtering on availability and dates, then stock and createdAt decide', async () => {
    const target = catalog.products.find((p) => p.productType === 'Whips')!;
    for (const v of target.variants) inventory.set(v.id, 0);
    const soldOut = await products('product_type:Whips available_for_sale:false');
    expect(soldOut.map((p) => p.title)).toContain(target.title);
    expect((await products('product_type:Whips available_for_sale:true')).map((p) => p.title)).not.toContain(target.title);
    const recent = await gql('{ products(first: 250, query: "created_at:>2024-12-01") { nodes { createdAt } } }');
    expect(recent.data.products.nodes.every((p: { createdAt: string }) => p.createdAt > '2024-12-01')).toBe(true);
  });

  it('when searching, then results are products with a total, and types without PRODUCT find nothing', async () => {
    const { data } = await gql('{ search(query: "leather vest", first: 5) { totalCount nodes { __typename ... on Product { title } } pageInfo { hasNextPage } } none: search(query: "vest", first: 5, types: [PAGE]) { totalCount nodes { __typename } } }');
    expect(Number(data.search.totalCount)).toBeGreaterThan(5);
    expect(data.search.nodes.every((n: { __typename: string }) => n.__typename === 'Product')).toBe(true);
    expect(data.none).toEqual({ totalCount: 0, nodes: [] });
  });

  it('when searching with productFilters, then facets come with counts that ignore their own filter', async () => {
    const { data } = await gql(`{ search(query: "helmet", first: 250, productFilters: [{ productType: "Helmets" }, { productType: "Goggles" }]) {
      totalCount nodes { ... on Product { productType } } productFilters { id type values { label count input } } } }`);
    const types = new Set(data.search.nodes.map((n: { productType: string }) => n.productType));
    expect([...types].every((t) => t === 'Helmets' || t === 'Goggles')).toBe(true);
    const typeFacet = data.search.productFilters.find((f: { id: string }) => f.id === 'filter.p.product_type');
    const helmetsValue = typeFacet.values.find((v: { label: string }) => v.label === 'Helmets');
    expect(helmetsValue.count).toBeGreaterThan(0);
    expect(JSON.parse(helmetsValue.input)).toEqual({ productType: 'Helmets' });
    // Other product types still show how many they would add.
    expect(typeFacet.values.some((v: { label: string; count: number }) => v.label === 'Sunglasses' && v.count > 0)).toBe(true);
    const ids = data.search.productFilters.map((f: { id: string }) => f.id);
    expect(ids).toEqual(expect.arrayContaining(['filter.v.availability', 'filter.v.price', 'filter.p.vendor', 'filter.p.tag', 'filter.v.option.color']));
  });

  it('when a collection is filtered by option, price and availability, then products and facet counts agree', async () => {
    const { data } = await gql(`{ collection(handle: "jackets") { title products(first: 250, filters: [{ variantOption: { name: "color", value: "Brown" } }, { price: { min: 100, max: 400 } }, { available: true }]) {
      nodes { variants(first: 10) { nodes { price { amount } selectedOptions { name value } } } }
      filters { id values { label count } } } } }`);
    const nodes = data.collection.products.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    for (const p of nodes) {
      const variants = p.variants.nodes as Array<{ price: { amount: string }; selectedOptions: Array<{ name: string; value: string }> }>;
      expect(variants.some((v) => v.selectedOptions.some((o) => o.name === 'Color' && o.value === 'Brown'))).toBe(true);
      expect(variants.some((v) => Number(v.price.amount) >= 100 && Number(v.price.amount) <= 400)).toBe(true);
    }
    const inStock = data.collection.products.filters.find((f: { id: string }) => f.id === 'filter.v.availability').values[0];
    expect(inStock).toEqual({ label: 'In stock', count: nodes.length });
  });

  it('when typing ahead, then predictive search returns products, collections and styled query suggestions', async () => {
    const { data } = await gql('{ predictiveSearch(query: "hel", limit: 5) { products { title } collections { handle } queries { text styledText } pages { id } articles { id } } }');
    expect(data.predictiveSearch.products).toHaveLength(5);
    expect(data.predictiveSearch.collections.map((c: { handle: string }) => c.handle)).toContain('helmets');
    expect(data.predictiveSearch.queries[0].styledText).toMatch(/<mark>hel<\/mark>/i);
    const tooMany = await gql('{ predictiveSearch(query: "hel", limit: 11) { products { id } } }');
    expect(tooMany.errors?.[0].message).toMatch(/limit must be between 1 and 10/);
  });

  it('when collections are listed, then every category has one, with products pages of its own', async () => {
    const { data } = await gql('{ collections(first: 50) { totalCount nodes { handle title image { url } products(first: 20) { nodes { id } } } } }');
    const handles = data.collections.nodes.map((c: { handle: string }) => c.handle);
    expect(handles).toEqual(expect.arrayContaining(['helmets', 'jackets', 'vests', 'bottoms', 'shirts-flannels', 'boots', 'luggage', 'bike-gear', 'accessories', 'whips', 'patches']));
    expect(data.collections.nodes[0].products.nodes).toHaveLength(20);
    const found = await gql('{ collections(first: 5, query: "title:helmet") { nodes { handle } } }');
    expect(found.data.collections.nodes).toEqual([{ handle: 'helmets' }]);
  });
});
