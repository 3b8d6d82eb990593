// Builds one remote for its versioned folder and describes the build in a release manifest: what the
// gateway's release API checks (exposes, shared singletons, routes, server bundle, every file's hash).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

/** The remotes that can be released: every remote of the list (packages/mf-config/src/remotes.json). */
export function remoteDirs() {
  return require('../../packages/mf-config/remote-list.cjs').remotes.map((r) => r.dir);
}

/** `<package version>-<UTC timestamp>`: a semver prerelease that sorts by build time and never repeats. */
export function defaultVersion(dir) {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `${pkg.version.replace(/-.*$/, '')}-${stamp}`;
}

function walk(base, sub = '') {
  const out = [];
  for (const entry of readdirSync(path.join(base, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(base, rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

/**
 * The manifest of a build in `outDir` (dist/ and dist-server/ inside it). Shared versions come from the
 * same function the build's federation config used, so the manifest says what the build negotiates.
 */
export function describeBuild(dir, version, outDir) {
  const appDir = path.join(ROOT, dir);
  const remote = require('../../packages/mf-config/remote-list.cjs').remoteOfDir(dir);
  const { createSharedConfig } = require(path.join(ROOT, 'packages', 'mf-config', 'webpack', 'shared.cjs'));
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  // Every singleton has a version (the shared config stops the build otherwise); the shop's own shared
  // packages carry one that follows their surface (packages/mf-config/src/shared-surface.ts).
  const shared = Object.fromEntries(
    Object.entries(createSharedConfig(pkg, appDir)).map(([name, s]) => [name, { version: s.version, requiredVersion: s.requiredVersion }]),
  );
  const { federationRuntimeVersion } = require(path.join(ROOT, 'packages', 'mf-config', 'webpack', 'federation-runtime.cjs'));
  const preload = path.join(outDir, 'dist', 'preload-manifest.json');
  const routes = existsSync(preload) ? Object.keys(JSON.parse(readFileSync(preload, 'utf8')).pages ?? {}).filter((r) => r.startsWith('/')) : [];
  const files = ['dist', 'dist-server']
    .filter((d) => existsSync(path.join(outDir, d)))
    .flatMap((d) => walk(path.join(outDir, d)).map((f) => `${d}/${f}`))
    .map((p) => {
      const bytes = readFileSync(path.join(outDir, p));
      return { path: p, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
    });
  return {
    v: 1,
    remote: dir,
    version,
    publicPath: `/remotes/${dir}/${version}/`,
    entry: 'remoteEntry.js',
    exposes: Object.keys(remote.exposes),
    shared,
    federationRuntime: federationRuntimeVersion(appDir),
    routes,
    serverBundle: files.some((f) => f.path === 'dist-server/server.js') ? 'dist-server/server.js' : null,
    files,
  };
}

/**
 * Builds the remote into a fresh folder (its own dist/ is left alone) and returns the folder: a new
 * temporary one, or `outDir` emptied first (a build kept to upload later, or to several shops).
 */
export function buildRelease(dir, version, { stdio = 'inherit', outDir: into } = {}) {
  let outDir;
  if (into) {
    outDir = path.resolve(into);
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
  } else outDir = mkdtempSync(path.join(os.tmpdir(), `tjb-release-${dir}-`));
  const res = spawnSync(
    'pnpm',
    ['--filter', dir, 'exec', 'webpack', '--mode', 'production', '--env', `outDir=${path.join(outDir, 'dist')}`, '--env', `publicPath=/remotes/${dir}/${version}/`],
    { cwd: ROOT, stdio, env: { ...process.env, BUILD_LABEL: version } },
  );
  if (res.status !== 0) throw new Error(`the build of ${dir} failed (webpack exited with ${res.status ?? res.signal})`);
  return outDir;
}

/** The upload body: the manifest and every file it lists, base64. */
export function uploadBody(manifest, outDir) {
  return { manifest, files: Object.fromEntries(manifest.files.map((f) => [f.path, readFileSync(path.join(outDir, f.path)).toString('base64')])) };
}
