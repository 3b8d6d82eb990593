import type { CartItem } from '@tjb/cart-bus';
import { NetworkError, type JsonResponse } from '@tjb/ui/http';
import { parseServerCart, type ServerCartApi } from './api/server-cart';
import { opSignature, planReconcile, type MirrorOp } from './reconcile';

export type MirrorStatus = 'idle' | 'syncing' | 'synced' | 'retrying' | 'gave-up';

export interface CartMirrorDeps {
  api: ServerCartApi;
  readCart: () => CartItem[];
  /** Calls back on every cart change (this tab or another); returns an unsubscribe. */
  onCartChange: (callback: () => void) => () => void;
  /** Runs `work` exclusively across tabs (Web Locks); without it, runs it directly. */
  withLock?: <T>(work: () => Promise<T>) => Promise<T>;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  random?: () => number;
  /** Quiet period after a change, so a run of plus clicks becomes one request. */
  debounceMs?: number;
  /** Tries per change before the mirror waits for the next change, the next page or `online`. */
  maxAttempts?: number;
  onStatus?: (status: MirrorStatus) => void;
}

/** 1 s, 2 s, 4 s … capped at 30 s, with ±25 % jitter so many tabs coming back online don't stampede. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

type Verdict = 'ok' | 'refused' | 'transient';

// 429 and 5xx say "not now"; other 4xx say "never as asked" (gone, sold out, invalid), so retrying is pointless.
function verdictOf(response: JsonResponse, op: MirrorOp): Verdict {
  if (response.ok) return 'ok';
  if (response.status === 429 || response.status >= 500) return 'transient';
  if (response.status === 404 && (op.kind === 'remove' || op.kind === 'set')) return 'ok';
  return 'refused';
}

/**
 * Keeps the server cart (`/api/cart`) in step with the browser cart, which is what the shopper sees and
 * stays the truth: the mirror only ever writes to the server. Each run reads the server cart and sends
 * the difference, so runs are idempotent and any missed change is caught by the next one. A failed run
 * is retried with backoff; a line the server refuses is left alone until it changes.
 */
export function createCartMirror(deps: CartMirrorDeps) {
  const {
    api,
    readCart,
    withLock = (work) => work(),
    setTimer = (callback, ms) => setTimeout(callback, ms),
    clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    random = Math.random,
    debounceMs = 250,
    maxAttempts = 8,
    onStatus = () => {},
  } = deps;

  const refused = new Set<string>();
  let running: Promise<void> | null = null;
  let dirty = false;
  let attempt = 0;
  let timer: unknown = null;
  let stopped = false;
  let unsubscribe: (() => void) | null = null;

  const schedule = (ms: number) => {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      void sync();
    }, ms);
  };

  async function reconcileOnce(): Promise<'done' | 'retry'> {
    let server;
    try {
      server = parseServerCart(await api.read());
    } catch (error) {
      if (error instanceof NetworkError) return 'retry';
      throw error;
    }
    if (!server) return 'retry';
    const ops = planReconcile(readCart(), server).filter((op) => !refused.has(opSignature(op)));
    for (const op of ops) {
      let response: JsonResponse;
      try {
        response =
          op.kind === 'add' ? await api.add(op.item)
          : op.kind === 'set' ? await api.setQuantity(op.id, op.quantity)
          : op.kind === 'remove' ? await api.remove(op.id)
          : await api.clear();
      } catch (error) {
        if (error instanceof NetworkError) return 'retry';
        throw error;
      }
      const verdict = verdictOf(response, op);
      if (verdict === 'transient') return 'retry';
      if (verdict === 'refused') refused.add(opSignature(op));
    }
    return 'done';
  }

  async function loop(): Promise<void> {
    onStatus('syncing');
    do {
      dirty = false;
      let outcome: 'done' | 'retry';
      try {
        outcome = await withLock(reconcileOnce);
      } catch {
        outcome = 'retry';
      }
      if (stopped) return;
      if (outcome === 'retry') {
        attempt += 1;
        if (attempt >= maxAttempts) {
          onStatus('gave-up');
          return;
        }
        onStatus('retrying');
        schedule(backoffDelay(attempt, random));
        return;
      }
      attempt = 0;
    } while (dirty);
    onStatus('synced');
  }

  /** Runs a reconcile now (or right after the one in progress). Resolves when the mirror is idle. */
  function sync(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      dirty = true;
      return running;
    }
    running = loop().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    sync,
    /** Resolves once the run in progress (if any) has finished. */
    whenIdle: (): Promise<void> => running ?? Promise.resolve(),
    /** Reconciles once now, then after every cart change. */
    start() {
      stopped = false;
      unsubscribe = deps.onCartChange(() => {
        // A new cart is a new intent: it earns a fresh set of tries.
        attempt = 0;
        schedule(debounceMs);
      });
      return sync();
    },
    stop() {
      stopped = true;
      unsubscribe?.();
      unsubscribe = null;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
    /** Back online: try now instead of waiting out the backoff. */
    retryNow() {
      attempt = 0;
      if (timer !== null) clearTimer(timer);
      timer = null;
      return sync();
    },
  };
}

export type CartMirror = ReturnType<typeof createCartMirror>;
