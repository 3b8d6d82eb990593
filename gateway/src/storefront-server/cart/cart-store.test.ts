import { createCartStore, createSharedCartStore, type CartRecords, type CartState } from './cart-store';

const DAY_MS = 24 * 3600 * 1000;

/** A stand-in for the shop database: it keeps copies, as JSON in a table would. */
function recordsInMemory(): CartRecords {
  const rows = new Map<string, string>();
  return {
    async load(id) {
      const row = rows.get(id);
      return row ? (JSON.parse(row) as CartState) : undefined;
    },
    async save(cart) {
      rows.set(cart.id, JSON.stringify(cart));
    },
  };
}

describe('createSharedCartStore', () => {
  it('when one store saves a cart, then another store on the same records reads and changes it', async () => {
    const records = recordsInMemory();
    const a = createSharedCartStore(records);
    const b = createSharedCartStore(records);
    const cart = a.create();
    cart.lines.push({ id: a.newLineId(cart), merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1, attributes: [] });
    await a.save(cart);
    const onB = await b.get(cart.id);
    expect(onB?.lines).toEqual(cart.lines);
    onB!.note = 'leave at the gate';
    await b.save(onB!);
    expect((await a.get(cart.id))?.note).toBe('leave at the gate');
  });

  it('when a cart was never saved, then it does not exist', async () => {
    const store = createSharedCartStore(recordsInMemory());
    expect(await store.get(store.create().id)).toBeUndefined();
  });

  it('when the id is not a cart id, then the records are not asked', async () => {
    const records = recordsInMemory();
    const load = jest.spyOn(records, 'load');
    expect(await createSharedCartStore(records).get('gid://shopify/Cart/../../etc')).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('when a cart has been idle past its lifetime, then it reads as gone until the reaper drops it', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const store = createSharedCartStore(recordsInMemory(), { ttlMs: 10 * DAY_MS, now: () => now });
    const cart = store.create();
    await store.save(cart);
    now += 9 * DAY_MS;
    expect(await store.get(cart.id)).toBeDefined();
    now += 2 * DAY_MS;
    expect(await store.get(cart.id)).toBeUndefined();
  });
});

describe('createCartStore (in memory)', () => {
  it('when more carts are saved than it holds, then the least recently used goes first', async () => {
    const store = createCartStore({ maxCarts: 2 });
    const [one, two, three] = [store.create(), store.create(), store.create()];
    await store.save(one);
    await store.save(two);
    await store.get(one.id);
    await store.save(three);
    expect(await store.get(two.id)).toBeUndefined();
    expect(await store.get(one.id)).toBe(one);
    expect(await store.get(three.id)).toBe(three);
  });
});
