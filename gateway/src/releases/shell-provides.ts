import { createRequire } from 'node:module';
import path from 'node:path';
import type { ShellProvides } from './guard-rails';

/**
 * The singleton versions the shell provides, worked out as its own build does (@tjb/mf-config's
 * shared.cjs over the shell's package.json and installed packages), and the federation runtime it hands
 * the remotes, so the guard rail compares a release with exactly what the shell provides at run time.
 */
export function readShellProvides(repoRoot: string): ShellProvides {
  const req = createRequire(path.join(repoRoot, 'shell', 'package.json'));
  const { createSharedConfig } = req(path.join(repoRoot, 'packages', 'mf-config', 'webpack', 'shared.cjs')) as {
    createSharedConfig(pkg: unknown, fromDir: string): Record<string, { version: string }>;
  };
  const { federationRuntimeVersion } = req(path.join(repoRoot, 'packages', 'mf-config', 'webpack', 'federation-runtime.cjs')) as {
    federationRuntimeVersion(fromDir: string): string;
  };
  const shared = createSharedConfig(req('./package.json'), path.join(repoRoot, 'shell'));
  return {
    singletons: Object.fromEntries(Object.entries(shared).map(([name, s]) => [name, s.version])),
    federationRuntime: federationRuntimeVersion(path.join(repoRoot, 'shell')),
  };
}
