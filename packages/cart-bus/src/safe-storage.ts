/**
 * localStorage that never throws. Safari private mode, a full quota, disabled cookies or a sandboxed
 * iframe all make Storage calls throw; then the value lives in the tab's memory (shared by every copy of
 * this package on the page) so the shopper's cart still works until the tab closes.
 */
export interface SafeStorage {
  get(key: string): string | null;
  /** Returns true when the value reached real storage (and so other tabs). */
  set(key: string, value: string): boolean;
  /** Another tab wrote this key, so its value in storage is newer than our in-memory copy. */
  forgetMemory(key: string): void;
  /** The raw Storage, to tell our storage events from sessionStorage ones. */
  readonly area: Storage | undefined;
}

export function createSafeStorage(area: Storage | undefined, memory: Map<string, string>): SafeStorage {
  return {
    area,
    get(key) {
      const fromMemory = memory.get(key);
      if (fromMemory !== undefined) return fromMemory;
      try {
        return area ? area.getItem(key) : null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        if (!area) throw new Error('no storage');
        area.setItem(key, value);
        memory.delete(key);
        return true;
      } catch {
        memory.set(key, value);
        return false;
      }
    },
    forgetMemory(key) {
      memory.delete(key);
    },
  };
}

/** `window.localStorage` itself throws (SecurityError) when storage is blocked, so even reading it is guarded. */
export function resolveLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window.localStorage ?? undefined);
  } catch {
    return undefined;
  }
}
