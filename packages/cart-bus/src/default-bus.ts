import { createBus, type Bus } from './bus';

// The bus object only holds listeners and a parse cache; the state itself is in localStorage and on the
// window, so a module-level instance per copy of this package is safe.
let defaultBus: Bus | undefined;

/** The bus every store function and hook uses: `window.localStorage` + `window`. */
export function getDefaultBus(): Bus {
  defaultBus ??= createBus();
  return defaultBus;
}

/** Tests only: drop the default bus so the next call builds a fresh one (e.g. after mocking storage). */
export function resetDefaultBus(): void {
  defaultBus?.dispose();
  defaultBus = undefined;
}
