import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { openDatabase, type Database } from '../../db';

export type DatabaseVariant = 'pglite' | 'postgres';

const DEFAULT_TEST_URL = 'postgres://postgres@127.0.0.1:5432/test';
let reported = false;

/**
 * The PostgreSQL server for the PG half of the suite: TEST_DATABASE_URL, else the local one with trust
 * auth. Checked synchronously (a child process) because jest needs the list of variants before tests run.
 */
export function postgresTestUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_URL;
  const pgPath = require.resolve('pg');
  const probe = `const { Client } = require(${JSON.stringify(pgPath)});
    const c = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });
    c.connect().then(() => c.query('select 1')).then(() => c.end()).then(() => process.exit(0), () => process.exit(1));`;
  const result = spawnSync(process.execPath, ['-e', probe, url], { timeout: 8000, stdio: 'ignore' });
  return result.status === 0 ? url : undefined;
}

/** Always PGlite; PostgreSQL too when a server answers (else the PG half is skipped, loudly). */
export function databaseVariants(): Array<{ variant: DatabaseVariant; url?: string }> {
  const url = postgresTestUrl();
  if (!url && !reported) {
    reported = true;
    console.warn(
      `PostgreSQL variant SKIPPED: no server answered at ${process.env.TEST_DATABASE_URL || DEFAULT_TEST_URL}. ` +
        'Set TEST_DATABASE_URL or start PostgreSQL to run the integration suite against it too.',
    );
  }
  return url ? [{ variant: 'pglite' }, { variant: 'postgres', url }] : [{ variant: 'pglite' }];
}

export interface TestDatabase {
  db: Database;
  /** PostgreSQL only: this database's schema. */
  schema?: string;
  /** Closes the database and, on PostgreSQL, drops this run's schema. */
  dispose(): Promise<void>;
}

const silent = pino({ level: 'silent' });

/**
 * A fresh, migrated database. On PostgreSQL each call gets its own schema (search_path via the URL's
 * `options`), so parallel test files and parallel runs never see each other's rows.
 */
export async function openTestDatabase(variant: DatabaseVariant, opts: { url?: string; dataDir?: string } = {}): Promise<TestDatabase> {
  if (variant === 'pglite') {
    const db = await openDatabase({ dataDir: opts.dataDir ?? 'memory://', logger: silent });
    return { db, dispose: () => db.close() };
  }
  const { Client } = await import('pg');
  const baseUrl = opts.url ?? DEFAULT_TEST_URL;
  const schema = `tjb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  try {
    const db = await openDatabase({ databaseUrl: url.toString(), logger: silent });
    return {
      db,
      schema,
      dispose: async () => {
        await db.close();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      },
    };
  } catch (err) {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await admin.end();
    throw err;
  }
}
