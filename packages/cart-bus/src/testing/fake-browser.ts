/**
 * Test doubles for the browser pieces the bus relies on. `openTabs` behaves like one origin's
 * localStorage seen from several tabs: each tab has its own Storage object and window, writes land in
 * the shared area, and the *other* tabs receive a `storage` event, exactly as browsers do.
 */
import { createBus, type Bus } from '../bus';

type OnWrite = (key: string | null, oldValue: string | null, newValue: string | null) => void;

export class MemoryStorage implements Storage {
  constructor(
    private readonly area: Map<string, string> = new Map(),
    private readonly onWrite: OnWrite = () => {},
  ) {}
  get length(): number {
    return this.area.size;
  }
  key(index: number): string | null {
    return [...this.area.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.area.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    const old = this.getItem(key);
    this.area.set(key, String(value));
    this.onWrite(key, old, String(value));
  }
  removeItem(key: string): void {
    const old = this.getItem(key);
    this.area.delete(key);
    this.onWrite(key, old, null);
  }
  clear(): void {
    this.area.clear();
    this.onWrite(null, null, null);
  }
}

/** Storage that refuses every write, like Safari private mode or a full quota. */
export class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

export interface FakeTab {
  storage: Storage;
  target: EventTarget;
  bus: Bus;
}

export function openTabs(count: number): FakeTab[] {
  const area = new Map<string, string>();
  const tabs: FakeTab[] = [];
  for (let i = 0; i < count; i += 1) {
    const target = new EventTarget();
    const storage = new MemoryStorage(area, (key, oldValue, newValue) => {
      for (const other of tabs) {
        if (other.target === target) continue;
        other.target.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
      }
    });
    tabs.push({ storage, target, bus: createBus({ storage, target }) });
  }
  return tabs;
}

/** Forgets the per-tab state a previous test left on `window` (panel flag, in-memory fallback). */
export function resetWindowTabState(): void {
  delete (window as unknown as Record<symbol, unknown>)[Symbol.for('tjb.cart-bus.tab-state.v1')];
}
