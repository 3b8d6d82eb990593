import { randomBytes, randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Carts of the embedded Storefront server: a demo and test double for Shopify's carts. Real orders
 * are the gateway's business, not this store's.
 */
export interface CartLineState {
  id: string;
  merchandiseId: string;
  quantity: number;
  attributes: Array<{ key: string; value: string }>;
}

export interface CartState {
  id: string;
  createdAt: string;
  updatedAt: string;
  lines: CartLineState[];
  note: string;
  attributes: Array<{ key: string; value: string }>;
  discountCodes: string[];
  buyerIdentity: { countryCode: string; email: string | null; phone: string | null };
}

export interface CartStore {
  /** A new, empty cart; it exists for `get` once saved. */
  create(): CartState;
  get(id: string): Promise<CartState | undefined>;
  /** Stamps the change and keeps the cart. */
  save(cart: CartState): Promise<void>;
  newLineId(cart: CartState): string;
}

/** Where carts live when they must outlast this thread: the shop database, shared by every replica. */
export interface CartRecords {
  load(id: string): Promise<CartState | undefined>;
  save(cart: CartState): Promise<void>;
}

const CART_ID = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9-]+)\?key=([a-f0-9]+)$/;
const DEFAULT_TTL_MS = 10 * 24 * 3600 * 1000;

function newCart(now: () => number): CartState {
  const stamp = new Date(now()).toISOString();
  return {
    id: `gid://shopify/Cart/${randomUUID()}?key=${randomBytes(16).toString('hex')}`,
    createdAt: stamp,
    updatedAt: stamp,
    lines: [],
    note: '',
    attributes: [],
    discountCodes: [],
    buyerIdentity: { countryCode: 'US', email: null, phone: null },
  };
}

const lineIdFor = (cart: CartState) => `gid://shopify/CartLine/${randomUUID()}?cart=${CART_ID.exec(cart.id)?.[1] ?? ''}`;

/**
 * In this thread's memory: the store alone (tests, a single process without a database). Bounded
 * (least recently used carts go first) and expiring, so anonymous traffic cannot grow it without limit.
 */
export function createCartStore(opts: { maxCarts?: number; ttlMs?: number; now?: () => number } = {}): CartStore {
  const maxCarts = opts.maxCarts ?? 10_000;
  const ttlMs = opts.ttlMs ?? DEFAULT_TTL_MS;
  const now = opts.now ?? Date.now;
  // Expiry counts from the cart's last save, not from when lru-cache stored it, so it is checked here.
  const carts = new LRUCache<string, CartState>({ max: maxCarts });
  return {
    create: () => newCart(now),
    async get(id) {
      const cart = carts.get(id);
      if (!cart) return undefined;
      if (now() - Date.parse(cart.updatedAt) > ttlMs) {
        carts.delete(id);
        return undefined;
      }
      return cart;
    },
    async save(cart) {
      cart.updatedAt = new Date(now()).toISOString();
      carts.set(cart.id, cart);
    },
    newLineId: lineIdFor,
  };
}

/**
 * Kept in `records` (the shop database, reached from the worker thread by message), so every replica
 * behind a load balancer sees the same carts. Expiry is the reaper's (idle carts are deleted); a cart
 * read past the TTL before that is treated as gone, as in memory.
 */
export function createSharedCartStore(records: CartRecords, opts: { ttlMs?: number; now?: () => number } = {}): CartStore {
  const ttlMs = opts.ttlMs ?? DEFAULT_TTL_MS;
  const now = opts.now ?? Date.now;
  return {
    create: () => newCart(now),
    async get(id) {
      // A malformed id is not worth a database round trip.
      if (!CART_ID.test(id)) return undefined;
      const cart = await records.load(id);
      if (!cart || now() - Date.parse(cart.updatedAt) > ttlMs) return undefined;
      return cart;
    },
    async save(cart) {
      cart.updatedAt = new Date(now()).toISOString();
      await records.save(cart);
    },
    newLineId: lineIdFor,
  };
}
