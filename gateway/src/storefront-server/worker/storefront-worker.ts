import { parentPort, workerData } from 'node:worker_threads';
import { loadCatalog } from '../../catalog';
import type { InventoryPort, StockWatcher } from '../../catalog/types';
import { createLogger } from '../../logger';
import { createSharedCartStore, type CartState } from '../cart/cart-store';
import { startEmbeddedStorefront } from '../index';
import type { FromWorker, ToWorker, WorkerStart } from './messages';

/**
 * The embedded Storefront server in its own thread (see supervised-storefront.ts). Live stock and, when
 * the supervisor has a database, carts stay with the shop database in the main thread: the worker asks
 * for them by message.
 */
const port = parentPort!;
const start = workerData as WorkerStart;
const send = (message: FromWorker) => port.postMessage(message);

const pending = new Map<number, { resolve: (q: Map<string, number>) => void; reject: (e: Error) => void }>();
const pendingSoldOut = new Map<number, { resolve: (ids: string[]) => void; reject: (e: Error) => void }>();
let nextId = 0;
const watchers = new Set<StockWatcher>();
const inventory: InventoryPort = {
  quantities: (variantIds) => new Promise((resolve, reject) => {
    const id = (nextId += 1);
    pending.set(id, { resolve, reject });
    send({ type: 'quantities', id, variantIds: [...variantIds] });
  }),
  soldOut: start.soldOut
    ? () => new Promise((resolve, reject) => {
        const id = (nextId += 1);
        pendingSoldOut.set(id, { resolve, reject });
        send({ type: 'sold-out', id });
      })
    : undefined,
  // The supervisor watched the stock before this thread started: no change since can have been missed.
  watch: start.stockWatched
    ? async (watcher) => {
        watchers.add(watcher);
        return () => void watchers.delete(watcher);
      }
    : undefined,
};

const pendingCarts = new Map<number, { resolve: (cart: CartState | undefined) => void; reject: (e: Error) => void }>();
const askForCart = (message: { type: 'cart-load'; cartId: string } | { type: 'cart-save'; cart: CartState }) =>
  new Promise<CartState | undefined>((resolve, reject) => {
    const id = (nextId += 1);
    pendingCarts.set(id, { resolve, reject });
    send({ ...message, id });
  });
const carts = start.sharedCarts
  ? createSharedCartStore({
      load: (cartId) => askForCart({ type: 'cart-load', cartId }),
      save: async (cart) => void (await askForCart({ type: 'cart-save', cart })),
    })
  : undefined;

port.on('message', (message: ToWorker) => {
  if (message.type === 'ping') send({ type: 'pong' });
  else if (message.type === 'stock-changed') for (const watcher of watchers) watcher.changed();
  else if (message.type === 'stock-watch-lost') for (const watcher of watchers) watcher.lost();
  else if (message.type === 'quantities') {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error !== undefined) waiting?.reject(new Error(message.error));
    else waiting?.resolve(new Map(message.entries));
  } else if (message.type === 'sold-out') {
    const waiting = pendingSoldOut.get(message.id);
    pendingSoldOut.delete(message.id);
    if (message.error !== undefined) waiting?.reject(new Error(message.error));
    else waiting?.resolve(message.variantIds ?? []);
  } else if (message.type === 'cart') {
    const waiting = pendingCarts.get(message.id);
    pendingCarts.delete(message.id);
    if (message.error !== undefined) waiting?.reject(new Error(message.error));
    else waiting?.resolve(message.cart);
  }
});

async function main() {
  const logger = createLogger(start.logLevel).child({ component: 'storefront' });
  const catalog = await loadCatalog({ ...start.catalog, logger });
  const server = await startEmbeddedStorefront({ port: start.port, host: start.host, catalog, inventory, carts, faults: start.faults, limits: start.limits, logger });
  send({ type: 'listening', url: server.url });
}

main().catch((err: unknown) => {
  // Thrown out of the thread: the supervisor logs it as the reason and tries again.
  setImmediate(() => {
    throw err;
  });
});
