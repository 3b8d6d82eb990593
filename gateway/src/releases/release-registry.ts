import { REMOTES, REMOTE_KEYS } from '@tjb/mf-config';
import { type Registry } from '@tjb/shop-contracts';
import type { Logger } from 'pino';
import type { RegistryStateRecord, ReleaseQueries } from '../db/queries/releases';
import { periodicJob } from '../jobs/periodic-job';
import type { RegistrySource, RegistryVisitor } from '../web/registry';
import { releaseEntry } from './manifest';
import type { ReleaseStore } from './release-store';

export interface ReleaseRegistry {
  /** The file/env registry with the released versions laid over it, per visitor. */
  source: RegistrySource;
  /** Whether any remote has a canary running (only then do sessions need a bucket). */
  hasCanary(): boolean;
  /** Reads the database's registry now (when its revision moved) and serves it once its files are on this disk. */
  refresh(): Promise<void>;
  /** After a change on this replica: apply it here at once and tell the other replicas. */
  changed(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export interface ReleaseRegistryOptions {
  seed: RegistrySource;
  releases: ReleaseQueries;
  store: ReleaseStore;
  logger: Logger;
  /** How often the database is asked whether the registry changed (Redis makes this a safety net only). */
  pollMs: number;
  /** Tells the other replicas to refresh now (Redis), when there are any. */
  publish?: () => Promise<void>;
}

/** The version a visitor gets for a remote: the canary's when its bucket is under the canary's share. */
function versionFor(state: RegistryStateRecord, dir: string, visitor: RegistryVisitor | undefined): string | undefined {
  const canary = state.canaries[dir];
  if (canary && visitor && visitor.bucket < canary.percent) return canary.version;
  return state.active[dir];
}

export function applyReleases(base: Registry, state: RegistryStateRecord, visitor?: RegistryVisitor): Registry {
  const remotes = base.remotes.map((r) => ({ ...r }));
  for (const key of REMOTE_KEYS) {
    const dir = REMOTES[key].dir;
    const version = versionFor(state, dir, visitor);
    if (!version) continue;
    const entry = { key, scope: REMOTES[key].scope, entry: releaseEntry(dir, version), version };
    const at = remotes.findIndex((r) => r.key === key);
    if (at >= 0) remotes[at] = entry;
    else remotes.push(entry);
  }
  return { remotes };
}

/**
 * The registry as data: the active version of each remote and its canary come from the shop database,
 * so every replica serves the same one, over the file/env registry, which stays the default for a
 * remote never released this way. A replica applies a new state only once every version it names is on
 * its own disk, so it never names an entry it would answer 404 for.
 */
export function createReleaseRegistry(opts: ReleaseRegistryOptions): ReleaseRegistry {
  let state: RegistryStateRecord = { revision: 0, active: {}, canaries: {} };
  let loaded = false;
  let queue: Promise<void> = Promise.resolve();

  async function load() {
    const revision = await opts.releases.registryRevision();
    if (loaded && revision === state.revision) return;
    const next = await opts.releases.registryState();
    const needed = new Set<string>();
    for (const [dir, version] of Object.entries(next.active)) needed.add(`${dir}\n${version}`);
    for (const [dir, canary] of Object.entries(next.canaries)) needed.add(`${dir}\n${canary.version}`);
    for (const item of needed) {
      const [dir = '', version = ''] = item.split('\n');
      await opts.store.ensureLocal(dir, version, async () => {
        const release = await opts.releases.findRelease(dir, version);
        return release && { manifest: release.manifest, files: await opts.releases.releaseFiles(dir, version) };
      });
    }
    state = next;
    loaded = true;
    // A prune on any replica moves the revision: each replica then drops its own copy of what went.
    for (const { remote, version } of await opts.releases.prunedReleases()) await opts.store.remove(remote, version);
  }

  // One refresh at a time: a poll and a Redis message arriving together read the state once each, in order.
  const refresh = () => (queue = queue.then(load, load));
  const job = periodicJob(refresh, (err) => opts.logger.error({ err }, 'remote registry refresh failed; serving the last one read'));

  return {
    source: {
      async current(visitor) {
        return applyReleases(await opts.seed.current(), state, visitor);
      },
    },
    hasCanary: () => Object.keys(state.canaries).length > 0,
    refresh,
    async changed() {
      await refresh();
      await opts.publish?.().catch((err: Error) => opts.logger.warn({ error: { message: err.message } }, 'registry change not published to the other replicas; they see it at their next poll'));
    },
    start: () => job.start(opts.pollMs),
    stop: () => job.stop(),
  };
}
