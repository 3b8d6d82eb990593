import { readFile } from 'node:fs/promises';
import { mtimeOf } from './file-mtime';

/**
 * A build file's content, parsed, read again only when its modification time changes: the gateway
 * serves a redeployed build (a new index.html, new chunk names in its preload manifest) without a
 * restart, for one stat per use (shared with the callers asking at the same moment: file-mtime.ts). Null while the file is missing. A file that cannot be read or parsed
 * is reported to onError once per version of it, and is null too.
 */
export function fileWhenChanged<T>(file: string, parse: (text: string) => T, onError?: (err: Error) => void): () => Promise<T | null> {
  let cached: { mtimeMs: number; value: Promise<T | null> } | null = null;
  return async () => {
    const mtimeMs = await mtimeOf(file);
    if (mtimeMs < 0) return null;
    if (cached?.mtimeMs !== mtimeMs) {
      const value = readFile(file, 'utf8')
        .then(parse)
        .catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT') onError?.(err);
          return null;
        });
      cached = { mtimeMs, value };
    }
    return cached.value;
  };
}
