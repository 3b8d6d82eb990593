import path from 'node:path';
import { REMOTES, SIDE_CART, type ExposedModule, type RemoteKey } from './remotes';
import type { RemoteProps } from './remote-contract';

/** A component as the shell mounts it: called with the contract's props (function parameters are checked contravariantly). */
export type ExposedComponent<P> = (props: P) => unknown;

/** What a remote's exposed files export, by module, typed against the props the shell passes. */
export type ExposedModules<K extends RemoteKey> = { [M in ExposedModule<K>]: { default: ExposedComponent<RemoteProps<K, M>> } };

/** A remote's federation settings as its build gets them (createRemoteApp, from its entry in the one list). */
export interface FederationConfig {
  name: string;
  exposes?: Record<string, string>;
}

/**
 * What is wrong between a remote and the shell, in words (empty when they agree): the federation name,
 * each module the shell mounts (the route table's ./App, the side cart, REMOTES' list) missing from
 * `exposes` or exposed under another name, and each exposed file whose default export is not the
 * component `modules` (the typed map) holds.
 */
export function contractProblems<K extends RemoteKey>(key: K, federation: FederationConfig, modules: ExposedModules<K>, load: (file: string) => { default?: unknown }): string[] {
  const remote = REMOTES[key];
  const problems: string[] = [];
  const exposed = federation.exposes ?? {};
  const typed = new Map<string, { default: unknown }>(Object.entries(modules));
  if (federation.name !== remote.scope) problems.push(`federation name is ${federation.name}; the shell loads ${remote.scope}`);
  const needs = new Map<string, string>(remote.exposes.map((m) => [m, 'REMOTES lists it']));
  if (remote.routes.length > 0) needs.set('./App', "the route table mounts it for this remote's pages");
  if (SIDE_CART.remote === key) needs.set(SIDE_CART.module, 'the shell mounts it as the side cart');
  for (const [module, why] of needs) {
    if (!(module in exposed)) problems.push(`${module} is not exposed; ${why}`);
  }
  for (const [module, file] of Object.entries(exposed)) {
    if (!needs.has(module)) {
      problems.push(`${module} is exposed but the shell's contract (REMOTES, RemoteModuleProps) does not know it`);
      continue;
    }
    const actual = load(file).default;
    if (typeof actual !== 'function') problems.push(`${module} (${file}) does not default-export a component`);
    else if (actual !== typed.get(module)?.default) problems.push(`${module} (${file}) is not the module the contract test typed`);
  }
  return problems;
}

/**
 * A remote's contract test, in the remote's own tests: contractProblems against its real federation
 * config and exposed files. The props are checked by `tsc`: `modules` is typed ExposedModules<K>, so a
 * component that no longer accepts what the shell passes is a type error in the calling test file
 * (pnpm typecheck, which the test command runs before jest).
 */
export function describeRemoteContract<K extends RemoteKey>(key: K, opts: { appDir: string; modules: ExposedModules<K> }): void {
  const remote = REMOTES[key];
  describe(`${remote.dir}: what it exposes is what the shell mounts`, () => {
    it('when the shell loads this remote and mounts its modules, then each is exposed under its name and default-exports the typed component', () => {
      // The entry createRemoteApp builds this folder from (the one list), and the files it exposes, as jest compiles them.
      const { remoteOfDir } = require('../remote-list.cjs') as { remoteOfDir(dir: string): { key: string; scope: string; exposes: Record<string, string> } | undefined };
      const entry = remoteOfDir(opts.appDir);
      expect(entry?.key).toBe(key);
      const federation: FederationConfig = { name: entry!.scope, exposes: entry!.exposes };
      const load = (file: string) => require(path.resolve(opts.appDir, file)) as { default?: unknown };
      expect(contractProblems(key, federation, opts.modules, load)).toEqual([]);
      expect(Object.keys(federation.exposes ?? {}).sort()).toEqual([...remote.exposes].sort());
    });
  });
}
