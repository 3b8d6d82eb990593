import * as runtime from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL, bundlerRuntimeForRemotes, provideBundlerRuntime } from './bundler-runtime-for-remotes';

// CommonJS webpack config: the external that makes every remote read the global this module sets.
const { bundlerRuntimeExternal } = require('../webpack/create-app-config.cjs') as {
  bundlerRuntimeExternal: (data: { request?: string }, callback: (err?: null, result?: string) => void) => void;
};

const externalFor = (request: string) => {
  let result: string | undefined;
  bundlerRuntimeExternal({ request }, (_err, value) => (result = value));
  return result;
};

describe('the federation bundler runtime the shell hands to the remotes', () => {
  it("when a remote's build imports the bundler runtime the federation plugin resolved, then it reads the shell's global instead", () => {
    const resolved = require.resolve('@module-federation/webpack-bundler-runtime/bundler');
    expect(externalFor(resolved)).toBe(`global ${BUNDLER_RUNTIME_GLOBAL}`);
    expect(externalFor('@module-federation/runtime-core')).toBeUndefined();
    expect(externalFor('/work/app/src/bundler.js')).toBeUndefined();
  });

  it('when a remote starts on a page whose host has started, then it gets an instance of its own and the host stays the current one', () => {
    const host = runtime.init({ name: 'test_host', remotes: [] });
    const forRemotes = bundlerRuntimeForRemotes();
    const remote = forRemotes.runtime!.init({ name: 'test_remote', remotes: [] });
    expect(remote).not.toBe(host);
    expect(remote.options.name).toBe('test_remote');
    // What the shell's loadRemote and registerRemotes act on.
    expect(runtime.getInstance()).toBe(host);
    // The same remote starting again (its entry evaluated twice) takes up its instance.
    expect(forRemotes.runtime!.init({ name: 'test_remote', remotes: [] })).toBe(remote);
  });

  it("when a remote's entry is initialised by the host, then the handlers it needs are there, container entry included", () => {
    const { bundlerRuntime, attachShareScopeMap, instance } = bundlerRuntimeForRemotes();
    expect(instance).toBeUndefined();
    expect(typeof attachShareScopeMap).toBe('function');
    for (const handler of ['initContainerEntry', 'init', 'consumes', 'I', 'installInitialConsumes', 'remotes'] as const) {
      expect({ handler, type: typeof bundlerRuntime?.[handler] }).toEqual({ handler, type: 'function' });
    }
  });

  it('when the global is provided twice (the shell and a standalone page), then the first stays', () => {
    const scope = globalThis as Record<string, unknown>;
    delete scope[BUNDLER_RUNTIME_GLOBAL];
    provideBundlerRuntime();
    const first = scope[BUNDLER_RUNTIME_GLOBAL];
    provideBundlerRuntime();
    expect(scope[BUNDLER_RUNTIME_GLOBAL]).toBe(first);
    delete scope[BUNDLER_RUNTIME_GLOBAL];
  });
});
