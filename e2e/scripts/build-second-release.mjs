// A second version of mfe-support, built as `pnpm release` builds it (for /remotes/mfe-support/<version>/)
// and kept, for the release journey: it uploads this build to a shop of its own through the release
// API, promotes it and rolls it back, with no rebuild or restart of the shell. The version and folder
// come from fixtures/release-config.json, which the journey reads too.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(e2eDir, '..');
const release = JSON.parse(readFileSync(path.join(e2eDir, 'fixtures', 'release-config.json'), 'utf8'));
const res = spawnSync(
  process.execPath,
  [path.join(root, 'scripts', 'release', 'cli.mjs'), 'release', release.remote, '--version', release.version, '--build-only', '--out', path.join(e2eDir, release.buildDir)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(res.status ?? 1);
