// Loaded before a remote's own main.js on its standalone page only. Remotes leave the federation runtime
// core and the webpack bundler runtime out of their bundles (experiments.externalRuntime, and the
// bundler runtime's external in create-app-config.cjs) and read them from globals, which in the shop the
// shell provides; alone, nothing else would.
import * as runtimeCore from '@module-federation/runtime-core';
import { provideBundlerRuntime } from '../src/bundler-runtime-for-remotes.ts';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
provideBundlerRuntime();
