import { HYDROGEN_CART_CREATE, HYDROGEN_CART_LINES_ADD, HYDROGEN_CART_QUERY } from './hydrogen-documents';
import { storefrontTestClient } from './test-client';

const LINES_UPDATE = `mutation U($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) {
  cart { totalQuantity lines(first: 10) { nodes { id quantity } } } userErrors { code field message } warnings { code } } }`;
const LINES_REMOVE = `mutation R($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
  cart { totalQuantity cost { subtotalAmount { amount } totalTaxAmount { amount } totalAmount { amount } } } userErrors { code } } }`;

describe('embedded Storefront API: cart', () => {
  const { gql, catalog, inventory } = storefrontTestClient();
  const inStock = catalog.products.find((p) => p.variants.length >= 2 && p.variants.every((v) => v.initialQuantity >= 3))!;
  const [first, second] = inStock.variants as [(typeof inStock.variants)[0], (typeof inStock.variants)[0]];

  async function newCart() {
    const created = await gql(HYDROGEN_CART_CREATE, { input: { lines: [{ merchandiseId: first.id, quantity: 2 }], note: 'ride safe' } });
    expect(created.errors).toBeUndefined();
    return created.data.cartCreate;
  }

  it("when Hydrogen's cart handler creates, adds and reads a cart under @inContext, then it gets Shopify-shaped answers", async () => {
    const created = await newCart();
    expect(created.userErrors).toEqual([]);
    expect(created.cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[\w-]+\?key=[a-f0-9]+$/);
    expect(created.cart.checkoutUrl).toBe(`https://shop.test/checkout?cart=${encodeURIComponent(created.cart.id)}`);
    const added = await gql(HYDROGEN_CART_LINES_ADD, { cartId: created.cart.id, lines: [{ merchandiseId: second.id, quantity: 1 }, { merchandiseId: first.id }] });
    expect(added.data.cartLinesAdd).toMatchObject({ cart: { totalQuantity: 4 }, userErrors: [], warnings: [] });

    const read = await gql(HYDROGEN_CART_QUERY, { cartId: created.cart.id, country: 'US' });
    expect(read.errors).toBeUndefined();
    const cart = read.data.cart;
    expect(cart.note).toBe('ride safe');
    expect(cart.buyerIdentity).toEqual({ countryCode: 'US', customer: null, email: null, phone: null });
    const lines = cart.lines.edges.map((e: { node: { quantity: number; merchandise: { id: string; product: { handle: string } } } }) => e.node);
    expect(lines.map((l: { quantity: number }) => l.quantity)).toEqual([3, 1]);
    expect(lines[0].merchandise).toMatchObject({ id: first.id, product: { handle: inStock.handle }, requiresShipping: true });
    const subtotal = (first.priceCents * 3 + second.priceCents) / 100;
    expect(Number(cart.cost.subtotalAmount.amount)).toBeCloseTo(subtotal, 2);
    expect(Number(cart.cost.totalTaxAmount.amount)).toBeCloseTo(Math.round(subtotal * 8) / 100, 2);
    expect(Number(cart.cost.totalAmount.amount)).toBeCloseTo(subtotal + Math.round(subtotal * 8) / 100, 2);
    expect(cart.cost.totalDutyAmount).toBeNull();
    expect(cart.cost.subtotalAmount.currencyCode).toBe('USD');
  });

  it('when lines are updated and removed, then quantities, zero-removal and costs follow', async () => {
    const { cart } = await newCart();
    const lines = (await gql('query C($id: ID!) { cart(id: $id) { lines(first: 5) { nodes { id } } } }', { id: cart.id })).data.cart.lines.nodes;
    const updated = await gql(LINES_UPDATE, { cartId: cart.id, lines: [{ id: lines[0].id, quantity: 3 }] });
    expect(updated.data.cartLinesUpdate.cart.totalQuantity).toBe(3);
    const zero = await gql(LINES_UPDATE, { cartId: cart.id, lines: [{ id: lines[0].id, quantity: 0 }] });
    expect(zero.data.cartLinesUpdate.cart).toMatchObject({ totalQuantity: 0, lines: { nodes: [] } });
    const removed = await gql(LINES_REMOVE, { cartId: cart.id, lineIds: [] });
    expect(removed.data.cartLinesRemove.cart.cost).toEqual({ subtotalAmount: { amount: '0.0' }, totalTaxAmount: { amount: '0.0' }, totalAmount: { amount: '0.0' } });
  });

  it('when the cart, a line or the merchandise does not exist, then userErrors explain and nothing changes', async () => {
    const { cart } = await newCart();
    const missingCart = await gql(HYDROGEN_CART_LINES_ADD, { cartId: 'gid://shopify/Cart/nope?key=00', lines: [{ merchandiseId: first.id }] });
    expect(missingCart.data.cartLinesAdd).toMatchObject({ cart: null, userErrors: [{ code: 'INVALID', field: ['cartId'] }] });
    const badMerch = await gql(HYDROGEN_CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: second.id }, { merchandiseId: 'gid://shopify/ProductVariant/1' }] });
    expect(badMerch.data.cartLinesAdd.userErrors).toEqual([{ code: 'INVALID', field: ['lines', '1', 'merchandiseId'], message: expect.stringMatching(/does not exist/) }]);
    expect(badMerch.data.cartLinesAdd.cart.totalQuantity).toBe(2);
    const badLine = await gql(LINES_UPDATE, { cartId: cart.id, lines: [{ id: 'gid://shopify/CartLine/x', quantity: 1 }] });
    expect(badLine.data.cartLinesUpdate.userErrors[0]).toMatchObject({ code: 'INVALID', field: ['lines', '0', 'id'] });
    const negative = await gql(LINES_UPDATE, { cartId: cart.id, lines: [{ id: 'gid://shopify/CartLine/x', quantity: -1 }] });
    expect(negative.data.cartLinesUpdate.userErrors.length).toBeGreaterThan(0);
    expect((await gql('{ cart(id: "gid://shopify/Cart/unknown?key=1") { id } }')).data.cart).toBeNull();
  });

  it('when stock is short or gone, then quantities are trimmed with Shopify warnings', async () => {
    const { cart } = await newCart();
    inventory.set(second.id, 1);
    const short = await gql(HYDROGEN_CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: second.id, quantity: 5 }] });
    expect(short.data.cartLinesAdd.warnings).toEqual([expect.objectContaining({ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: second.id })]);
    expect(short.data.cartLinesAdd.cart.totalQuantity).toBe(3);
    inventory.set(first.id, 0);
    const gone = await gql(HYDROGEN_CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: first.id, quantity: 1 }] });
    expect(gone.data.cartLinesAdd.warnings[0].code).toBe('MERCHANDISE_OUT_OF_STOCK');
    expect(gone.data.cartLinesAdd.cart.totalQuantity).toBe(3);
    inventory.set(first.id, 10);
    inventory.set(second.id, 10);
  });

  it('when note, attributes, buyer identity and discount codes change, then the cart keeps them', async () => {
    const { cart } = await newCart();
    const res = await gql(`mutation M($id: ID!) {
      cartNoteUpdate(cartId: $id, note: "gift") { userErrors { code } }
      cartAttributesUpdate(cartId: $id, attributes: [{ key: "source", value: "bundle-studio" }]) { userErrors { code } }
      cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: { email: "rider@example.com", countryCode: US }) { userErrors { code } }
      cartDiscountCodesUpdate(cartId: $id, discountCodes: ["RIDE10"]) { cart { note attribute(key: "source") { value } buyerIdentity { email } discountCodes { code applicable } } }
    }`, { id: cart.id });
    expect(res.data.cartDiscountCodesUpdate.cart).toEqual({
      note: 'gift', attribute: { value: 'bundle-studio' }, buyerIdentity: { email: 'rider@example.com' }, discountCodes: [{ code: 'RIDE10', applicable: false }],
    });
  });
});
