import { ALL_DOCUMENTS, LISTING_EXCERPT_LENGTH } from '@tjb/storefront/documents';
import { storefrontTestClient } from './test-client';

const PRODUCT_FIELDS = `id title handle description productType vendor tags createdAt availableForSale
  featuredImage { url altText } images(first: 10) { nodes { id url src altText width height } }
  priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount } }
  compareAtPriceRange { maxVariantPrice { amount } }
  variants(first: 10) { edges { node { id title sku availableForSale quantityAvailable price { amount currencyCode }
    compareAtPrice { amount } selectedOptions { name value } image { url } product { handle } } } }
  options { name values } seo { title description }`;

describe('embedded Storefront API: products', () => {
  const { gql, post, catalog, inventory } = storefrontTestClient();

  it('when products are listed, then they come as edges, nodes and pageInfo with Shopify money and absolute images', async () => {
    const { data, errors } = await gql(`{ products(first: 3) { edges { cursor node { ${PRODUCT_FIELDS} } } nodes { id } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`);
    expect(errors).toBeUndefined();
    const { edges, nodes, pageInfo } = data.products;
    expect(edges).toHaveLength(3);
    expect(nodes.map((n: { id: string }) => n.id)).toEqual(catalog.products.slice(0, 3).map((p) => p.id));
    expect(pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: edges[0].cursor, endCursor: edges[2].cursor });
    const product = edges[0].node;
    expect(product.featuredImage.url).toMatch(/^https:\/\/shop\.test\/media\/products\/[a-z0-9-]+\/1\.svg$/);
    expect(product.images.nodes[0].src).toBe(product.images.nodes[0].url);
    expect(product.priceRange.minVariantPrice.amount).toMatch(/^\d+\.\d{1,2}$/);
    expect(product.priceRange.minVariantPrice.currencyCode).toBe('USD');
    const source = catalog.products[0]!;
    expect(product.variants.edges[0].node.quantityAvailable).toBe(source.variants[0]!.initialQuantity);
  });

  it('when following endCursor, then the next page continues without overlap, and backwards paging works too', async () => {
    const first = await gql('{ products(first: 250) { nodes { id } pageInfo { endCursor hasNextPage } } }');
    const second = await gql('query Next($after: String) { products(first: 250, after: $after) { nodes { id } pageInfo { hasPreviousPage startCursor } } }', { after: first.data.products.pageInfo.endCursor });
    expect(second.data.products.nodes[0].id).toBe(catalog.products[250]!.id);
    expect(second.data.products.pageInfo.hasPreviousPage).toBe(true);
    const back = await gql('query Prev($before: String) { products(last: 2, before: $before) { nodes { id } } }', { before: second.data.products.pageInfo.startCursor });
    expect(back.data.products.nodes.map((n: { id: string }) => n.id)).toEqual([catalog.products[248]!.id, catalog.products[249]!.id]);
  });

  it('when first is above 250 or missing, or the cursor is bad, then it is a GraphQL error with HTTP 200', async () => {
    const tooMany = await gql('{ products(first: 251) { nodes { id } } }');
    expect(tooMany.errors?.[0]).toMatchObject({ message: expect.stringMatching(/first argument must be less than or equal to 250/), path: ['products'] });
    expect(tooMany.data).toBeNull();
    const missing = await gql('{ products { nodes { id } } }');
    expect(missing.errors?.[0].message).toBe('you must provide one of first or last');
    const badCursor = await gql('{ products(first: 5, after: "bm90IGEgY3Vyc29y") { nodes { id } } }');
    expect(badCursor.errors?.[0]).toMatchObject({ message: expect.stringMatching(/Invalid cursor/), extensions: { code: 'INVALID_CURSOR' } });
    const nested = await gql('{ products(first: 1) { nodes { images(first: 1000) { nodes { url } } } } }');
    expect(nested.errors?.[0].path).toEqual(['products', 'nodes', 0, 'images']);
  });

  it('when a product is asked by handle or id, then it is found; an unknown handle gives null', async () => {
    const source = catalog.products[10]!;
    const { data } = await gql(`query P($h: String!, $id: ID!) { a: product(handle: $h) { id } b: product(id: $id) { handle } c: productByHandle(handle: $h) { title } d: product(handle: "no-such-thing") { id } e: node(id: $id) { ... on Product { handle } } }`, { h: source.handle, id: source.id });
    expect(data).toEqual({ a: { id: source.id }, b: { handle: source.handle }, c: { title: source.title }, d: null, e: { handle: source.handle } });
    const bad = await gql('{ product(id: "123") { id } }');
    expect(bad.errors?.[0].message).toMatch(/Invalid global id/);
  });

  it('when sorted, then prices, titles and reverse order follow the sort key', async () => {
    const { data } = await gql('{ products(first: 50, sortKey: PRICE, query: "product_type:Helmets") { nodes { priceRange { minVariantPrice { amount } } } } }');
    const prices = data.products.nodes.map((n: { priceRange: { minVariantPrice: { amount: string } } }) => Number(n.priceRange.minVariantPrice.amount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const titles = (await gql('{ products(first: 20, sortKey: TITLE, reverse: true) { nodes { title } } }')).data.products.nodes.map((n: { title: string }) => n.title);
    expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
  });

  it('when stock changes, then quantityAvailable and availableForSale follow the inventory', async () => {
    const source = catalog.products[5]!;
    for (const v of source.variants) inventory.set(v.id, 0);
    const { data } = await gql('query P($h: String!) { product(handle: $h) { availableForSale totalInventory variants(first: 10) { nodes { availableForSale quantityAvailable } } } }', { h: source.handle });
    expect(data.product.availableForSale).toBe(false);
    expect(data.product.totalInventory).toBe(0);
    expect(data.product.variants.nodes.every((v: { availableForSale: boolean }) => !v.availableForSale)).toBe(true);
  });

  it('when a list asks for one variant a product (the shop\'s listing fragment), then it gets the first for sale, else the first, with the count; a list view\'s listing gets an excerpt', async () => {
    // ListingProducts is a list document like the listings: the first 250 products, in catalogue order.
    const source = catalog.products.slice(0, 250).find((p) => p.variants.length >= 3)!;
    const [first, second] = source.variants;
    const listed = async () => {
      const { data, errors } = await gql(ALL_DOCUMENTS.ListingProducts!, { first: 250, query: null });
      expect(errors).toBeUndefined();
      return data.products.nodes.find((n: { id: string }) => n.id === source.id);
    };

    let product = await listed();
    expect(product.variantsCount).toEqual({ count: source.variants.length });
    expect(product.selectedOrFirstAvailableVariant.id).toBe(first!.id);
    // A row of cards shows no excerpt; a listing asks for one with `$withExcerpt` (its list view).
    expect(product).not.toHaveProperty('excerpt');
    const { data: listing, errors } = await gql(ALL_DOCUMENTS.ProductsListing!, { first: 250, query: null, withProducts: true, withExcerpt: true });
    expect(errors).toBeUndefined();
    const inList = listing.products.nodes.find((n: { id: string }) => n.id === source.id);
    // The seeded descriptions fit the excerpt whole; a longer one is cut at a word, with Shopify's ellipsis.
    expect(source.description.length).toBeLessThanOrEqual(LISTING_EXCERPT_LENGTH);
    expect(inList.excerpt).toBe(source.description);
    const cut = (await gql('query D($h: String!) { product(handle: $h) { description(truncateAt: 60) } }', { h: source.handle })).data.product.description;
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut).toMatch(/\S\.\.\.$/);
    expect(source.description.startsWith(cut.slice(0, -3))).toBe(true);

    inventory.set(first!.id, 0);
    product = await listed();
    expect(product.selectedOrFirstAvailableVariant).toMatchObject({ id: second!.id, availableForSale: true });

    for (const v of source.variants) inventory.set(v.id, 0);
    product = await listed();
    expect(product.availableForSale).toBe(false);
    expect(product.selectedOrFirstAvailableVariant).toMatchObject({ id: first!.id, availableForSale: false });
  });

  it('when the quick pick asks for a product\'s variants (ProductVariants), then its options and every variant come back', async () => {
    const source = catalog.products.find((p) => p.variants.length >= 3)!;
    const { data, errors } = await gql(ALL_DOCUMENTS.ProductVariants!, { handle: source.handle });
    expect(errors).toBeUndefined();
    expect(data.product.id).toBe(source.id);
    expect(data.product.options).toEqual(source.options.map((o) => ({ name: o.name, values: o.values })));
    expect(data.product.variants.nodes.map((v: { id: string }) => v.id)).toEqual(source.variants.slice(0, 10).map((v) => v.id));
    expect(data.product.variants.nodes[0]).toMatchObject({ price: { amount: expect.any(String), currencyCode: 'USD' }, selectedOptions: source.variants[0]!.selectedOptions });
    expect((await gql(ALL_DOCUMENTS.ProductVariants!, { handle: 'no-such-thing' })).data.product).toBeNull();
  });

  it('when the request has no usable body or another API version, then the answer is Shopify-shaped', async () => {
    expect((await post({ variables: {} })).status).toBe(400);
    expect((await post('not json{', { 'Content-Type': 'application/json' })).body).toEqual({ errors: { query: 'Required parameter missing or invalid' } });
    const parse = await post({ query: '{ products(first: 1 { id }' });
    expect(parse.status).toBe(200);
    expect(parse.body.errors[0]).toMatchObject({ message: expect.stringMatching(/Syntax Error/), locations: [expect.any(Object)] });
    const unknownField = await post({ query: '{ shop { nope } }' });
    expect(unknownField.status).toBe(200);
    expect(unknownField.body.errors[0].message).toMatch(/Cannot query field "nope" on type "Shop"/);
    const otherVersion = await post({ query: '{ shop { name } }' }, {}, '2024-10');
    expect(otherVersion.body.data.shop.name).toBe("TJ's Biker Gear");
  });
});
