import { createMemoryInventory, generateCatalog } from '../catalog';
import type { InventoryPort, StockWatcher } from '../catalog/types';
import { createStockSource } from './stock';

const catalog = generateCatalog({ size: 40 });
const allVariants = catalog.products.flatMap((p) => p.variants);
const first = catalog.products[0]!;
const second = catalog.products[1]!;

/** An inventory held elsewhere whose answers the test releases by hand. */
function remoteInventory(withSoldOut: boolean) {
  const stock = new Map(allVariants.map((v) => [v.id, 5]));
  const waiting: Array<() => void> = [];
  let reads = 0;
  const gate = () => new Promise<void>((resolve) => waiting.push(resolve));
  const inventory: InventoryPort = {
    async quantities(ids) {
      if (ids.length > 1) {
        reads += 1;
        await gate();
      }
      return new Map(ids.filter((id) => stock.has(id)).map((id) => [id, stock.get(id)!]));
    },
    soldOut: withSoldOut
      ? async () => {
          reads += 1;
          await gate();
          return [...stock].filter(([, q]) => q <= 0).map(([id]) => id);
        }
      : undefined,
  };
  return {
    inventory,
    sellOut: (product: typeof first) => product.variants.forEach((v) => stock.set(v.id, 0)),
    reads: () => reads,
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

/** A stock source over the held inventory, warmed: its first read let through and finished. */
async function warmedSource(remote: ReturnType<typeof remoteInventory>, snapshotTtlMs: number) {
  const source = createStockSource(catalog, remote.inventory, snapshotTtlMs);
  const warming = source.warm();
  remote.release();
  await warming;
  return source;
}

const flagOf = async (source: ReturnType<typeof createStockSource>, ordinal: number) => (await source.forRequest().availableOrdinals())[ordinal];

describe.each([
  ['a list of sold-out variants', true],
  ['the quantity of every variant', false],
])('availability read from an inventory held elsewhere, as %s', (_name, withSoldOut) => {
  it('when a product has every variant sold out, then it alone is flagged unavailable', async () => {
    const remote = remoteInventory(withSoldOut);
    remote.sellOut(second);
    const source = await warmedSource(remote, 60_000);
    const flags = await source.forRequest().availableOrdinals();
    expect(flags[1]).toBe(0);
    expect([...flags].filter((f) => f === 0)).toHaveLength(1);
  });
});

describe('the availability snapshot', () => {
  it('when warmed, then the first request is answered from it without reading the inventory again', async () => {
    const remote = remoteInventory(true);
    const source = await warmedSource(remote, 60_000);
    expect(await flagOf(source, 0)).toBe(1);
    expect(remote.reads()).toBe(1);
  });

  it('when the snapshot is older than its lifetime, then a request gets it at once and the next gets the refreshed one', async () => {
    const remote = remoteInventory(true);
    const source = await warmedSource(remote, 1);
    remote.sellOut(first);
    await new Promise((resolve) => setTimeout(resolve, 5)); // past the 1-ms lifetime
    // Not released: a request that waited for this refresh would never finish.
    expect(await flagOf(source, 0)).toBe(1);
    expect(remote.reads()).toBe(2);
    remote.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await flagOf(source, 0)).toBe(0);
  });

  it('when the first read fails, then warming does not throw and the next request reads again', async () => {
    let calls = 0;
    const source = createStockSource(catalog, {
      quantities: () => Promise.resolve(new Map()),
      soldOut: () => (++calls === 1 ? Promise.reject(new Error('database down')) : Promise.resolve([])),
    });
    await expect(source.warm()).resolves.toBeUndefined();
    expect(await flagOf(source, 0)).toBe(1);
    expect(calls).toBe(2);
  });
});

describe('the availability flags as a key for kept answers', () => {
  it('when a sale leaves every product for sale, then the flags are the same array; when it sells a product out, a new one', async () => {
    const inventory = createMemoryInventory(catalog);
    const source = createStockSource(catalog, inventory);
    const before = await source.forRequest().availableOrdinals();
    const variant = first.variants[0]!;
    inventory.set(variant.id, 3);
    expect(await source.forRequest().availableOrdinals()).toBe(before);
    for (const v of first.variants) inventory.set(v.id, 0);
    const after = await source.forRequest().availableOrdinals();
    expect(after).not.toBe(before);
    expect(after[0]).toBe(0);
  });

  it('when a snapshot is read again and nothing changed, then it is the same array', async () => {
    const remote = remoteInventory(true);
    const source = await warmedSource(remote, 1);
    const before = await source.forRequest().availableOrdinals();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await source.forRequest().availableOrdinals(); // starts the refresh
    remote.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(remote.reads()).toBe(2);
    expect(await source.forRequest().availableOrdinals()).toBe(before);
  });
});

describe('the availability snapshot of an inventory that tells each change of stock (InventoryPort.watch)', () => {
  /** A shop database as another process sees it: sold-out list reads counted, changes told by the watch. */
  function watchedInventory() {
    const soldOut = new Set<string>();
    let reads = 0;
    let watcher: StockWatcher | null = null;
    const inventory: InventoryPort = {
      quantities: async () => new Map(),
      soldOut: async () => {
        reads += 1;
        return [...soldOut];
      },
      watch: async (w) => {
        watcher = w;
        return () => (watcher = null);
      },
    };
    return {
      inventory,
      reads: () => reads,
      sell: (product: typeof first) => {
        for (const v of product.variants) soldOut.add(v.id);
        watcher!.changed();
      },
      lose: () => watcher!.lost(),
    };
  }
  let now = 1_000_000;
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  it('when no stock changes, then requests over minutes do not read it again; when a sale is told, then the next request sees it', async () => {
    const remote = watchedInventory();
    const source = createStockSource(catalog, remote.inventory);
    await source.warm();
    expect(await flagOf(source, 0)).toBe(1); // the read after the watch began
    const settled = remote.reads();
    for (let i = 0; i < 100; i += 1) {
      now += 3_000; // each request past the 2-s lifetime of an unwatched snapshot
      expect(await flagOf(source, 0)).toBe(1);
    }
    expect(remote.reads()).toBe(settled);
    remote.sell(first);
    expect(await flagOf(source, 0)).toBe(0);
    expect(remote.reads()).toBe(settled + 1);
  });

  it('when a sale is told while a read runs, then the next request waits for a read after it', async () => {
    const remote = watchedInventory();
    const source = createStockSource(catalog, remote.inventory);
    await source.warm();
    const running = flagOf(source, 0); // the read after the watch began
    remote.sell(first);
    await running;
    expect(await flagOf(source, 0)).toBe(0);
  });

  it('when the read after a sale fails, then the next request reads again and sees the sale', async () => {
    const remote = watchedInventory();
    const soldOut = remote.inventory.soldOut!;
    let failNext = false;
    remote.inventory.soldOut = () => (failNext ? ((failNext = false), Promise.reject(new Error('database down'))) : soldOut());
    const source = createStockSource(catalog, remote.inventory);
    await source.warm();
    await flagOf(source, 0);
    failNext = true;
    remote.sell(first);
    await expect(flagOf(source, 0)).rejects.toThrow('database down');
    expect(await flagOf(source, 0)).toBe(0);
  });

  it('when the watch is lost, then the snapshot is refreshed after its lifetime again', async () => {
    const remote = watchedInventory();
    const source = createStockSource(catalog, remote.inventory);
    await source.warm();
    await flagOf(source, 0);
    const settled = remote.reads();
    remote.lose();
    now += 3_000;
    await flagOf(source, 0);
    expect(remote.reads()).toBe(settled + 1);
  });
});
