import type { CartState } from '../cart/cart-store';
import type { FaultConfig } from '../faults';
import type { EmbeddedStorefrontOptions } from '../index';

/** What the supervisor hands the worker at start. */
export interface WorkerStart {
  port: number;
  host: string;
  catalog: { csvPath?: string; size?: number };
  faults?: FaultConfig;
  limits?: EmbeddedStorefrontOptions['limits'];
  logLevel: string;
  /** Carts go to the supervisor (the shop database) instead of the thread's memory. */
  sharedCarts?: boolean;
  /** The supervisor's inventory answers InventoryPort.soldOut (the worker may ask for it). */
  soldOut?: boolean;
  /** The supervisor watches the stock (InventoryPort.watch) and tells the worker each change. */
  stockWatched?: boolean;
}

/** Worker → supervisor. */
export type FromWorker =
  | { type: 'listening'; url: string }
  | { type: 'pong' }
  | { type: 'quantities'; id: number; variantIds: string[] }
  | { type: 'sold-out'; id: number }
  | { type: 'cart-load'; id: number; cartId: string }
  | { type: 'cart-save'; id: number; cart: CartState };

/** Supervisor → worker. */
export type ToWorker =
  | { type: 'ping' }
  | { type: 'stock-changed' }
  | { type: 'stock-watch-lost' }
  | { type: 'quantities'; id: number; entries?: Array<[string, number]>; error?: string }
  | { type: 'sold-out'; id: number; variantIds?: string[]; error?: string }
  | { type: 'cart'; id: number; cart?: CartState; error?: string };
