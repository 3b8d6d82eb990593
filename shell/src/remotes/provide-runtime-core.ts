import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { provideBundlerRuntime } from '@tjb/mf-config/bundler-runtime-for-remotes';

type WithRuntimeCore = typeof globalThis & { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };

/**
 * Remotes are built with `experiments.externalRuntime` and read the federation runtime core from this
 * global instead of each shipping a copy (~16 KB gzip per remote on a page). The enhanced plugin's own
 * `provideExternalRuntime` does the same but imports the core's CommonJS build, which put a second copy
 * into the shell; this plugin hands over the very instance the shell already runs. The remotes' entries
 * leave out the webpack bundler runtime too and read it from the global provideBundlerRuntime sets.
 */
export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'tjb-provide-runtime-core',
    beforeInit(args) {
      (globalThis as WithRuntimeCore)._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      provideBundlerRuntime();
      return args;
    },
  };
}
