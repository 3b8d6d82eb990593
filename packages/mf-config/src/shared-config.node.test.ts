import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import semver from 'semver';

const { appDirs } = require('../remote-list.cjs') as { appDirs: string[] };
const { createSharedConfig, SINGLETONS } = require('../webpack/shared.cjs') as {
  createSharedConfig: (pkg: unknown, fromDir: string) => Record<string, { version: string; requiredVersion: string; singleton: boolean }>;
  SINGLETONS: string[];
};

const root = path.resolve(__dirname, '..', '..', '..');
const SHARED_CJS = path.resolve(__dirname, '..', 'webpack', 'shared.cjs');

describe('the shared singletons each build negotiates', () => {
  it.each(appDirs)('when %s is configured, then every singleton has its installed version and a range that version meets', (dir) => {
    const appDir = path.join(root, dir);
    const shared = createSharedConfig(require(path.join(appDir, 'package.json')), appDir);
    expect(Object.keys(shared).sort()).toEqual([...SINGLETONS].sort());
    for (const [name, config] of Object.entries(shared)) {
      // A version the federation runtime and the release guard can compare, e.g. not "^undefined".
      expect({ name, valid: semver.valid(config.version) !== null }).toEqual({ name, valid: true });
      expect({ name, meets: semver.satisfies(config.version, config.requiredVersion) }).toEqual({ name, meets: true });
    }
  });

  it('when a shared package hides its package.json, then the build stops and says which', () => {
    // An app folder whose react lists only its entry in "exports", as @tjb/ui once did.
    const appDir = mkdtempSync(path.join(tmpdir(), 'tjb-shared-'));
    try {
      mkdirSync(path.join(appDir, 'node_modules', 'react'), { recursive: true });
      writeFileSync(path.join(appDir, 'node_modules', 'react', 'package.json'), JSON.stringify({ name: 'react', version: '19.3.1', exports: { '.': './index.js' } }));
      writeFileSync(path.join(appDir, 'node_modules', 'react', 'index.js'), '');
      // Node's own resolution (Jest's require does not apply "exports" the way Node does).
      const run = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(SHARED_CJS)}).createSharedConfig({ name: 'x', dependencies: { react: '19.3.1' } }, ${JSON.stringify(appDir)})`], { encoding: 'utf8' });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toMatch(/the shared singleton react has no readable package\.json/);
    } finally {
      rmSync(appDir, { recursive: true, force: true });
    }
    expect(() => createSharedConfig({ name: 'x', dependencies: {} }, path.join(root, 'shell'))).toThrow(/x must depend on react to share it/);
  });
});
