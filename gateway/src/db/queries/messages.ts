import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from '../driver';
import type { NewContactMessage } from '../types';

export async function saveContactMessage(sql: SqlExecutor, message: NewContactMessage): Promise<{ id: string }> {
  const id = randomUUID();
  await sql.query(
    `INSERT INTO contact_messages (id, name, email, phone, subject, category, message)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, message.name, message.email, message.phone, message.subject, message.category, message.message],
  );
  return { id };
}

export async function subscribeNewsletter(
  sql: SqlExecutor,
  email: string,
): Promise<{ alreadySubscribed: boolean; subscriberCount: number }> {
  const inserted = await sql.query(
    'INSERT INTO newsletter_subscribers (email) VALUES ($1) ON CONFLICT (email) DO NOTHING',
    [email],
  );
  return { alreadySubscribed: inserted.rowCount === 0, subscriberCount: await newsletterSubscriberCount(sql) };
}

export async function newsletterSubscriberCount(sql: SqlExecutor): Promise<number> {
  const { rows } = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM newsletter_subscribers');
  return Number(rows[0]?.n ?? 0);
}
