import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { PRELOAD_MANIFEST_FILE } from '@tjb/mf-config';
import { mtimeOf } from './file-mtime';

/**
 * Serves a build folder with its precompressed .br/.gz siblings. Hashed files under static/ never
 * change, so browsers may keep them a year; entry files (remoteEntry.js, HTML) must be revalidated
 * so a new remote build shows on the next load, unless the whole folder never changes (`immutable`: a
 * released version, whose version is in the URL).
 *
 * express-static-gzip lists the folder's compressed files once, when it is made. A folder rebuilt in
 * place (the pages' server bundles are reloaded then too) would have its new files sent whole and
 * compressed again on every request by compression(): ~12 ms of CPU for the shell's shared file, a
 * sixth of the requests a second. So the list is made again when the build's preload manifest, which
 * every build writes, changes: one stat per request, shared with the requests asking at that moment.
 * A list made while the build may still be writing its files (within SETTLE_MS of the manifest) is made
 * once more after that.
 */
export function serveBuild(dir: string, opts: { immutable?: boolean } = {}): RequestHandler {
  const create = () =>
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        fallthrough: true,
        setHeaders: (res: ServerResponse, filePath: string) => {
          const rel = filePath.slice(dir.length).split(path.sep).join('/');
          if (opts.immutable || /^\/static\//.test(rel)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          else res.setHeader('Cache-Control', 'no-cache');
        },
      },
    });
  if (opts.immutable) return create();
  const marker = path.join(dir, PRELOAD_MANIFEST_FILE);
  let current: { build: number; madeAt: number; serve: RequestHandler } | null = null;
  return (req, res, next) => {
    mtimeOf(marker)
      .then((build) => {
        const now = Date.now();
        const provisional = current !== null && current.madeAt - current.build < SETTLE_MS && now - current.build >= SETTLE_MS;
        if (current?.build !== build || provisional) {
          try {
            current = { build, madeAt: now, serve: create() };
          } catch (err) {
            // A file went while the folder was listed (a rebuild cleaning it): the last listing serves
            // this request and the next one lists again.
            if (!current) throw err;
          }
        }
        current.serve(req, res, next);
      })
      .catch(next);
  };
}

/** How long after its preload manifest a build may still be writing its other files. */
const SETTLE_MS = 2000;
