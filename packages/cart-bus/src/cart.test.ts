import { addCartItem, cartItemCount, cartLineId, removeCartItem, setCartItemQuantity } from './cart';
import { cartInput, cartItem } from './testing/fixtures';

describe('cart rules', () => {
  it('when a product has a variant, then the line id is product id and variant id joined with a dash', () => {
    expect(cartLineId('p1', 'v9')).toBe('p1-v9');
  });

  it('when a product has no variant, then the line id ends with the word default', () => {
    expect(cartLineId('p1', null)).toBe('p1-default');
    const added = addCartItem([], cartInput({ shopifyProductId: 'p2', shopifyVariantId: undefined }));
    expect(added.ok && added.item).toMatchObject({ id: 'p2-default', shopifyVariantId: null });
  });

  it('when the same product and variant is added again, then that line quantity rises', () => {
    const first = addCartItem([], cartInput({ quantity: 2 }));
    if (!first.ok) throw new Error(first.error);
    const second = addCartItem(first.items, cartInput({ quantity: 3 }));
    if (!second.ok) throw new Error(second.error);
    expect(second.items).toHaveLength(1);
    expect(second.item.quantity).toBe(5);
    expect(second.items[0]?.quantity).toBe(5);
  });

  it('when another variant is added, then a new line is appended after the existing one', () => {
    const first = addCartItem([], cartInput());
    if (!first.ok) throw new Error(first.error);
    const second = addCartItem(first.items, cartInput({ shopifyVariantId: 'v2' }));
    expect(second.ok && second.items.map((line) => line.id)).toEqual([
      'gid://shopify/Product/1-gid://shopify/ProductVariant/11',
      'gid://shopify/Product/1-v2',
    ]);
  });

  it('when the input omits quantity, variant data and image, then sensible defaults are used', () => {
    const added = addCartItem([], {
      shopifyProductId: 'p1',
      price: '5',
      productData: { title: 'Patch', handle: 'patch' },
    });
    expect(added).toMatchObject({
      ok: true,
      item: {
        quantity: 1,
        productData: { image: null, productType: '' },
        variantData: { title: '', selectedOptions: [] },
      },
    });
  });

  it.each([
    ['zero quantity', { quantity: 0 }, 'quantity must be at least 1'],
    ['fractional quantity', { quantity: 1.5 }, 'quantity must be a whole number'],
    ['price with a dollar sign', { price: '$24.99' }, 'price must be a non-negative numeric string'],
    ['negative price', { price: '-3.00' }, 'price must be a non-negative numeric string'],
    ['missing product id', { shopifyProductId: '' }, 'shopifyProductId is required'],
  ])('when the input has a %s, then a clear error comes back and the cart is untouched', (_, bad, message) => {
    const items = [cartItem()];
    const result = addCartItem(items, cartInput(bad));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(message);
    expect(items).toEqual([cartItem()]);
  });

  it('when the input is not an object at all, then an error comes back instead of a throw', () => {
    expect(addCartItem([], null as never)).toEqual({ ok: false, error: expect.stringContaining('must be an object') });
  });

  it('when a quantity is set to 0 or below, then the line is removed', () => {
    const items = [cartItem({ id: 'a' }), cartItem({ id: 'b' })];
    expect(setCartItemQuantity(items, 'a', 0)).toEqual({ ok: true, items: [items[1]] });
    expect(setCartItemQuantity(items, 'b', -2)).toEqual({ ok: true, items: [items[0]] });
  });

  it('when a quantity is set to a positive number, then only that line changes', () => {
    const items = [cartItem({ id: 'a' }), cartItem({ id: 'b' })];
    const result = setCartItemQuantity(items, 'b', 4);
    expect(result.ok && result.items.map((line) => line.quantity)).toEqual([1, 4]);
  });

  it('when a quantity is not a whole number, then an error comes back', () => {
    expect(setCartItemQuantity([cartItem()], 'p1-v1', Number.NaN).ok).toBe(false);
    expect(setCartItemQuantity([cartItem()], 'p1-v1', 2.5).ok).toBe(false);
  });

  it('when a line is removed, then the others stay in order', () => {
    const items = [cartItem({ id: 'a' }), cartItem({ id: 'b' }), cartItem({ id: 'c' })];
    expect(removeCartItem(items, 'b').map((line) => line.id)).toEqual(['a', 'c']);
  });

  it('when units are counted, then every line adds its quantity', () => {
    expect(cartItemCount([cartItem({ id: 'a', quantity: 2 }), cartItem({ id: 'b', quantity: 1 })])).toBe(3);
    expect(cartItemCount([])).toBe(0);
  });
});
