import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Pool, type PoolClient } from 'pg';
import type { Logger } from 'pino';

/** What the query modules need from either engine: parameterised SQL and its rows. */
export interface SqlExecutor {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[]; rowCount: number }>;
}

export interface SqlDriver extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
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
    close: () => pool.end(),
  };
}
