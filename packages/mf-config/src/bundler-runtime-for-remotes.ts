import { attachShareScopeMap, bundlerRuntime, type Federation } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import * as runtime from '@module-federation/runtime';

/** The global the shell (or a remote's standalone page) sets and every remote's entry reads. */
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

type InitOptions = Parameters<typeof runtime.init>[0];

/**
 * A remote's own federation instance, as the runtime's `init` makes it, except that the module's
 * "current instance" (which the runtime's loadRemote and registerRemotes use) stays the host's: with one
 * runtime for every build on the page, a remote starting must not take the shell's place.
 */
function initRemoteInstance(options: InitOptions): runtime.ModuleFederation {
  const normalized = { ...options, id: options.id || '' };
  const existing = runtime.getInstance((instance) =>
    instance.options.name === options.name && (options.version ? instance.options.version === options.version : !instance.options.version),
  );
  if (existing) {
    existing.initOptions(normalized);
    return existing;
  }
  return runtime.createInstance(normalized);
}

/**
 * The webpack bundler runtime of module federation for the remotes' entries, which leave their own copy
 * out (packages/mf-config/webpack/create-app-config.cjs) and read this one from BUNDLER_RUNTIME_GLOBAL:
 * ~4.7 KB gzip and 14 KB of script to parse less per remote a page loads. It is the federation object the
 * bundler runtime's default export is; each remote's entry copies its keys onto its own
 * `__webpack_require__.federation` and keeps its own instance there, as with its own copy.
 * What differs from the host's copy: `init` (above), and `initContainerEntry`, which a build without
 * exposes (the shell) compiles out of its own bundler runtime.
 */
export function bundlerRuntimeForRemotes(): Federation {
  return {
    runtime: { ...runtime, init: initRemoteInstance },
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
    attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}

/** Sets the global for the remotes' entries unless something on the page already has. */
export function provideBundlerRuntime(): void {
  const scope = globalThis as typeof globalThis & { [BUNDLER_RUNTIME_GLOBAL]?: Federation };
  scope[BUNDLER_RUNTIME_GLOBAL] ??= bundlerRuntimeForRemotes();
}
