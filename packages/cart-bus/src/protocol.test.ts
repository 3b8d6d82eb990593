import { STORAGE_KEYS, parseBusEvent, parseStoredValue, validateBusEvent } from './protocol';
import { cartItem } from './testing/fixtures';

const stored = (value: unknown) => JSON.stringify(value);
const entry = (handle: string) => ({
  handle,
  title: handle,
  image: null,
  price: '10.00',
  productType: 'Helmets',
  viewedAt: '2025-01-01T10:00:00.000Z',
});

describe('reading stored values', () => {
  it('when nothing is stored, then lists read empty and the last order reads null', () => {
    expect(parseStoredValue(STORAGE_KEYS.cart, null)).toEqual([]);
    expect(parseStoredValue(STORAGE_KEYS.lastOrder, null)).toBeNull();
  });

  it.each([
    ['bad JSON', '{"v":1,"items":['],
    ['a wrong version', stored({ v: 2, items: [cartItem()] })],
    ['no version', stored({ items: [cartItem()] })],
    ['a bare array', stored([cartItem()])],
    ['items that are not a list', stored({ v: 1, items: { 0: cartItem() } })],
    ['a string', stored('cart')],
  ])('when the stored cart is %s, then the cart starts empty without throwing', (_, raw) => {
    expect(parseStoredValue(STORAGE_KEYS.cart, raw)).toEqual([]);
  });

  it('when one line is bad among good ones, then only that line is dropped', () => {
    const good = cartItem({ id: 'a' });
    const other = cartItem({ id: 'b', quantity: 3 });
    const raw = stored({ v: 1, items: [good, { ...cartItem({ id: 'x' }), quantity: -1 }, 'junk', other] });
    expect(parseStoredValue(STORAGE_KEYS.cart, raw)).toEqual([good, other]);
  });

  it('when a line has an unsafe image or a price with a symbol, then that line is dropped', () => {
    const raw = stored({
      v: 1,
      items: [
        cartItem({ id: 'a', productData: { ...cartItem().productData, image: 'javascript:alert(1)' } }),
        cartItem({ id: 'b', price: '$5' }),
        cartItem({ id: 'c' }),
      ],
    });
    expect(parseStoredValue(STORAGE_KEYS.cart, raw).map((line) => line.id)).toEqual(['c']);
  });

  it('when a newer writer added fields, then the line is kept and the unknown fields are ignored', () => {
    const raw = stored({ v: 1, items: [{ ...cartItem(), giftWrap: true }] });
    expect(parseStoredValue(STORAGE_KEYS.cart, raw)).toEqual([cartItem()]);
  });

  it('when the same line id appears twice, then the first one wins', () => {
    const raw = stored({ v: 1, items: [cartItem({ quantity: 1 }), cartItem({ quantity: 9 })] });
    expect(parseStoredValue(STORAGE_KEYS.cart, raw)).toEqual([cartItem({ quantity: 1 })]);
  });

  it('when recently viewed holds duplicates and more than 12, then it reads deduped and capped', () => {
    const items = [entry('a'), entry('a'), ...Array.from({ length: 15 }, (_, i) => entry(`h${i}`))];
    const read = parseStoredValue(STORAGE_KEYS.recent, stored({ v: 1, items }));
    expect(read).toHaveLength(12);
    expect(read.filter((item) => item.handle === 'a')).toHaveLength(1);
  });

  it('when the last order is corrupt, then it reads null', () => {
    expect(parseStoredValue(STORAGE_KEYS.lastOrder, stored({ v: 1, order: { total: '5' } }))).toBeNull();
    expect(parseStoredValue(STORAGE_KEYS.lastOrder, 'not json')).toBeNull();
    const order = { name: '#1001', placedAt: '2025-01-01T10:00:00Z' };
    expect(parseStoredValue(STORAGE_KEYS.lastOrder, stored({ v: 1, order }))).toEqual(order);
  });
});

describe('bus events', () => {
  it('when an outgoing event has a bad line, then strict validation names the problem', () => {
    const result = validateBusEvent({ type: 'cart:changed', v: 1, items: [cartItem({ quantity: 0 })] });
    expect(result).toEqual({ ok: false, error: expect.stringContaining('items.0.quantity') });
  });

  it('when an event type or version is unknown, then it is rejected', () => {
    expect(validateBusEvent({ type: 'cart:exploded', v: 1 }).ok).toBe(false);
    expect(validateBusEvent({ type: 'cart-panel:open', v: 2 }).ok).toBe(false);
    expect(parseBusEvent({ type: 'cart-panel:open' })).toBeNull();
    expect(parseBusEvent(undefined)).toBeNull();
  });

  it('when an incoming event has one bad line, then the event still arrives without that line', () => {
    const event = parseBusEvent({ type: 'cart:changed', v: 1, items: [cartItem(), { id: 'broken' }] });
    expect(event).toEqual({ type: 'cart:changed', v: 1, items: [cartItem()] });
  });

  it('when a toast has no title or an unknown variant, then it is rejected', () => {
    expect(validateBusEvent({ type: 'toast:show', v: 1, toast: { title: '', variant: 'default' } }).ok).toBe(false);
    expect(validateBusEvent({ type: 'toast:show', v: 1, toast: { title: 'Hi', variant: 'loud' } }).ok).toBe(false);
  });
});
