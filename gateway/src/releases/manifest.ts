import { REMOTES, REMOTE_KEYS, type RemoteKey } from '@tjb/mf-config';
import semver from 'semver';
import { formObject } from '@tjb/forms';
import * as v from 'valibot';

/** Release files live under the build's two folders; no absolute paths, no `..`, nothing else. */
const RELEASE_FILE = /^dist(-server)?\/(?:[\w@+~-][\w@.+~-]*\/)*[\w@+~-][\w@.+~-]*$/;

/** A version names a folder in the asset URL, so it must be a plain semver (never `static`, never `..`). */
export const releaseVersion = v.pipe(
  v.string(),
  v.maxLength(64),
  v.check((version) => semver.valid(version) === version && !version.includes('+'), 'must be a semver version such as 1.4.0 or 1.4.0-20261126.1 (no build metadata)'),
);

export const remoteDir = v.picklist(REMOTE_KEYS.map((k) => REMOTES[k].dir));

const releaseFile = formObject({
  path: v.pipe(v.string(), v.regex(RELEASE_FILE, 'must be a file under dist/ or dist-server/')),
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  size: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

export const releaseManifestSchema = formObject({
  v: v.literal(1),
  remote: remoteDir,
  version: releaseVersion,
  /** The public path the build was made with: `/remotes/<dir>/<version>/`. */
  publicPath: v.string(),
  /** The remote entry, relative to dist/. */
  entry: v.literal('remoteEntry.js'),
  exposes: v.pipe(v.array(v.pipe(v.string(), v.regex(/^\.\/[\w-]+$/))), v.maxLength(100)),
  /** Shared singletons the build negotiates: the version it bundles and the range it asks of the host. */
  shared: v.record(v.string(), formObject({ version: v.string(), requiredVersion: v.string() })),
  /**
   * The federation runtime core version the build's remote entry was generated for. Optional in the
   * schema so releases stored before it was recorded still load; the guard asks it of every upload.
   */
  federationRuntime: v.optional(v.pipe(v.string(), v.maxLength(64))),
  /** Route patterns the remote renders (its page chunks), as in @tjb/shop-contracts' ROUTES. */
  routes: v.pipe(v.array(v.pipe(v.string(), v.startsWith('/'))), v.maxLength(500)),
  /** The server-rendering bundle, when the remote has one (`dist-server/server.js`). */
  serverBundle: v.nullable(v.pipe(v.string(), v.regex(RELEASE_FILE))),
  files: v.pipe(v.array(releaseFile), v.minLength(1), v.maxLength(5000)),
});
export type ReleaseManifest = v.InferOutput<typeof releaseManifestSchema>;

export const keyOfDir = (dir: string): RemoteKey | undefined => REMOTE_KEYS.find((k) => REMOTES[k].dir === dir);

export const releasePublicPath = (dir: string, version: string) => `/remotes/${dir}/${version}/`;
export const releaseEntry = (dir: string, version: string) => `${releasePublicPath(dir, version)}remoteEntry.js`;
