// A second build of mfe-support, labelled v2, for the registry-swap journey: the shell must show it
// after the registry points at it, with no rebuild or restart of the shell.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const res = spawnSync('pnpm', ['--filter', 'mfe-support', 'exec', 'webpack', '--mode', 'production', '--env', 'outDir=dist-v2'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BUILD_LABEL: 'v2' },
});
process.exit(res.status ?? 1);
