import path from 'node:path';
import type { ServerResponse } from 'node:http';
import expressStaticGzip from 'express-static-gzip';

/**
 * Serves a build folder with its precompressed .br/.gz siblings. Hashed files under static/ never
 * change, so browsers may keep them a year; entry files (remoteEntry.js, HTML) must be revalidated
 * so a new remote build shows on the next load.
 */
export function serveBuild(dir: string) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      fallthrough: true,
      setHeaders: (res: ServerResponse, filePath: string) => {
        const rel = filePath.slice(dir.length).split(path.sep).join('/');
        if (/^\/static\//.test(rel)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    },
  });
}
