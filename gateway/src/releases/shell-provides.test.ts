import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';
import { REPO_ROOT } from '../config';
import { readShellProvides } from './shell-provides';

const versionOf = (dir: string) => (JSON.parse(readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as { version: string }).version;

describe('what the shell shares, as the release guard reads it', () => {
  it("when the shell's singletons are listed, then each has a version, the shop's own packages included", () => {
    const shared = readShellProvides(REPO_ROOT).singletons;
    for (const [name, version] of Object.entries(shared)) expect({ name, valid: semver.valid(version) !== null }).toEqual({ name, valid: true });
    // Compared by the guard only when listed: a package missing here is never checked.
    expect(shared['@tjb/ui']).toBe(versionOf('packages/ui'));
    expect(shared['@tjb/cart-bus']).toBe(versionOf('packages/cart-bus'));
    expect(shared.react).toMatch(/^19\./);
  });

  it('when the federation runtime is read, then it is the runtime core the shell imports and hands to the remotes', () => {
    // The shell's own import (provide-runtime-core.ts puts this module on the global the remotes read).
    const { packageJsonAbove } = require(path.join(REPO_ROOT, 'packages', 'mf-config', 'webpack', 'federation-runtime.cjs')) as {
      packageJsonAbove(file: string, name: string): { pkg: { version: string } };
    };
    const imported = createRequire(path.join(REPO_ROOT, 'shell', 'package.json')).resolve('@module-federation/runtime-core');
    const version = packageJsonAbove(imported, '@module-federation/runtime-core').pkg.version;
    expect(semver.valid(version)).toBe(version);
    expect(readShellProvides(REPO_ROOT).federationRuntime).toBe(version);
  });
});
