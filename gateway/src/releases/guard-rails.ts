import { createHash } from 'node:crypto';
import { REMOTES, type RemoteKey } from '@tjb/mf-config';
import { ROUTES, remoteForPath } from '@tjb/shop-contracts';
import semver from 'semver';
import { releasePublicPath, type ReleaseManifest } from './manifest';

/** What the running shell provides to every remote: each shared singleton's version, and the federation runtime's. */
export interface ShellProvides {
  singletons: Record<string, string>;
  /** The runtime core (with the bundler runtime of the same release) every remote's entry runs on. */
  federationRuntime: string;
}

/** The versions built against which code runs on `provided`: its major line (its minor line before 1.0). */
function compatibleLine(provided: string): string {
  const version = semver.parse(provided);
  if (!version) return provided;
  return version.major === 0 ? `~0.${version.minor}.0` : `^${version.major}.0.0`;
}

/**
 * Why a release must not go live, one sentence per problem; empty when it may. Each rule stops a
 * failure the shop would otherwise show shoppers after promotion, not at upload: a second React, a
 * slot the shell mounts with nothing in it, two remotes answering one URL, or files that are not what
 * the team built.
 */
export function releaseProblems(key: RemoteKey, manifest: ReleaseManifest, files: ReadonlyMap<string, Buffer>, shell: ShellProvides): string[] {
  const problems: string[] = [];
  const dir = REMOTES[key].dir;
  if (manifest.publicPath !== releasePublicPath(dir, manifest.version)) {
    problems.push(`publicPath is ${manifest.publicPath}; a release of ${dir} ${manifest.version} is served from ${releasePublicPath(dir, manifest.version)}`);
  }

  for (const [name, provided] of Object.entries(shell.singletons)) {
    const own = manifest.shared[name];
    if (!own) continue;
    // The shell's copy is the one every remote runs: the release must have been built against the same
    // major (or, before 1.0, the same minor), or its code meets an API it was never compiled for, and it
    // must accept the shell's version. A build against an older minor runs on a newer shell; one against
    // a newer minor (a new export of @tjb/ui) waits until a shell that has it is live.
    const range = compatibleLine(provided);
    if (!semver.valid(own.version) || !semver.satisfies(own.version, range)) {
      problems.push(`shared singleton ${name} ${own.version} is outside ${range}, the range the shell provides`);
    } else if (!semver.satisfies(provided, own.requiredVersion)) {
      problems.push(`shared singleton ${name} requires ${own.requiredVersion}, but the shell provides ${provided}: release a shell built with it first`);
    }
  }

  // A remote's entry carries no federation runtime of its own: it runs on the shell's, whose internals
  // (the bundler runtime's handlers, the container's init options) change between minor releases. So the
  // runtime its entry was generated for must be on the shell's minor line.
  const runtimeLine = `~${semver.major(shell.federationRuntime)}.${semver.minor(shell.federationRuntime)}.0`;
  if (!manifest.federationRuntime) {
    problems.push(`the manifest does not say which federation runtime the build was made for (federationRuntime); the shell runs ${shell.federationRuntime}`);
  } else if (!semver.valid(manifest.federationRuntime) || !semver.satisfies(manifest.federationRuntime, runtimeLine)) {
    problems.push(`federation runtime ${manifest.federationRuntime} is outside ${runtimeLine}, the line of the shell's runtime (${shell.federationRuntime}) that the remote's entry runs on: build it with the shell's @module-federation version, or release a shell built with ${manifest.federationRuntime} first`);
  }

  for (const module of REMOTES[key].exposes) {
    if (!manifest.exposes.includes(module)) problems.push(`exposed module ${module} is missing: the shell mounts ${REMOTES[key].scope}/${module.slice(2)}`);
  }

  for (const route of manifest.routes) {
    const owner = ROUTES.find((r) => r.path === route)?.remote ?? remoteForPath(route);
    if (owner && owner !== key) problems.push(`route ${route} belongs to ${REMOTES[owner].dir}, not ${dir}`);
  }

  const listed = new Set<string>();
  for (const file of manifest.files) {
    listed.add(file.path);
    const bytes = files.get(file.path);
    if (!bytes) problems.push(`file ${file.path} is in the manifest but was not uploaded`);
    else if (bytes.length !== file.size || createHash('sha256').update(bytes).digest('hex') !== file.sha256) {
      problems.push(`file ${file.path} does not match the manifest (size or sha256 differs)`);
    }
  }
  for (const path of files.keys()) if (!listed.has(path)) problems.push(`file ${path} was uploaded but is not in the manifest`);
  if (!listed.has(`dist/${manifest.entry}`)) problems.push(`the remote entry dist/${manifest.entry} is not among the files`);
  if (manifest.serverBundle && !listed.has(manifest.serverBundle)) problems.push(`the server bundle ${manifest.serverBundle} is not among the files`);
  return problems;
}
