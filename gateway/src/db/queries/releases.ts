import type { SqlDriver, SqlExecutor } from '../driver';

/** A release as the registry knows it; `manifest` is the uploaded manifest, checked before it was stored. */
export interface ReleaseRecord {
  remote: string;
  version: string;
  manifest: unknown;
  uploadedBy: string;
  uploadedAt: Date;
  /** When its files were removed (pruning); the row stays so the log and the activations naming it stay whole. */
  prunedAt: Date | null;
}

export interface RegistryStateRecord {
  /** The newest log id: it moves with every change, so a replica rereads only when it moved. */
  revision: number;
  active: Record<string, string>;
  canaries: Record<string, { version: string; percent: number }>;
}

export interface ReleaseLogRecord {
  id: number;
  remote: string;
  action: string;
  version: string | null;
  detail: Record<string, unknown>;
  token: string;
  at: Date;
}

export type RollbackOutcome =
  | { kind: 'canary-ended'; version: string }
  | { kind: 'rolled-back'; from: string; to: string | null }
  | { kind: 'nothing' };

/** What a prune left and removed: `kept` are the versions whose files stay, newest first. */
export interface PruneOutcome {
  kept: string[];
  pruned: string[];
}

export interface ReleaseQueries {
  /** Stores a release and its files; false when that version was already uploaded (versions are immutable). */
  insertRelease(release: { remote: string; version: string; manifest: unknown; token: string; files: Array<{ path: string; bytes: Buffer }> }): Promise<boolean>;
  findRelease(remote: string, version: string): Promise<ReleaseRecord | undefined>;
  listReleases(remote: string): Promise<ReleaseRecord[]>;
  releaseFiles(remote: string, version: string): Promise<Array<{ path: string; bytes: Buffer }>>;
  registryRevision(): Promise<number>;
  registryState(): Promise<RegistryStateRecord>;
  /** null when the version is not there to promote (never uploaded, or pruned meanwhile). */
  promote(remote: string, version: string, token: string): Promise<{ previous: string | null } | null>;
  /** false when the version is not there to serve (never uploaded, or pruned meanwhile). */
  startCanary(remote: string, version: string, percent: number, token: string): Promise<boolean>;
  /**
   * Removes the files of a remote's old releases from the database and marks them pruned. Kept: the
   * active version, the canary, the rollback target (the activation before the active one) and the
   * `keep` newest other uploads. Logged as one `prune` entry when anything went.
   */
  prune(remote: string, keep: number, token: string): Promise<PruneOutcome>;
  /** Every pruned release, so each replica can drop its own copy of their files. */
  prunedReleases(): Promise<Array<{ remote: string; version: string }>>;
  rollback(remote: string, token: string): Promise<RollbackOutcome>;
  releaseLog(remote: string, limit: number): Promise<ReleaseLogRecord[]>;
}

const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

async function log(sql: SqlExecutor, entry: { remote: string; action: string; version: string | null; detail?: Record<string, unknown>; token: string }) {
  await sql.query('INSERT INTO remote_release_log (remote, action, version, detail, token) VALUES ($1, $2, $3, $4, $5)', [
    entry.remote,
    entry.action,
    entry.version,
    JSON.stringify(entry.detail ?? {}),
    entry.token,
  ]);
}

/**
 * The live activations of a remote, newest first: [0] is the active version, [1] what a rollback
 * returns to. An activation of a pruned release is passed over (its files are gone): a rollback that
 * reaches it goes on to the next kept one, or to the file/env registry's entry.
 */
async function liveActivations(sql: SqlExecutor, remote: string, limit: number): Promise<Array<{ id: number; version: string }>> {
  const { rows } = await sql.query<{ id: string; version: string }>(
    `SELECT a.id, a.version FROM remote_activations a JOIN remote_releases r USING (remote, version)
     WHERE a.remote = $1 AND a.rolled_back_at IS NULL AND r.pruned_at IS NULL ORDER BY a.id DESC LIMIT $2`,
    [remote, limit],
  );
  return rows.map((r) => ({ id: Number(r.id), version: r.version }));
}

const activeVersion = async (sql: SqlExecutor, remote: string) => (await liveActivations(sql, remote, 1))[0];

