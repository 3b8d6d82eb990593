import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { log } from './log';
import { APP_DIRS, REPO_ROOT } from './paths';

export type BuildMode = 'auto' | 'always' | 'never';

/** What a measured build needs: the entry, and the module stats the byte analysis reads. */
function buildFiles(staticRoot: string, app: string): string[] {
  const dist = path.join(staticRoot, app, 'dist');
  return [path.join(dist, 'main.js'), ...(app === 'shell' ? [] : [path.join(dist, 'remoteEntry.js')]), path.join(staticRoot, app, 'dist-stats', 'stats.json')];
}

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Why an app must be built: missing files, or sources newer than its build. Null when it is current. */
export function staleReason(staticRoot: string, app: string): string | null {
  const files = buildFiles(staticRoot, app);
  const missing = files.find((f) => !existsSync(f));
  if (missing) return `${path.relative(REPO_ROOT, missing)} is missing`;
  const built = Math.min(...files.map((f) => statSync(f).mtimeMs));
  const sources = Math.max(
    newestMtime(path.join(REPO_ROOT, app, 'src')),
    ...['cart-bus', 'pricing', 'storefront', 'mf-config', 'ui'].map((p) => newestMtime(path.join(REPO_ROOT, 'packages', p))),
  );
  return sources > built ? `${app} sources changed after its build` : null;
}

/**
 * Builds the shell and remotes when needed. Into the repository (`pnpm build`, the production build
 * the gateway serves) by default; into another root with `--static-root`, so a bench run is not
 * disturbed by someone rebuilding an app in the work tree meanwhile.
 */
export function ensureBuild(mode: BuildMode, staticRoot: string): { built: boolean; reasons: string[] } {
  const reasons = mode === 'always' ? ['--build=always'] : APP_DIRS.map((app) => staleReason(staticRoot, app)).filter((r): r is string => r !== null);
  if (mode === 'never' || reasons.length === 0) {
    if (mode === 'never' && reasons.length) log(`not building (--build=never) although ${reasons.join('; ')}`);
    return { built: false, reasons };
  }
  log(`building: ${reasons.join('; ')}`);
  const inRepo = path.resolve(staticRoot) === REPO_ROOT;
  const res = inRepo
    ? spawnSync('pnpm', ['build'], { cwd: REPO_ROOT, stdio: 'inherit' })
    : spawnSync(
        'pnpm',
        ['--filter', 'shell', '--filter', './mfe-*', '--workspace-concurrency=2', 'exec', 'sh', '-c', `webpack --mode production --env outDir="${staticRoot}/$(basename "$PWD")/dist"`],
        { cwd: REPO_ROOT, stdio: 'inherit' },
      );
  if (res.status !== 0) throw new Error(`the build failed (exit ${res.status ?? res.signal})`);
  return { built: true, reasons };
}
