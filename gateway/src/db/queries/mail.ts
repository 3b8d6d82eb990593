import { randomUUID } from 'node:crypto';
import type { SqlDriver, SqlExecutor } from '../driver';
import type { NewMail, OutboxMail } from '../types';

export async function enqueueMail(sql: SqlExecutor, mail: NewMail): Promise<void> {
  await sql.query('INSERT INTO email_outbox (id, to_address, subject, text_body) VALUES ($1, $2, $3, $4)', [
    randomUUID(),
    mail.to,
    mail.subject,
    mail.text,
  ]);
}

/**
 * Leases up to `limit` due messages: their next attempt moves `leaseSeconds` ahead, so a second sender
 * (another gateway) skips them, and a sender that dies mid-send leaves them to be tried again.
 */
export async function leaseDueMail(driver: SqlDriver, limit: number, leaseSeconds: number): Promise<OutboxMail[]> {
  const { rows } = await driver.query<{ id: string; to_address: string; subject: string; text_body: string; attempts: number }>(
    `UPDATE email_outbox SET next_attempt_at = now() + make_interval(secs => $2), attempts = attempts + 1
     WHERE id IN (SELECT id FROM email_outbox WHERE status = 'pending' AND next_attempt_at <= now()
                  ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, to_address, subject, text_body, attempts`,
    [limit, leaseSeconds],
  );
  return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.text_body, attempts: Number(r.attempts) }));
}

/** Delivered: the body (it may hold a gift card code) is not kept once the recipient has it. */
export async function markMailSent(driver: SqlDriver, id: string): Promise<void> {
  await driver.query(`UPDATE email_outbox SET status = 'sent', sent_at = now(), text_body = '', last_error = NULL WHERE id = $1`, [id]);
}

export async function markMailFailed(driver: SqlDriver, id: string, error: string, retryInSeconds: number): Promise<void> {
  await driver.query(
    `UPDATE email_outbox SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1 AND status = 'pending'`,
    [id, error.slice(0, 500), retryInSeconds],
  );
}

export async function listOutbox(driver: SqlDriver): Promise<Array<OutboxMail & { status: string }>> {
  const { rows } = await driver.query<{ id: string; to_address: string; subject: string; text_body: string; attempts: number; status: string }>(
    'SELECT id, to_address, subject, text_body, attempts, status FROM email_outbox ORDER BY created_at, id',
  );
  return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.text_body, attempts: Number(r.attempts), status: r.status }));
}
