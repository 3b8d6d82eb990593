// Loaded before a remote's own main.js on its standalone page only. Remotes leave the federation runtime
// core out of their bundles (experiments.externalRuntime) and read it from this global, which in the shop
// the shell provides; alone, nothing else would.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
