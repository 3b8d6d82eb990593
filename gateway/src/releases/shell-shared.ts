import { createRequire } from 'node:module';
import path from 'node:path';
import type { ShellShared } from './guard-rails';

/**
 * The singleton versions the shell provides, worked out as its own build does (@tjb/mf-config's
 * shared.cjs over the shell's package.json and installed packages), so the guard rail compares a
 * release with exactly what the shell shares at run time.
 */
export function shellSharedVersions(repoRoot: string): ShellShared {
  const req = createRequire(path.join(repoRoot, 'shell', 'package.json'));
  const { createSharedConfig } = req(path.join(repoRoot, 'packages', 'mf-config', 'webpack', 'shared.cjs')) as {
    createSharedConfig(pkg: unknown, fromDir: string): Record<string, { version: string }>;
  };
  const shared = createSharedConfig(req('./package.json'), path.join(repoRoot, 'shell'));
  return Object.fromEntries(Object.entries(shared).map(([name, s]) => [name, s.version]));
}
