import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { helpers, registerGlobalPlugins, satisfy } from '@module-federation/runtime-core';

type Triple = [number, number, number];

/** A plain release version's three numbers (`1.4.0`), or null for anything else (`1.4.0-beta.1`, `1.x`). */
function triple(version: string): Triple | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * The two forms of range the shop's shared config writes (packages/mf-config/webpack/shared.cjs): a pinned
 * version (`19.3.1`) and a caret on a workspace package's version (`^1.4.0`), for plain release versions;
 * null for anything else, which the runtime's own parser decides.
 */
export function quickSatisfies(version: string, range: string): boolean | null {
  const caret = range.startsWith('^');
  const have = triple(version);
  const want = triple(caret ? range.slice(1) : range);
  if (!have || !want) return null;
  // A caret allows changes right of the first non-zero part: ^1.2.3 is <2.0.0, ^0.2.3 is <0.3.0, ^0.0.3 is 0.0.3.
  const fixed = !caret ? 3 : want[0] !== 0 ? 1 : want[1] !== 0 ? 2 : 3;
  for (let i = 0; i < 3; i++) {
    if (have[i] === want[i]) continue;
    return i >= fixed && (have[i] ?? 0) > (want[i] ?? 0);
  }
  return true;
}

/**
 * Hands out a shared singleton without the runtime's general semver parser. The runtime's own resolver checks
 * the singleton's version against the consumer's range on every `loadShare` with a general semver parser,
 * a third of a millisecond a call on this host, 5–7 ms of a first load's main thread. Here the shop's
 * own forms of range are read directly (a few comparisons); a pair that fails goes to the runtime's own
 * resolver, which warns (or throws, for a strict version) as it always did. Tree-shaken shares, which the
 * shop does not use, keep the runtime's resolver as well. The shell's instance registers it for every
 * instance made after it too: each remote's entry makes its own, on the shell's runtime core.
 */
export default function singletonResolver(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'tjb-singleton-resolver',
    beforeInit(args) {
      // Every instance runs it (the global list hands it on), some more than once: registering it again
      // would only make the runtime warn in every shopper's console.
      if (!helpers.global.getGlobalHostPlugins().includes(plugin)) registerGlobalPlugins([plugin]);
      return args;
    },
    resolveShare(args) {
      const { shareConfig, treeShaking } = args.shareInfo;
      if (!shareConfig?.singleton || treeShaking || typeof shareConfig.requiredVersion !== 'string') return args;
      const range = shareConfig.requiredVersion;
      if (!(quickSatisfies(args.version, range) ?? satisfy(args.version, range))) return args;
      const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
      if (!shared) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
  return plugin;
}