/** Locks the release row (a prune and a promote of it take turns) and says whether its files are there. */
async function lockServable(sql: SqlExecutor, remote: string, version: string): Promise<boolean> {
  const { rows } = await sql.query<{ pruned_at: Date | null }>('SELECT pruned_at FROM remote_releases WHERE remote = $1 AND version = $2 FOR UPDATE', [remote, version]);
  return rows.length > 0 && rows[0]!.pruned_at === null;
}

type ReleaseRow = { remote: string; version: string; manifest: unknown; uploaded_by: string; uploaded_at: Date; pruned_at: Date | null };
const toRelease = (r: ReleaseRow): ReleaseRecord => ({
  remote: r.remote,
  version: r.version,
  manifest: json(r.manifest),
  uploadedBy: r.uploaded_by,
  uploadedAt: new Date(r.uploaded_at),
  prunedAt: r.pruned_at ? new Date(r.pruned_at) : null,
});
const RELEASE_COLUMNS = 'remote, version, manifest, uploaded_by, uploaded_at, pruned_at';

export function createReleaseQueries(driver: SqlDriver): ReleaseQueries {
  return {
    insertRelease: (release) =>
      driver.transaction(async (tx) => {
        const inserted = await tx.query(
          'INSERT INTO remote_releases (remote, version, manifest, uploaded_by) VALUES ($1, $2, $3, $4) ON CONFLICT (remote, version) DO NOTHING',
          [release.remote, release.version, JSON.stringify(release.manifest), release.token],
        );
        if (inserted.rowCount === 0) return false;
        for (const file of release.files) {
          await tx.query('INSERT INTO remote_release_files (remote, version, path, bytes) VALUES ($1, $2, $3, $4)', [release.remote, release.version, file.path, file.bytes]);
        }
        await log(tx, { remote: release.remote, action: 'upload', version: release.version, detail: { files: release.files.length }, token: release.token });
        return true;
      }),

    async findRelease(remote, version) {
      const { rows } = await driver.query<ReleaseRow>(`SELECT ${RELEASE_COLUMNS} FROM remote_releases WHERE remote = $1 AND version = $2`, [remote, version]);
      return rows[0] ? toRelease(rows[0]) : undefined;
    },

    async listReleases(remote) {
      const { rows } = await driver.query<ReleaseRow>(
        `SELECT ${RELEASE_COLUMNS} FROM remote_releases WHERE remote = $1 ORDER BY uploaded_at DESC, version DESC`,
        [remote],
      );
      return rows.map(toRelease);
    },

    async releaseFiles(remote, version) {
      const { rows } = await driver.query<{ path: string; bytes: Uint8Array }>('SELECT path, bytes FROM remote_release_files WHERE remote = $1 AND version = $2', [remote, version]);
      return rows.map((r) => ({ path: r.path, bytes: Buffer.from(r.bytes) }));
    },

    async registryRevision() {
      const { rows } = await driver.query<{ revision: string | null }>('SELECT max(id) AS revision FROM remote_release_log');
      return Number(rows[0]?.revision ?? 0);
    },

    async registryState() {
      // One transaction, so the revision and the rows it describes are read together.
      return driver.transaction(async (tx) => {
        const revision = await tx.query<{ revision: string | null }>('SELECT max(id) AS revision FROM remote_release_log');
        const active = await tx.query<{ remote: string; version: string }>(
          `SELECT DISTINCT ON (a.remote) a.remote, a.version FROM remote_activations a JOIN remote_releases r USING (remote, version)
           WHERE a.rolled_back_at IS NULL AND r.pruned_at IS NULL ORDER BY a.remote, a.id DESC`,
        );
        const canaries = await tx.query<{ remote: string; version: string; percent: number }>('SELECT remote, version, percent FROM remote_canaries');
        return {
          revision: Number(revision.rows[0]?.revision ?? 0),
          active: Object.fromEntries(active.rows.map((r) => [r.remote, r.version])),
          canaries: Object.fromEntries(canaries.rows.map((r) => [r.remote, { version: r.version, percent: Number(r.percent) }])),
        };
      });
    },

    promote: (remote, version, token) =>
      driver.transaction(async (tx) => {
        if (!(await lockServable(tx, remote, version))) return null;
        const previous = (await activeVersion(tx, remote))?.version ?? null;
        await tx.query('INSERT INTO remote_activations (remote, version, activated_by) VALUES ($1, $2, $3)', [remote, version, token]);
        await tx.query('DELETE FROM remote_canaries WHERE remote = $1', [remote]);
        await log(tx, { remote, action: 'promote', version, detail: { previous }, token });
        return { previous };
      }),

    startCanary: (remote, version, percent, token) =>
      driver.transaction(async (tx) => {
        if (!(await lockServable(tx, remote, version))) return false;
        await tx.query(
          `INSERT INTO remote_canaries (remote, version, percent, started_by) VALUES ($1, $2, $3, $4)
           ON CONFLICT (remote) DO UPDATE SET version = EXCLUDED.version, percent = EXCLUDED.percent, started_by = EXCLUDED.started_by, started_at = now()`,
          [remote, version, percent, token],
        );
        await log(tx, { remote, action: 'canary', version, detail: { percent }, token });
        return true;
      }),

    prune: (remote, keep, token) =>
      driver.transaction(async (tx): Promise<PruneOutcome> => {
        // Locked first, in the order a promote locks its one row: a promote or canary of an old version
        // either lands before (and its version is kept) or finds it pruned.
        const { rows } = await tx.query<{ version: string }>(
          'SELECT version FROM remote_releases WHERE remote = $1 AND pruned_at IS NULL ORDER BY uploaded_at DESC, version DESC FOR UPDATE',
          [remote],
        );
        const pinned = new Set((await liveActivations(tx, remote, 2)).map((a) => a.version));
        const canary = await tx.query<{ version: string }>('SELECT version FROM remote_canaries WHERE remote = $1', [remote]);
        for (const c of canary.rows) pinned.add(c.version);
        const kept: string[] = [];
        const pruned: string[] = [];
        let others = 0;
        for (const { version } of rows) {
          if (pinned.has(version)) kept.push(version);
          else if (others < keep) {
            others += 1;
            kept.push(version);
          } else pruned.push(version);
        }
        if (pruned.length === 0) return { kept, pruned };
        await tx.query('UPDATE remote_releases SET pruned_at = now() WHERE remote = $1 AND version = ANY($2::text[])', [remote, pruned]);
        await tx.query('DELETE FROM remote_release_files WHERE remote = $1 AND version = ANY($2::text[])', [remote, pruned]);
        await log(tx, { remote, action: 'prune', version: null, detail: { pruned, keep }, token });
        return { kept, pruned };
      }),

    async prunedReleases() {
      const { rows } = await driver.query<{ remote: string; version: string }>('SELECT remote, version FROM remote_releases WHERE pruned_at IS NOT NULL');
      return rows;
    },

    rollback: (remote, token) =>
      driver.transaction(async (tx): Promise<RollbackOutcome> => {
        // A running canary is what a rollback undoes first: its sessions go back to the active version.
        const canary = await tx.query<{ version: string }>('DELETE FROM remote_canaries WHERE remote = $1 RETURNING version', [remote]);
        if (canary.rows[0]) {
          await log(tx, { remote, action: 'canary-ended', version: canary.rows[0].version, token });
          return { kind: 'canary-ended', version: canary.rows[0].version };
        }
        const current = await activeVersion(tx, remote);
        if (!current) return { kind: 'nothing' };
        await tx.query('UPDATE remote_activations SET rolled_back_at = now() WHERE id = $1', [current.id]);
        const to = (await activeVersion(tx, remote))?.version ?? null;
        await log(tx, { remote, action: 'rollback', version: to, detail: { from: current.version }, token });
        return { kind: 'rolled-back', from: current.version, to };
      }),

    async releaseLog(remote, limit) {
      const { rows } = await driver.query<{ id: string; remote: string; action: string; version: string | null; detail: unknown; token: string; at: Date }>(
        'SELECT id, remote, action, version, detail, token, at FROM remote_release_log WHERE remote = $1 ORDER BY id DESC LIMIT $2',
        [remote, limit],
      );
      return rows.map((r) => ({ id: Number(r.id), remote: r.remote, action: r.action, version: r.version, detail: json(r.detail) as Record<string, unknown>, token: r.token, at: new Date(r.at) }));
    },
  };
}
