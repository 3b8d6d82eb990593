import { getCart, onBusEvent } from '@tjb/cart-bus';
import { createServerCartApi } from './api/server-cart';
import { createCartMirror, type CartMirror } from './cart-mirror';

const LOCK_NAME = 'tjb.cart-mirror.v1';
// On the window, like the bus's tab state: the panel and the pages (and a second build of this remote
// during a rollout) share one mirror per tab.
const SLOT = Symbol.for('tjb.cart-mirror.v1');

interface Slot {
  mirror: CartMirror;
  users: number;
  stopOnline: () => void;
}

type Host = typeof globalThis & { [SLOT]?: Slot };

function webLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // Tabs take turns, so two tabs seeing the same missing line never both add it.
  return locks ? (locks.request(LOCK_NAME, work) as Promise<T>) : work();
}

/** Starts this tab's mirror (or joins the running one); the returned function leaves it. */
export function startCartMirror(): () => void {
  const host = globalThis as Host;
  let slot = host[SLOT];
  if (!slot) {
    const mirror = createCartMirror({
      api: createServerCartApi(),
      readCart: getCart,
      onCartChange: (callback) => onBusEvent('cart:changed', callback),
      withLock: webLock,
    });
    const online = () => void mirror.retryNow();
    if (typeof window !== 'undefined') window.addEventListener('online', online);
    slot = { mirror, users: 0, stopOnline: () => typeof window !== 'undefined' && window.removeEventListener('online', online) };
    host[SLOT] = slot;
    void mirror.start();
  }
  slot.users += 1;
  const joined = slot;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    joined.users -= 1;
    if (joined.users > 0) return;
    joined.mirror.stop();
    joined.stopOnline();
    if (host[SLOT] === joined) delete host[SLOT];
  };
}
