import { randomBytes, randomUUID } from 'node:crypto';

/**
 * Carts of the embedded Storefront server, in memory: a demo and test double for Shopify's carts.
 * Bounded (least recently used carts go first) and expiring, so anonymous traffic cannot grow it
 * without limit. Real orders are the gateway's business, not this store's.
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
  create(): CartState;
  get(id: string): CartState | undefined;
  newLineId(cart: CartState): string;
  touch(cart: CartState): void;
}

const CART_ID = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9-]+)\?key=([a-f0-9]+)$/;

export function createCartStore(opts: { maxCarts?: number; ttlMs?: number; now?: () => number } = {}): CartStore {
  const maxCarts = opts.maxCarts ?? 10_000;
  const ttlMs = opts.ttlMs ?? 10 * 24 * 3600 * 1000;
  const now = opts.now ?? Date.now;
  const carts = new Map<string, CartState>(); // insertion order = least recently used first
  const tokenOf = (cart: CartState) => CART_ID.exec(cart.id)?.[1] ?? '';
  return {
    create() {
      while (carts.size >= maxCarts) carts.delete(carts.keys().next().value as string);
      const stamp = new Date(now()).toISOString();
      const cart: CartState = {
        id: `gid://shopify/Cart/${randomUUID()}?key=${randomBytes(16).toString('hex')}`,
        createdAt: stamp,
        updatedAt: stamp,
        lines: [],
        note: '',
        attributes: [],
        discountCodes: [],
        buyerIdentity: { countryCode: 'US', email: null, phone: null },
      };
      carts.set(cart.id, cart);
      return cart;
    },
    get(id) {
      const cart = carts.get(id);
      if (!cart) return undefined;
      if (now() - Date.parse(cart.updatedAt) > ttlMs) {
        carts.delete(id);
        return undefined;
      }
      carts.delete(id);
      carts.set(id, cart);
      return cart;
    },
    newLineId: (cart) => `gid://shopify/CartLine/${randomUUID()}?cart=${tokenOf(cart)}`,
    touch(cart) {
      cart.updatedAt = new Date(now()).toISOString();
    },
  };
}
