import { REMOTES, REMOTE_KEYS, type RemoteKey } from '@tjb/mf-config';
import semver from 'semver';
import { z } from 'zod';

/** Release files live under the build's two folders; no absolute paths, no `..`, nothing else. */
const RELEASE_FILE = /^dist(-server)?\/(?:[\w@+~-][\w@.+~-]*\/)*[\w@+~-][\w@.+~-]*$/;

/** A version names a folder in the asset URL, so it must be a plain semver (never `static`, never `..`). */
export const releaseVersion = z
  .string()
  .max(64)
  .refine((v) => semver.valid(v) === v && !v.includes('+'), 'must be a semver version such as 1.4.0 or 1.4.0-20261126.1 (no build metadata)');

export const remoteDir = z.enum(REMOTE_KEYS.map((k) => REMOTES[k].dir) as [string, ...string[]]);

export const releaseManifestSchema = z.object({
  v: z.literal(1),
  remote: remoteDir,
  version: releaseVersion,
  /** The public path the build was made with: `/remotes/<dir>/<version>/`. */
  publicPath: z.string(),
  /** The remote entry, relative to dist/. */
  entry: z.literal('remoteEntry.js'),
  exposes: z.array(z.string().regex(/^\.\/[\w-]+$/)).max(100),
  /** Shared singletons the build negotiates: the version it bundles and the range it asks of the host. */
  shared: z.record(z.string(), z.object({ version: z.string(), requiredVersion: z.string() })),
  /** Route patterns the remote renders (its page chunks), as in @tjb/shop-contracts' ROUTES. */
  routes: z.array(z.string().startsWith('/')).max(500),
  /** The server-rendering bundle, when the remote has one (`dist-server/server.js`). */
  serverBundle: z.string().regex(RELEASE_FILE).nullable(),
  files: z
    .array(z.object({ path: z.string().regex(RELEASE_FILE, 'must be a file under dist/ or dist-server/'), sha256: z.string().regex(/^[0-9a-f]{64}$/), size: z.number().int().min(0) }))
    .min(1)
    .max(5000),
});
export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;

export const keyOfDir = (dir: string): RemoteKey | undefined => REMOTE_KEYS.find((k) => REMOTES[k].dir === dir);

export const releasePublicPath = (dir: string, version: string) => `/remotes/${dir}/${version}/`;
export const releaseEntry = (dir: string, version: string) => `${releasePublicPath(dir, version)}remoteEntry.js`;
