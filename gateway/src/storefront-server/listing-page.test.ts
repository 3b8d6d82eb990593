import { getListingPage, type ListingPageRequest, type StorefrontClient } from '@tjb/storefront';
import { storefrontTestClient } from './test-client';

/** The shop's listing helper, talking to the embedded server as it talks to a real store. */
describe('listing pages over the embedded Storefront API (getListingPage)', () => {
  const { post } = storefrontTestClient();
  const sent: Array<{ query: string; variables: Record<string, unknown> }> = [];
  const client: StorefrontClient = {
    endpoint: 'test',
    async query<T>(query: string, variables: Record<string, unknown> = {}) {
      sent.push({ query, variables });
      const res = await post({ query, variables });
      return res.body.errors ? { data: null, error: { kind: 'graphql' as const, message: res.body.errors[0].message } } : { data: res.body.data as T, error: null };
    },
    reportError: () => undefined,
  };
  const all = (over: Partial<ListingPageRequest> = {}): ListingPageRequest => ({
    source: { kind: 'collection', handle: 'all', sortKey: 'PRICE' }, filters: [], reverse: false, offset: 0, size: 9, excerpts: false, ...over,
  });
  const ids = async (req: ListingPageRequest) => {
    const page = await getListingPage(client, req);
    if (!page.ok) throw new Error(page.error.message);
    return page.data;
  };

  beforeEach(() => sent.splice(0));

  it('when page 40 of 9 is asked for, then cursors are walked with page info only and the page equals positions 351–359 of the whole list', async () => {
    const whole = await ids(all({ size: 250 }));
    const next = await ids(all({ size: 250, offset: 250 }));
    const expected = [...whole.products, ...next.products].slice(351, 360).map((p) => p.id);
    sent.splice(0);
    const page = await ids(all({ offset: 351 }));
    expect(page.products.map((p) => p.id)).toEqual(expected);
    expect(page.offset).toBe(351);
    // Two walks (250, then 101) carry no products; only the last request asks for them.
    expect(sent.map((s) => [s.variables.first, s.variables.withProducts])).toEqual([[250, false], [101, false], [9, true]]);
  });

  it('when a list view asks for excerpts, then each product of the page has its excerpt; a grid\'s page has none, and the walk never asks', async () => {
    const grid = await ids(all({ offset: 18 }));
    expect(grid.products).toHaveLength(9);
    for (const product of grid.products) expect(product).not.toHaveProperty('excerpt');
    sent.splice(0);
    const list = await ids(all({ offset: 18, excerpts: true }));
    expect(list.products.map((p) => p.id)).toEqual(grid.products.map((p) => p.id));
    for (const product of list.products) expect(product.excerpt).toEqual(expect.stringMatching(/\w+/));
    // The walk to the cursor asks for ids only; the page itself for its products and their excerpts.
    expect(sent.map((s) => [s.variables.withProducts, s.variables.withExcerpt])).toEqual([[false, false], [true, true]]);
    for (const kind of ['search', 'products'] as const) {
      const source = kind === 'search' ? { kind, query: 'leather', sortKey: 'RELEVANCE' as const } : { kind, query: 'leather', sortKey: 'VENDOR' as const };
      const page = await ids(all({ source, excerpts: true }));
      expect(page.products.length).toBeGreaterThan(0);
      for (const product of page.products) expect(product.excerpt).toEqual(expect.stringMatching(/\w+/));
    }
  });

  it('when the page is past the end, then the last page comes with its real offset', async () => {
    const filters = [{ productType: 'Helmets' }, { available: true }];
    const first = await ids(all({ filters, size: 250 }));
    const total = first.products.length;
    expect(total).toBeGreaterThan(9);
    expect(total).toBeLessThan(250);
    const page = await ids(all({ filters, offset: 9 * 1000 }));
    expect(page.offset).toBe(Math.floor((total - 1) / 9) * 9);
    expect(page.products.map((p) => p.id)).toEqual(first.products.slice(page.offset).map((p) => p.id));
    expect(page.hasNextPage).toBe(false);
  });

  it('when a search is listed, then the total comes from search and the facets with it; an unknown collection is not found', async () => {
    const search = await ids({ source: { kind: 'search', query: 'leather', sortKey: 'RELEVANCE' }, filters: [{ productType: "Men's Leather Vests" }], reverse: false, offset: 0, size: 9, excerpts: false });
    expect(search.totalCount).toBeGreaterThan(0);
    expect(search.products.every((p) => p.productType === "Men's Leather Vests")).toBe(true);
    expect(search.facets.map((f) => f.id)).toContain('filter.p.vendor');
    const missing = await ids(all({ source: { kind: 'collection', handle: 'no-such-thing', sortKey: null } }));
    expect(missing.found).toBe(false);
  });

  it('when the brand order is asked for, then the products connection lists by vendor, paged by the same walk', async () => {
    const req: ListingPageRequest = { source: { kind: 'products', query: 'product_type:"Helmets"', sortKey: 'VENDOR' }, filters: [], reverse: false, offset: 0, size: 30, excerpts: false };
    const first = await ids(req);
    const vendors = first.products.map((p) => p.vendor);
    expect(vendors).toEqual([...vendors].sort((a, b) => a.localeCompare(b)));
    expect(first.products.every((p) => p.productType === 'Helmets')).toBe(true);
    const third = await ids({ ...req, offset: 20, size: 10 });
    expect(third.products.map((p) => p.id)).toEqual(first.products.slice(20, 30).map((p) => p.id));
    expect(third.totalCount).toBeNull();
  });
});
