import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * `preload-manifest.json`, written into each production build by @tjb/mf-config's
 * PreloadManifestPlugin: the JS files of the chunk groups a first render needs (file names relative to
 * the build's folder).
 */
const files = z.array(z.string().regex(/^[\w./-]+\.js$/, 'a build-relative .js path'));
const manifestSchema = z.object({
  version: z.literal(1),
  bootstrap: files,
  shared: z.record(z.string(), files),
  exposes: z.record(z.string(), files),
  pages: z.record(z.string(), files),
});
export type PreloadManifest = z.infer<typeof manifestSchema>;

export interface PreloadManifests {
  /** The manifest of `<staticRoot>/<dir>/dist`, or null when that build has none (or a bad one). */
  forBuild(dir: string): Promise<PreloadManifest | null>;
}

/**
 * Reads a build's manifest again only when the file changed (a remote redeployed while the gateway runs
 * must not be hinted with its old file names). A missing or malformed manifest only costs the hints (the
 * page still loads everything on its own), so it is reported once per version of the file and answered
 * with null.
 */
export function createPreloadManifests(staticRoot: string, onError?: (dir: string, err: Error) => void): PreloadManifests {
  const cache = new Map<string, { mtimeMs: number; manifest: Promise<PreloadManifest | null> }>();
  const load = async (file: string, dir: string): Promise<PreloadManifest | null> => {
    try {
      return manifestSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') onError?.(dir, err as Error);
      return null;
    }
  };
  return {
    async forBuild(dir) {
      const file = path.join(staticRoot, dir, 'dist', 'preload-manifest.json');
      const mtimeMs = await stat(file).then((s) => s.mtimeMs, () => -1);
      if (mtimeMs < 0) return null;
      let entry = cache.get(dir);
      if (!entry || entry.mtimeMs !== mtimeMs) {
        entry = { mtimeMs, manifest: load(file, dir) };
        cache.set(dir, entry);
      }
      return entry.manifest;
    },
  };
}
