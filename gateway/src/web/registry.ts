import { readFile } from 'node:fs/promises';
import { REMOTES, REMOTE_KEYS, defaultRegistryConfig, type RemoteKey } from '@tjb/mf-config';
import { parseRegistry, type Registry } from '@tjb/shop-contracts';
import * as v from 'valibot';

const fileSchema = v.object({
  remotes: v.record(
    v.string(),
    v.union([v.pipe(v.string(), v.minLength(1)), v.object({ entry: v.pipe(v.string(), v.minLength(1)), version: v.optional(v.string()) })]),
  ),
});

/** Who asks for the registry: a canary release goes to the sessions whose sticky bucket (0–99) is under its share. */
export interface RegistryVisitor {
  bucket: number;
}

export interface RegistrySource {
  /**
   * The registry as it stands now: re-read on each call so a new remote build is picked up without a
   * restart. With a visitor, the versions that visitor's session gets.
   */
  current(visitor?: RegistryVisitor): Promise<Registry>;
}

/**
 * Builds the remote registry from the config file plus env overrides; without a file, every remote of
 * the list at its own build (defaultRegistryConfig). A config file that turns bad while the gateway
 * runs keeps the last good registry in service rather than breaking every page.
 */
export function createRegistrySource(opts: {
  file?: string;
  overrides: Partial<Record<RemoteKey, string>>;
  onError?: (err: Error) => void;
}): RegistrySource {
  let lastGood: Registry | null = null;
  return {
    async current() {
      try {
        const raw = opts.file ? v.parse(fileSchema, JSON.parse(await readFile(opts.file, 'utf8'))) : defaultRegistryConfig();
        const remotes = REMOTE_KEYS.flatMap((key) => {
          const fromFile = raw.remotes[key];
          const entry = opts.overrides[key] ?? (typeof fromFile === 'string' ? fromFile : fromFile?.entry);
          if (!entry) return [];
          const version = typeof fromFile === 'object' ? fromFile.version : undefined;
          return [{ key, scope: REMOTES[key].scope, entry, ...(version ? { version } : {}) }];
        });
        lastGood = parseRegistry({ remotes });
        return lastGood;
      } catch (err) {
        opts.onError?.(err as Error);
        if (lastGood) return lastGood;
        throw new Error(`Remote registry ${opts.file} is unreadable: ${(err as Error).message}`, { cause: err });
      }
    },
  };
}
