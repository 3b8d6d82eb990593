import path from 'node:path';
import { REMOTES, REMOTE_KEYS } from '@tjb/mf-config';

export const BENCH_DIR = path.resolve(__dirname, '..', '..');
export const REPO_ROOT = path.resolve(BENCH_DIR, '..');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
/** Git-ignored scratch space: isolated builds, data folders, Lighthouse reports, nginx config. */
export const TMP_DIR = path.join(RESULTS_DIR, 'tmp');
export const BENCHMARKS_MD = path.join(REPO_ROOT, 'BENCHMARKS.md');
export const GATEWAY_DIR = path.join(REPO_ROOT, 'gateway');

/** The shell and every remote, by folder: what `pnpm build` builds and the gateway serves. */
export const APP_DIRS: readonly string[] = ['shell', ...REMOTE_KEYS.map((key) => REMOTES[key].dir)];
