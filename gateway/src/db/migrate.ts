import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { SqlDriver } from './driver';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** `0001_initial.sql` → version 1. Files are applied in version order, each exactly once. */
export function listMigrations(dir = MIGRATIONS_DIR): Array<{ version: number; name: string; sql: string }> {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 4)), name: file, sql: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

/**
 * Applies pending migrations in one transaction under an advisory lock, so two gateways starting
 * against the same PostgreSQL do not both run them.
 */
export async function runMigrations(driver: SqlDriver, logger: Logger): Promise<void> {
  const migrations = listMigrations();
  await driver.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(7130421)`);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => Number(r.version)));
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      // One statement per query: statements end with a semicolon at the end of a line.
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      logger.info({ migration: migration.name }, 'database migration applied');
    }
  });
}

/** Splits a migration file into statements (extended-protocol queries take one statement each). */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
