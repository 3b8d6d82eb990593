import { findCategory } from '@tjb/storefront/category-map';
import { storefrontTestClient } from './test-client';

type Node = { productType: string; tags: string[]; title: string };

describe("embedded Storefront API: the shop's flannel pages over the seeded catalogue", () => {
  const { gql } = storefrontTestClient();
  const pages = (findCategory('shirts-flannels')?.subpages ?? []).filter((p) => /^(mens|womens)\/.*flannel/.test(p.path));

  it("when the category map is read, then it has men's and women's pages for every flannel style", () => {
    expect(pages.filter((p) => p.path.startsWith('mens/'))).toHaveLength(6);
    expect(pages.filter((p) => p.path.startsWith('womens/'))).toHaveLength(6);
  });

  it.each(pages.map((p) => [p.path, p.query]))('when %s asks for its products, then it finds flannels of that cut and style', async (path, query) => {
    const { data, errors } = await gql('query Q($q: String!) { products(first: 250, query: $q) { nodes { productType tags title } } }', { q: query });
    expect(errors).toBeUndefined();
    const nodes: Node[] = data.products.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    const [gender, style] = path.split('/') as [string, string];
    for (const node of nodes) {
      expect(node.productType).toBe('Flannel');
      expect(node.tags).toEqual(expect.arrayContaining([gender, style]));
      expect(node.title.startsWith(gender === 'mens' ? "Men's " : "Women's ")).toBe(true);
    }
  });

  it('when all flannels are listed, then unisex ones are there too, under the shop-all pages', async () => {
    const { data } = await gql('{ products(first: 250, query: "product_type:Flannel") { nodes { tags } } }');
    const tags: string[][] = data.products.nodes.map((n: Node) => n.tags);
    expect(tags.some((t) => !t.includes('mens') && !t.includes('womens'))).toBe(true);
  });
});
