import path from 'node:path';
import type { ServerResponse } from 'node:http';
import expressStaticGzip from 'express-static-gzip';

/**
 * Serves a build folder with its precompressed .br/.gz siblings. Hashed files under static/ never
 * change, so browsers may keep them a year; entry files (remoteEntry.js, HTML) must be revalidated
 * so a new remote build shows on the next load, unless the whole folder never changes (`immutable`: a
 * released version, whose version is in the URL).
 */
export function serveBuild(dir: string, opts: { immutable?: boolean } = {}) {
  return expressStaticGzip(dir, {
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
}
