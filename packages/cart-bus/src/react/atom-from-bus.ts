import { atom, type Atom, type PrimitiveAtom } from 'jotai';
import { startTransition } from 'react';
import { getDefaultBus } from '../default-bus';
import type { BusEventType } from '../protocol';

/**
 * jotai/utils' atomWithLazy, written out: a primitive atom whose initial value is computed on first read.
 * jotai/utils is a shared module of every remote, and shared modules are not tree-shaken, so importing it
 * for these lines cost every page all of jotai/utils (~3 KB gzip).
 */
function lazyAtom<T>(init: () => T): PrimitiveAtom<T> {
  const a = atom(undefined as T);
  delete (a as { init?: T }).init;
  Object.defineProperty(a, 'init', { get: init });
  return a;
}

/**
 * A read-only atom mirroring bus state, the way jotai's atomWithStorage mirrors storage: the private base
 * atom reads lazily on first use, re-reads on mount (the value may have changed while nobody watched)
 * and re-reads on every matching bus event, whichever copy of this package or tab published it.
 * `read` returns the same object while the stored data is unchanged, so re-reads don't re-render.
 * On the server, which has no storage, it is `serverValue` (what hydrating components render first: see hooks.ts).
 *
 * Bus events usually fire inside a click (add to cart, a heart, the cart button). Every remote listening
 * re-renders from them; as a transition that work follows the click's own paint instead of delaying it
 * (INP), and React may interrupt it for the next input.
 */
export function atomFromBus<T>(read: () => T, types: readonly BusEventType[], serverValue: T): Atom<T> {
  const baseAtom = lazyAtom(() => (typeof window === 'undefined' ? serverValue : read()));
  baseAtom.debugPrivate = true;
  baseAtom.onMount = (set) => {
    set(read());
    const bus = getDefaultBus();
    const unsubscribes = types.map((type) => bus.subscribe(type, () => startTransition(() => set(read()))));
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  };
  return atom((get) => get(baseAtom));
}
