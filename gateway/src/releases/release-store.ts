import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import * as v from 'valibot';
import { serveBuild } from '../web/static-assets';
import { keyOfDir, releaseManifestSchema, releaseVersion, type ReleaseManifest } from './manifest';

/**
 * The releases' files on this replica's disk: `<root>/<dir>/<version>/dist` (served at
 * /remotes/<dir>/<version>/) and `dist-server` (required by the server renderer). A version's folder
 * appears whole, by one rename, and never changes after: every file in it may be cached for a year.
 */
export interface ReleaseStore {
  readonly root: string;
  has(dir: string, version: string): boolean;
  /** Writes a checked release's files; a version already on disk is left as it is. */
  write(manifest: ReleaseManifest, files: ReadonlyMap<string, Buffer>): Promise<void>;
  /** Makes sure the version is on this disk, reading its files from the database when it is not. */
  ensureLocal(dir: string, version: string, load: () => Promise<{ manifest: unknown; files: Array<{ path: string; bytes: Buffer }> } | undefined>): Promise<boolean>;
  /** Removes a pruned version's files from this disk (nothing when they are not here). */
  remove(dir: string, version: string): Promise<void>;
  /** Serves /remotes/<dir>/<version>/… from the versions on disk. */
  assets(): RequestHandler;
}

export function createReleaseStore(opts: { root: string; staticRoot: string }): ReleaseStore {
  const { root } = opts;
  const folder = (dir: string, version: string) => path.join(root, dir, version);

  /**
   * A release's server bundle requires its libraries (React, the router, emotion) from node_modules, as
   * the remote's own build does: linking the remote's node_modules beside its versions lets Node find
   * the same copies the shell's bundle uses, so server renders share one React.
   */
  async function linkModules(dir: string) {
    const link = path.join(root, dir, 'node_modules');
    const target = path.join(opts.staticRoot, dir, 'node_modules');
    if (fs.existsSync(link) || !fs.existsSync(target)) return;
    await symlink(target, link, 'dir').catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
  }

  // A version on disk stays there until it is pruned (remove, which forgets it), so a hit is remembered
  // and asset requests cost no file-system call to find their version.
  const present = new Set<string>();
  const servers = new Map<string, RequestHandler>();
  const store: ReleaseStore = {
    root,
    has(dir, version) {
      const id = `${dir}/${version}`;
      if (present.has(id)) return true;
      if (!keyOfDir(dir) || !v.is(releaseVersion, version) || !fs.existsSync(path.join(folder(dir, version), 'release.json'))) return false;
      present.add(id);
      return true;
    },

    async write(manifest, files) {
      const final = folder(manifest.remote, manifest.version);
      await mkdir(path.join(root, manifest.remote), { recursive: true });
      await linkModules(manifest.remote);
      if (fs.existsSync(final)) return;
      const tmp = path.join(root, manifest.remote, `.incoming-${randomBytes(6).toString('hex')}`);
      try {
        for (const [file, bytes] of files) {
          const at = path.join(tmp, file);
          await mkdir(path.dirname(at), { recursive: true });
          await writeFile(at, bytes);
        }
        await writeFile(path.join(tmp, 'release.json'), JSON.stringify(manifest, null, 2));
        await rename(tmp, final).catch((err: NodeJS.ErrnoException) => {
          // Another writer (a refresh on this replica) got there first with the same checked files.
          if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
        });
      } finally {
        await rm(tmp, { recursive: true, force: true });
      }
    },

    async ensureLocal(dir, version, load) {
      if (store.has(dir, version)) return true;
      const release = await load();
      if (!release) return false;
      const manifest = v.parse(releaseManifestSchema, release.manifest);
      const files = new Map(release.files.map((f) => [f.path, f.bytes]));
      // The database copy was checked at upload; checking again costs little and never serves a damaged file.
      for (const file of manifest.files) {
        const bytes = files.get(file.path);
        if (!bytes || createHash('sha256').update(bytes).digest('hex') !== file.sha256) throw new Error(`release ${dir} ${version}: stored file ${file.path} does not match its manifest`);
      }
      await store.write(manifest, files);
      return true;
    },

    async remove(dir, version) {
      if (!keyOfDir(dir) || !v.is(releaseVersion, version)) return;
      const id = `${dir}/${version}`;
      present.delete(id);
      servers.delete(id);
      const final = folder(dir, version);
      if (!fs.existsSync(final)) return;
      // Renamed away first, so no request sees a half-removed version: has() stops finding it at once.
      const doomed = path.join(root, dir, `.pruned-${randomBytes(6).toString('hex')}`);
      await rename(final, doomed);
      await rm(doomed, { recursive: true, force: true });
    },

    assets() {
      const router = express.Router({ mergeParams: true });
      router.use('/remotes/:dir/:version', (req, res, next) => {
        const { dir, version } = req.params as { dir: string; version: string };
        if (!store.has(dir, version)) return next();
        const key = `${dir}/${version}`;
        let serve = servers.get(key);
        if (!serve) {
          // The version is in the URL and its folder never changes: the entry is as immutable as the chunks.
          serve = serveBuild(path.join(folder(dir, version), 'dist'), { immutable: true });
          servers.set(key, serve);
        }
        serve(req, res, next);
      });
      return router;
    },
  };
  return store;
}
