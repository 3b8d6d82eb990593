import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Client, Pool, type PoolClient } from 'pg';
import type { Logger } from 'pino';

/** What the query modules need from either engine: parameterised SQL and its rows. */
export interface SqlExecutor {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[]; rowCount: number }>;
}

export interface SqlDriver extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /**
   * Calls `notified` for each NOTIFY on `channel` (from any connection to the database, this process's
   * or another's), until the returned stop is called. Resolves once it listens. `lost` is called if the
   * connection that listens fails: notifications after it are missed.
   */
  listen(channel: string, notified: () => void, lost: (err: Error) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * PGlite is one in-process connection: its own queue serialises statements and a transaction holds
 * the queue, so concurrent requests are safe without a pool.
 */
export async function createPgliteDriver(dataDir: string): Promise<SqlDriver> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  const wrap = (q: Pick<PGlite, 'query'>): SqlExecutor => ({
    async query<R>(text: string, params?: unknown[]) {
      const result = await q.query<R>(text, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // One process holds the database: its own NOTIFYs are all there is, and they cannot be lost.
    listen: (channel, notified) => pg.listen(channel, () => notified()),
    close: () => pg.close(),
  };
}

// Deadlock and serialisation failures are safe to retry: the transaction left no trace.
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 3;

export function createPgDriver(databaseUrl: string, logger: Logger): SqlDriver {
  const pool = new Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client can lose its server; without a listener that error would crash the process.
  pool.on('error', (err) => logger.warn({ error: { message: err.message } }, 'idle PostgreSQL client failed'));
  const listeners = new Set<() => Promise<void>>();
  const wrap = (q: Pool | PoolClient): SqlExecutor => ({
    async query<R>(text: string, params?: unknown[]) {
      const result = await q.query(text, params);
      return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt += 1) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (err) {
          await client.query('ROLLBACK').catch(() => undefined);
          const code = (err as { code?: string }).code;
          if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw err;
        } finally {
          client.release();
        }
      }
    },
    // LISTEN holds a connection of its own for as long as it listens: not one of the pool's.
    async listen(channel, notified, lost) {
      const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
      let stopped = false;
      client.on('notification', (message) => message.channel === channel && notified());
      client.on('error', (err) => {
        if (stopped) return;
        stopped = true;
        lost(err);
        client.end().catch(() => undefined);
      });
      await client.connect();
      try {
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch (err) {
        await client.end().catch(() => undefined);
        throw err;
      }
      client.once('end', () => {
        if (stopped) return;
        stopped = true;
        lost(new Error('the connection listening for notifications ended'));
      });
      const stop = async () => {
        stopped = true;
        listeners.delete(stop);
        await client.end().catch(() => undefined);
      };
      listeners.add(stop);
      return stop;
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
