/**
 * Per-tab state that must be shared by every copy of this package loaded into the same page (each remote
 * bundles its own copy, so a module-level variable would be private to one remote). It hangs off the
 * event target (the window) under a registry symbol that all copies resolve to the same key.
 */
export interface TabState {
  /** Values that could not be written to localStorage (private mode, quota), newest first for this tab. */
  memory: Map<string, string>;
  cartPanelOpen: boolean;
}

const TAB_STATE = Symbol.for('tjb.cart-bus.tab-state.v1');

type WithTabState = { [TAB_STATE]?: TabState };

// Only used when the target refuses new properties (a frozen object in a test or sandbox).
const fallback = new WeakMap<object, TabState>();

export function getTabState(target: EventTarget): TabState {
  const holder = target as WithTabState;
  const existing = holder[TAB_STATE] ?? fallback.get(target);
  if (existing) return existing;
  const created: TabState = { memory: new Map(), cartPanelOpen: false };
  try {
    Object.defineProperty(holder, TAB_STATE, { value: created, configurable: true });
  } catch {
    fallback.set(target, created);
  }
  return created;
}
