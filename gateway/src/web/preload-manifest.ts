import path from 'node:path';
import { PRELOAD_MANIFEST_FILE } from '@tjb/mf-config';
import * as v from 'valibot';
import { fileWhenChanged } from './file-when-changed';

/**
 * PRELOAD_MANIFEST_FILE, written into each production build by @tjb/mf-config's
 * PreloadManifestPlugin: the build's entry scripts and the JS files of the chunk groups a first render
 * needs (file names relative to the build's folder).
 */
const files = v.array(v.pipe(v.string(), v.regex(/^[\w./-]+\.js$/, 'a build-relative .js path')));
const manifestSchema = v.object({
  version: v.literal(1),
  /** The build's own page's entry scripts, each with the build's hash as its query (absent in builds made before it was written). */
  entry: v.optional(v.array(v.pipe(v.string(), v.regex(/^[\w./-]+\.js(?:\?\w+)?$/, 'a build-relative .js path'))), []),
  bootstrap: files,
  shared: v.record(v.string(), files),
  exposes: v.record(v.string(), files),
  pages: v.record(v.string(), files),
});
export type PreloadManifest = v.InferOutput<typeof manifestSchema>;

export interface PreloadManifests {
  /** The manifest of `<staticRoot>/<dir>/dist`, or null when that build has none (or a bad one). */
  forBuild(dir: string): Promise<PreloadManifest | null>;
}

/**
 * Each build's manifest, read again when the file changes (a remote redeployed while the gateway runs
 * must not be hinted with its old file names). A missing or malformed manifest only costs the hints (the
 * page still loads everything on its own), so it is answered with null.
 */
export function createPreloadManifests(staticRoot: string, onError?: (dir: string, err: Error) => void): PreloadManifests {
  const readers = new Map<string, () => Promise<PreloadManifest | null>>();
  return {
    forBuild(dir) {
      let read = readers.get(dir);
      if (!read) {
        const file = path.join(staticRoot, dir, 'dist', PRELOAD_MANIFEST_FILE);
        read = fileWhenChanged(file, (text) => v.parse(manifestSchema, JSON.parse(text)), (err) => onError?.(dir, err));
        readers.set(dir, read);
      }
      return read();
    },
  };
}
