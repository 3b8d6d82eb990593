import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { InventoryPort } from '../../catalog/types';
import type { CartRecords, CartState } from '../cart/cart-store';
import type { FromWorker, ToWorker, WorkerStart } from './messages';

/**
 * The embedded Storefront server in a worker thread with its own heap limit, restarted when it dies.
 * A request that exhausts the thread's memory, or a thread that stops answering, costs the catalogue
 * a restart, never the pages and /api of the main thread. Meanwhile `available()` is false and the
 * Storefront proxy answers 503 with Retry-After.
 */
export interface SupervisedStorefrontOptions extends Omit<WorkerStart, 'port' | 'logLevel' | 'sharedCarts'> {
  /** 0 picks a free port at the first start; restarts take the same one, so the URL never changes. */
  port: number;
  inventory: InventoryPort;
  /** Where the worker's carts live; without it, in the worker's memory (lost with a restart). */
  carts?: CartRecords;
  logger: Logger;
  logLevel?: string;
  /** The worker's old-generation heap limit. */
  maxHeapMb?: number;
  /** A worker that has not answered a ping for this long is stopped and restarted. */
  hangTimeoutMs?: number;
  /** First and longest wait before a restart; it doubles while starts keep failing. */
  restartDelayMs?: { first: number; max: number };
  /** Awaited before each restart (after the delay): a hook for alerting, and for tests to look at the gap. */
  beforeRestart?: () => Promise<void>;
}

export interface SupervisedStorefront {
  url: string;
  available(): boolean;
  /** Seconds a client should wait before trying again while the worker restarts. */
  retryAfterSeconds: number;
  /** How many times the worker has been started, the first start included. */
  starts(): number;
  /** Resolves when a worker is listening (at once if one is). */
  whenAvailable(): Promise<void>;
  /** Stops the current worker as a crash would (tests). */
  kill(): Promise<void>;
  close(): Promise<void>;
}

