import { storefrontTestClient } from './test-client';

type Node = { id: string; tags: string[]; variants: { nodes: Array<{ price: { amount: string }; compareAtPrice: { amount: string } | null }> } };
type FilterValue = { id: string; count: number; input: string };

const LISTING = `query L($handle: String!, $filters: [ProductFilter!], $first: Int!, $after: String) {
  collection(handle: $handle) {
    products(first: $first, after: $after, filters: $filters) {
      nodes { id tags variants(first: 10) { nodes { price { amount } compareAtPrice { amount } } } }
      pageInfo { hasNextPage endCursor }
      filters { id type values { id count input } }
    }
  }
}`;

const onSale = (n: Node) => n.variants.nodes.some((v) => v.compareAtPrice !== null && Number(v.compareAtPrice.amount) > Number(v.price.amount));
const metafield = (key: string, value = 'true') => ({ productMetafield: { namespace: 'tjb', key, value } });

describe('embedded Storefront API: listing filters a listing page needs', () => {
  const harness = storefrontTestClient();
  const { gql, catalog } = harness;

  it('when the `all` collection is asked for, then it holds every product of the catalogue', async () => {
    const { data, errors } = await gql(LISTING, { handle: 'all', first: 1 });
    expect(errors).toBeUndefined();
    const availability = data.collection.products.filters.find((f: { id: string }) => f.id === 'filter.v.availability');
    expect(availability.values.reduce((sum: number, v: FilterValue) => sum + v.count, 0)).toBe(catalog.products.length);
  });

  it('when the on-sale metafield filter is sent, then only products with a compare-at above the price come, and its facet counted them', async () => {
    const all = await gql(LISTING, { handle: 'vests', first: 250 });
    const everyVest: Node[] = all.data.collection.products.nodes;
    const facet = all.data.collection.products.filters.find((f: { id: string }) => f.id === 'filter.p.m.tjb.on_sale');
    expect(facet.type).toBe('BOOLEAN');
    const yes: FilterValue = facet.values.find((v: FilterValue) => v.id.endsWith('.true'));
    expect(yes.count).toBe(everyVest.filter(onSale).length);
    expect(yes.count).toBeGreaterThan(0);

    const sale = await gql(LISTING, { handle: 'vests', first: 250, filters: [JSON.parse(yes.input)] });
    const nodes: Node[] = sale.data.collection.products.nodes;
    expect(nodes.map((n) => n.id)).toEqual(everyVest.filter(onSale).map((n) => n.id));
  });

  it('when on sale and free shipping are both sent, then both must hold (each metafield is its own group), and a tag filter still ANDs with them', async () => {
    const both = await gql(LISTING, { handle: 'all', first: 250, filters: [metafield('on_sale'), metafield('free_shipping')] });
    const nodes: Node[] = both.data.collection.products.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    for (const n of nodes) {
      expect(onSale(n)).toBe(true);
      expect(n.tags).toContain('free-shipping');
    }
    const tagged = await gql(LISTING, { handle: 'all', first: 250, filters: [metafield('free_shipping'), { tag: 'leather' }] });
    for (const n of tagged.data.collection.products.nodes as Node[]) expect(n.tags).toEqual(expect.arrayContaining(['free-shipping', 'leather']));
  });

  it('when a metafield the catalogue does not set is asked for, then nothing matches', async () => {
    const { data } = await gql(LISTING, { handle: 'all', first: 5, filters: [metafield('no_such_field')] });
    expect(data.collection.products.nodes).toEqual([]);
  });

  it('when a sale sells out a product and a restock brings it back, then the next query counts and lists it accordingly', async () => {
    const { inventory } = harness;
    const query = async () => {
      const { data, errors } = await gql(LISTING, { handle: 'helmets', first: 250, filters: [{ available: true }] });
      expect(errors).toBeUndefined();
      const availability = data.collection.products.filters.find((f: { id: string }) => f.id === 'filter.v.availability');
      const inStock = availability.values.find((v: FilterValue) => v.id === 'filter.v.availability.1').count as number;
      return { inStock, ids: (data.collection.products.nodes as Node[]).map((n) => n.id) };
    };
    const before = await query();
    expect(await query()).toEqual(before);
    const sold = catalog.productById(before.ids[3]!)!;
    for (const v of sold.variants) inventory.set(v.id, 0);
    const after = await query();
    expect(after.inStock).toBe(before.inStock - 1);
    expect(after.ids).toEqual(before.ids.filter((id) => id !== sold.id));
    inventory.set(sold.variants[0]!.id, 2);
    expect(await query()).toEqual(before);
  });
});
