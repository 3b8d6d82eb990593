import type { Logger } from 'pino';
import type { PruneOutcome, ReleaseQueries } from '../db/queries/releases';
import type { ReleaseStore } from './release-store';

export interface ReleasePrunerOptions {
  releases: ReleaseQueries;
  store: ReleaseStore;
  /** RELEASE_KEEP: how many releases are kept besides the active one, the canary and the rollback target. */
  keep: number;
  logger: Logger;
}

/**
 * Pruning of a remote's release history: the database decides what goes (and keeps the rows, marked),
 * then this replica's copy of those files goes too; the other replicas drop theirs at their next
 * registry read, which the prune's log entry triggers.
 */
export function createReleasePruner(opts: ReleasePrunerOptions): (dir: string, token: string) => Promise<PruneOutcome> {
  return async (dir, token) => {
    const outcome = await opts.releases.prune(dir, opts.keep, token);
    for (const version of outcome.pruned) await opts.store.remove(dir, version);
    if (outcome.pruned.length) opts.logger.info({ remote: dir, pruned: outcome.pruned, kept: outcome.kept, keep: opts.keep, token }, 'old releases pruned');
    return outcome;
  };
}
