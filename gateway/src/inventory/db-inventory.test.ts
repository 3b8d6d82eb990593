import { createDbInventory } from './db-inventory';

/** A shop database that holds stock levels in a map and counts the queries made of it. */
function fakeDb(levels: Map<string, number>) {
  const queries: string[][] = [];
  let failing = false;
  return {
    queries,
    fail: (on: boolean) => void (failing = on),
    db: {
      stockLevels: async (ids: readonly string[]) => {
        queries.push([...ids]);
        if (failing) throw new Error('database is gone');
        return new Map(ids.flatMap((id) => (levels.has(id) ? [[id, levels.get(id)!] as const] : [])));
      },
      soldOutVariants: async () => [...levels].filter(([, q]) => q <= 0).map(([id]) => id),
      watchStock: async () => async () => undefined,
    },
  };
}

describe('createDbInventory: quantities', () => {
  it('when several requests ask in the same turn, then one query reads all their variants and each gets its own', async () => {
    const { db, queries } = fakeDb(new Map([['a', 3], ['b', 0], ['c', 7]]));
    const inventory = createDbInventory(db);
    const [first, second, third] = await Promise.all([inventory.quantities(['a', 'b']), inventory.quantities(['b', 'c']), inventory.quantities(['untracked'])]);
    expect(queries).toHaveLength(1);
    expect(new Set(queries[0])).toEqual(new Set(['a', 'b', 'c', 'untracked']));
    expect([...first]).toEqual([['a', 3], ['b', 0]]);
    expect([...second]).toEqual([['b', 0], ['c', 7]]);
    expect([...third]).toEqual([]); // not tracked: no quantity, as before
  });

  it('when the stock changes between two asks, then the second ask reads the new level (nothing is kept)', async () => {
    const levels = new Map([['a', 3]]);
    const { db, queries } = fakeDb(levels);
    const inventory = createDbInventory(db);
    expect((await inventory.quantities(['a'])).get('a')).toBe(3);
    levels.set('a', 2);
    expect((await inventory.quantities(['a'])).get('a')).toBe(2);
    expect(queries).toHaveLength(2);
  });

  it('when the query fails, then every request of that turn is told, and the next turn asks again', async () => {
    const { db, queries, fail } = fakeDb(new Map([['a', 3]]));
    const inventory = createDbInventory(db);
    fail(true);
    const asks = [inventory.quantities(['a']), inventory.quantities(['a', 'b'])];
    await expect(asks[0]).rejects.toThrow('database is gone');
    await expect(asks[1]).rejects.toThrow('database is gone');
    expect(queries).toHaveLength(1);
    fail(false);
    expect((await inventory.quantities(['a'])).get('a')).toBe(3);
    expect(queries).toHaveLength(2);
  });
});
