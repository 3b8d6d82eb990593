import { readFileSync } from 'node:fs';
import path from 'node:path';

// The SDK the browser builds bundle: the one the runtime core imports.
const SDK_ENV = path.join(path.dirname(require.resolve('@module-federation/sdk', { paths: [path.dirname(require.resolve('@module-federation/runtime-core'))] })), 'env.js');

/** What the runtime uses of the module (federation-env.js, plain JavaScript for webpack). */
interface Env {
  isBrowserEnv(): boolean;
  isDebugMode(): boolean;
}

/** The copy, loaded afresh with `window` as a browser page has it, its storage counted. */
function loadInPage(): { env: Env; storageReads: () => number } {
  let reads = 0;
  const storage = { getItem: () => 'on' };
  (globalThis as { window?: unknown }).window = {
    document: {},
    get localStorage() {
      reads += 1;
      return storage;
    },
  };
  let env!: Env;
  jest.isolateModules(() => (env = require('../webpack/federation-env.js') as Env));
  return { env, storageReads: () => reads };
}

describe("the federation SDK's environment checks, as the browser builds have them", () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
    delete (globalThis as { FEDERATION_DEBUG?: unknown }).FEDERATION_DEBUG;
  });

  it("when the SDK is the version the copy was taken from, then the copy exports every name the SDK's module does", () => {
    const sdk = readFileSync(SDK_ENV, 'utf8');
    const names = (text: string) => [...text.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1]!.split(',').map((n) => n.trim()).filter(Boolean)).sort();
    expect(names(readFileSync(path.join(__dirname, '..', 'webpack', 'federation-env.js'), 'utf8'))).toEqual(names(sdk));
    // The SDK reads the switch from localStorage; an SDK that stops doing so makes the copy unneeded.
    expect(sdk).toContain('localStorage.getItem');
  });

  it('when the runtime asks whether it is debugging, then the page knows it is a browser and no storage is read', () => {
    const { env, storageReads } = loadInPage();
    expect(env.isBrowserEnv()).toBe(true);
    expect(env.isDebugMode()).toBe(false);
    expect(storageReads()).toBe(0);
  });

  it('when the build switches debugging on (FEDERATION_DEBUG), then the runtime is debugging', () => {
    (globalThis as { FEDERATION_DEBUG?: unknown }).FEDERATION_DEBUG = true;
    const { env, storageReads } = loadInPage();
    expect(env.isDebugMode()).toBe(true);
    expect(storageReads()).toBe(0);
  });
});
