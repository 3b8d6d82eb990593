/**
 * The federation SDK's environment checks (`@module-federation/sdk` 2.9.2, `dist/env.js`), which the browser
 * builds use in its place (create-app-config.cjs). One difference: the runtime's debug switch comes from the
 * process or the build (`FEDERATION_DEBUG`), not from localStorage. The runtime reads the switch once, as the
 * shell's entry evaluates, and that was the page's first touch of localStorage: the renderer then asks the
 * browser process, synchronously, for the origin's storage while the page is still loading (the entry's task
 * 8-12 ms of wall instead of 4-5 here; BENCHMARKS.md, "What changed", item 40). The shop's own first read of
 * storage comes after the page has loaded.
 */
/* global ENV_TARGET, FEDERATION_DEBUG -- defined by a build that sets them (DefinePlugin), as in the SDK */
const isBrowserEnvValue = typeof ENV_TARGET !== 'undefined' ? ENV_TARGET === 'web' : typeof window !== 'undefined' && typeof window.document !== 'undefined';

function isBrowserEnv() {
  return isBrowserEnvValue;
}

function isReactNativeEnv() {
  return typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';
}

function isDebugMode() {
  if (typeof process !== 'undefined' && process.env && process.env['FEDERATION_DEBUG']) return Boolean(process.env['FEDERATION_DEBUG']);
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
}

const getProcessEnv = function () {
  return typeof process !== 'undefined' && process.env ? process.env : {};
};

export { getProcessEnv, isBrowserEnv, isBrowserEnvValue, isDebugMode, isReactNativeEnv };
