import type { SqlExecutor } from '../driver';
import type { IdempotencyClaim } from '../types';

/**
 * Claims an Idempotency-Key for one request. The insert is the lock: exactly one of two racing
 * requests inserts the row; the other sees it and is told whether to wait (409), stop (422) or replay.
 */
export async function claimIdempotencyKey(
  sql: SqlExecutor,
  input: { scope: string; key: string; fingerprint: string; ttlSeconds: number },
): Promise<IdempotencyClaim> {
  // Expired keys are forgotten lazily; the index on expires_at keeps this cheap.
  await sql.query('DELETE FROM idempotency_keys WHERE expires_at < now()');
  const inserted = await sql.query(
    `INSERT INTO idempotency_keys (scope, key, fingerprint, status, expires_at)
     VALUES ($1, $2, $3, 'processing', now() + make_interval(secs => $4))
     ON CONFLICT (scope, key) DO NOTHING`,
    [input.scope, input.key, input.fingerprint, input.ttlSeconds],
  );
  if (inserted.rowCount > 0) return { state: 'claimed' };
  const { rows } = await sql.query<{ fingerprint: string; status: string; response_status: number | null; response_body: unknown }>(
    'SELECT fingerprint, status, response_status, response_body FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [input.scope, input.key],
  );
  const row = rows[0];
  // Deleted between our insert and select (released after a crash of the first request): treat as busy.
  if (!row) return { state: 'in-progress' };
  if (row.fingerprint !== input.fingerprint) return { state: 'mismatch' };
  if (row.status !== 'completed' || row.response_status === null) return { state: 'in-progress' };
  return { state: 'completed', status: Number(row.response_status), body: row.response_body };
}

export async function completeIdempotencyKey(
  sql: SqlExecutor,
  scope: string,
  key: string,
  response: { status: number; body: unknown },
): Promise<void> {
  await sql.query(
    `UPDATE idempotency_keys SET status = 'completed', response_status = $3, response_body = $4::jsonb
     WHERE scope = $1 AND key = $2`,
    [scope, key, response.status, JSON.stringify(response.body)],
  );
}

export async function releaseIdempotencyKey(sql: SqlExecutor, scope: string, key: string): Promise<void> {
  await sql.query(`DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND status = 'processing'`, [scope, key]);
}
