import { atom, type Atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { getDefaultBus } from '../default-bus';
import type { BusEventType } from '../protocol';

/**
 * A read-only atom mirroring bus state, the way jotai's atomWithStorage mirrors storage: the private base
 * atom reads lazily on first use, re-reads on mount (the value may have changed while nobody watched)
 * and re-reads on every matching bus event, whichever copy of this package or tab published it.
 * `read` returns the same object while the stored data is unchanged, so re-reads don't re-render.
 */
export function atomFromBus<T>(read: () => T, types: readonly BusEventType[]): Atom<T> {
  const baseAtom = atomWithLazy(read);
  baseAtom.debugPrivate = true;
  baseAtom.onMount = (set) => {
    set(read());
    const bus = getDefaultBus();
    const unsubscribes = types.map((type) => bus.subscribe(type, () => set(read())));
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  };
  return atom((get) => get(baseAtom));
}