const ENTRY = path.join(__dirname, 'storefront-worker.ts');
// The worker runs the TypeScript sources as the main thread does (tsx), whatever started the process.
const BOOTSTRAP = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); require(${JSON.stringify(ENTRY)});`;

function describeExit(code: number, error: Error | undefined): string {
  if (error && (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') return 'ran out of memory (its heap limit)';
  if (error) return `crashed: ${error.message}`;
  return `exited with code ${code}`;
}

export function startSupervisedStorefront(opts: SupervisedStorefrontOptions): Promise<SupervisedStorefront> {
  const { logger } = opts;
  const hangTimeoutMs = opts.hangTimeoutMs ?? 20_000;
  const delays = opts.restartDelayMs ?? { first: 250, max: 5000 };
  let port = opts.port;
  let url = '';
  let worker: Worker | null = null;
  let listening = false;
  let closed = false;
  let starts = 0;
  let delay = delays.first;
  let lastPong = Date.now();
  let restartTimer: NodeJS.Timeout | undefined;
  let waiters: Array<() => void> = [];
  let firstStart: { resolve: () => void; reject: (e: Error) => void } | null = null;

  const answerQuantities = (w: Worker, id: number, variantIds: string[]) => {
    opts.inventory.quantities(variantIds).then(
      (q) => w.postMessage({ type: 'quantities', id, entries: [...q] } satisfies ToWorker),
      (err: Error) => w.postMessage({ type: 'quantities', id, error: err.message } satisfies ToWorker),
    );
  };

  const answerSoldOut = (w: Worker, id: number) => {
    const soldOut = opts.inventory.soldOut?.() ?? Promise.reject(new Error('the inventory cannot list sold-out variants'));
    soldOut.then(
      (variantIds) => w.postMessage({ type: 'sold-out', id, variantIds } satisfies ToWorker),
      (err: Error) => w.postMessage({ type: 'sold-out', id, error: err.message } satisfies ToWorker),
    );
  };

  const answerCart = (w: Worker, id: number, work: Promise<CartState | undefined>) => {
    work.then(
      (cart) => w.postMessage({ type: 'cart', id, cart } satisfies ToWorker),
      (err: Error) => w.postMessage({ type: 'cart', id, error: err.message } satisfies ToWorker),
    );
  };

  // The stock is watched here, once, before any thread starts, and each change is passed to the thread of
  // the moment: a thread that starts later has missed nothing. Once lost, later threads are not told they
  // are watched (they read the stock again from time to time).
  let stockWatch: { stop: () => void } | null = null;
  const watchStock = async () => {
    if (!opts.inventory.watch) return;
    try {
      const stop = await opts.inventory.watch({
        changed: () => worker?.postMessage({ type: 'stock-changed' } satisfies ToWorker),
        lost: () => {
          stockWatch = null;
          logger.warn('stock changes are no longer announced; the Storefront reads the stock again from time to time');
          worker?.postMessage({ type: 'stock-watch-lost' } satisfies ToWorker);
        },
      });
      stockWatch = { stop };
    } catch (err) {
      logger.warn({ err }, 'stock changes cannot be watched; the Storefront reads the stock again from time to time');
    }
  };

  const spawn = () => {
    starts += 1;
    lastPong = Date.now();
    let error: Error | undefined;
    const w = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { port, host: opts.host, catalog: opts.catalog, faults: opts.faults, limits: opts.limits, logLevel: opts.logLevel ?? 'info', sharedCarts: Boolean(opts.carts), soldOut: Boolean(opts.inventory.soldOut), stockWatched: stockWatch !== null } satisfies WorkerStart,
      resourceLimits: { maxOldGenerationSizeMb: opts.maxHeapMb ?? 1024 },
      execArgv: [],
    });
    worker = w;
    w.on('message', (message: FromWorker) => {
      if (message.type === 'pong') lastPong = Date.now();
      else if (message.type === 'quantities') answerQuantities(w, message.id, message.variantIds);
      else if (message.type === 'sold-out') answerSoldOut(w, message.id);
      else if (message.type === 'cart-load' && opts.carts) answerCart(w, message.id, opts.carts.load(message.cartId));
      else if (message.type === 'cart-save' && opts.carts) answerCart(w, message.id, opts.carts.save(message.cart).then(() => undefined));
      else if (message.type === 'listening') {
        url = message.url;
        port = Number(new URL(message.url).port);
        listening = true;
        delay = delays.first;
        if (starts > 1) logger.info({ url, starts }, 'embedded Storefront API is back');
        firstStart?.resolve();
        firstStart = null;
        for (const resolve of waiters) resolve();
        waiters = [];
      }
    });
    w.on('error', (err) => {
      error = err;
    });
    w.on('exit', (code) => {
      if (worker === w) worker = null;
      listening = false;
      if (closed) return;
      const reason = describeExit(code, error);
      if (firstStart) {
        // Nothing has ever served: a bad catalogue or a taken port is a start-up failure, not a crash.
        firstStart.reject(new Error(`The embedded Storefront API could not start: it ${reason}`, { cause: error }));
        firstStart = null;
        return;
      }
      logger.error({ reason, err: error, restartInMs: delay }, `embedded Storefront API ${reason}; restarting it`);
      restartTimer = setTimeout(() => {
        void Promise.resolve(opts.beforeRestart?.()).catch(() => undefined).then(() => {
          if (!closed) spawn();
        });
      }, delay);
      delay = Math.min(delays.max, delay * 2);
    });
  };

  // A thread stuck in one request answers no ping; the main thread's timers still run.
  const watchdog = setInterval(() => {
    if (!worker || !listening) return;
    if (Date.now() - lastPong > hangTimeoutMs) {
      logger.error({ hangTimeoutMs }, 'embedded Storefront API stopped answering; restarting it');
      void worker.terminate();
      return;
    }
    worker.postMessage({ type: 'ping' } satisfies ToWorker);
  }, Math.max(50, Math.min(2000, hangTimeoutMs / 4)));
  watchdog.unref();

  const handle: SupervisedStorefront = {
    get url() {
      return url;
    },
    available: () => listening,
    retryAfterSeconds: Math.max(1, Math.ceil(delays.first / 1000)),
    starts: () => starts,
    whenAvailable: () => (listening ? Promise.resolve() : new Promise<void>((r) => waiters.push(r))),
    kill: async () => {
      await worker?.terminate();
    },
    close: async () => {
      closed = true;
      stockWatch?.stop();
      stockWatch = null;
      clearInterval(watchdog);
      clearTimeout(restartTimer);
      const w = worker;
      worker = null;
      await w?.terminate();
      for (const resolve of waiters) resolve();
      waiters = [];
    },
  };

  return new Promise<SupervisedStorefront>((resolve, reject) => {
    firstStart = {
      resolve: () => resolve(handle),
      reject: (err) => {
        closed = true;
        stockWatch?.stop();
        clearInterval(watchdog);
        reject(err);
      },
    };
    void watchStock().then(spawn);
  });
}
