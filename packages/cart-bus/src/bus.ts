import {
  BUS_EVENT_NAME,
  STORAGE_KEYS,
  eventFromStorage,
  isPersistentEvent,
  isStorageKey,
  parseBusEvent,
  parseStoredValue,
  toStorageEntry,
  validateBusEvent,
  type BusEvent,
  type BusEventOf,
  type BusEventType,
  type MemoryBusEvent,
  type StorageKey,
  type StoredValues,
} from './protocol';
import { createSafeStorage, resolveLocalStorage } from './safe-storage';
import { getTabState, type TabState } from './tab-state';

export type Unsubscribe = () => void;
export type BusHandler<T extends BusEventType> = (event: BusEventOf<T>) => void;
export type PublishResult = { ok: true; persisted: boolean } | { ok: false; error: string };

export interface BusOptions {
  /** Defaults to `window.localStorage`; `null` keeps everything in the tab's memory. */
  storage?: Storage | null;
  /** Defaults to `window`. Same-tab delivery and `storage` events are listened for here. */
  target?: EventTarget;
}

export interface Bus {
  /** Validates, persists (persistent types only) and delivers to every copy in this tab. Never throws. */
  publish(event: BusEvent): PublishResult;
  subscribe<T extends BusEventType>(type: T, handler: BusHandler<T>): Unsubscribe;
  subscribeAll(handler: (event: BusEvent) => void): Unsubscribe;
  /** Current value behind a storage key; unchanged raw data returns the same object, so React can bail out. */
  read<K extends StorageKey>(key: K): StoredValues[K];
  /** The side cart's open state for this tab, shared by every copy of this package on the page. */
  isCartPanelOpen(): boolean;
  dispose(): void;
}

function reportHandlerError(error: unknown): void {
  // One broken subscriber (say, a remote with a bug) must not stop the others or the publisher.
  console.error('[cart-bus] a bus event handler threw', error);
}

function applyToTab(tab: TabState, event: MemoryBusEvent): void {
  if (event.type === 'cart-panel:open') tab.cartPanelOpen = true;
  else if (event.type === 'cart-panel:close') tab.cartPanelOpen = false;
  else if (event.type === 'cart-panel:toggle') tab.cartPanelOpen = !tab.cartPanelOpen;
}

function defaultTarget(): EventTarget {
  return typeof window === 'undefined' ? new EventTarget() : window;
}

export function createBus(options: BusOptions = {}): Bus {
  const target = options.target ?? defaultTarget();
  const area = options.storage === undefined ? resolveLocalStorage() : (options.storage ?? undefined);
  const tab = getTabState(target);
  const storage = createSafeStorage(area, tab.memory);
  const handlers = new Map<BusEventType, Set<(event: BusEvent) => void>>();
  const allHandlers = new Set<(event: BusEvent) => void>();
  const cache = new Map<StorageKey, { raw: string | null; value: unknown }>();
  let disposed = false;

  const deliver = (event: BusEvent) => {
    const listeners = [...(handlers.get(event.type) ?? []), ...allHandlers];
    for (const handler of listeners) {
      try {
        handler(event);
      } catch (error) {
        reportHandlerError(error);
      }
    }
  };

  // Every copy on the page (including this one) hears publishes through the window event.
  const onBusEvent = (raw: Event) => {
    const event = parseBusEvent((raw as Partial<CustomEvent>).detail);
    if (event) deliver(event);
  };

  // The browser fires `storage` only in the *other* tabs, which is exactly the cross-tab half.
  const onStorage = (raw: Event) => {
    const change = raw as StorageEvent;
    if (change.storageArea && area && change.storageArea !== area) return;
    const keys = change.key === null ? Object.values(STORAGE_KEYS) : [change.key];
    for (const key of keys) {
      if (!isStorageKey(key)) continue;
      storage.forgetMemory(key);
      const event = eventFromStorage(key, change.key === null ? null : change.newValue);
      if (event) deliver(event);
    }
  };

  target.addEventListener(BUS_EVENT_NAME, onBusEvent);
  target.addEventListener('storage', onStorage);

  const subscribeTo = <T extends BusEventType>(type: T, handler: BusHandler<T>): Unsubscribe => {
    if (disposed) return () => {};
    const set = handlers.get(type) ?? new Set();
    handlers.set(type, set);
    const wrapped = handler as (event: BusEvent) => void;
    set.add(wrapped);
    return () => {
      set.delete(wrapped);
    };
  };

  return {
    publish(input) {
      if (disposed) return { ok: false, error: 'This bus has been disposed.' };
      const checked = validateBusEvent(input);
      if (!checked.ok) return checked;
      const event = checked.value;
      let persisted = false;
      if (isPersistentEvent(event)) {
        const entry = toStorageEntry(event);
        persisted = storage.set(entry.key, entry.raw);
      } else {
        applyToTab(tab, event);
      }
      target.dispatchEvent(new CustomEvent(BUS_EVENT_NAME, { detail: event }));
      return { ok: true, persisted };
    },
    subscribe: subscribeTo,
    subscribeAll(handler) {
      if (disposed) return () => {};
      allHandlers.add(handler);
      return () => {
        allHandlers.delete(handler);
      };
    },
    read<K extends StorageKey>(key: K): StoredValues[K] {
      const raw = storage.get(key);
      const hit = cache.get(key);
      if (hit && hit.raw === raw) return hit.value as StoredValues[K];
      const value = parseStoredValue(key, raw);
      cache.set(key, { raw, value });
      return value;
    },
    isCartPanelOpen: () => tab.cartPanelOpen,
    dispose() {
      disposed = true;
      target.removeEventListener(BUS_EVENT_NAME, onBusEvent);
      target.removeEventListener('storage', onStorage);
      handlers.clear();
      allHandlers.clear();
    },
  };
}
