import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from '../driver';
import type { NewBackInStockRequest } from '../types';
import { enqueueMail } from './mail';

/** Stores the request once per variant and address while it is pending; a repeat is not an error. */
export async function requestBackInStock(sql: SqlExecutor, request: NewBackInStockRequest): Promise<{ alreadyRequested: boolean }> {
  const inserted = await sql.query(
    `INSERT INTO back_in_stock_requests (id, variant_id, email, product_title, product_url) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (variant_id, email) WHERE notified_at IS NULL DO NOTHING`,
    [randomUUID(), request.variantId, request.email, request.productTitle, request.productUrl],
  );
  return { alreadyRequested: inserted.rowCount === 0 };
}

/**
 * For every pending request whose variant has stock again, queues its mail and marks it notified: in the
 * caller's transaction, so a restock and its mails commit together, and each request is mailed once
 * (the UPDATE claims it; a second restock finds nothing pending).
 */
export async function notifyBackInStock(tx: SqlExecutor, variantIds: readonly string[]): Promise<number> {
  if (variantIds.length === 0) return 0;
  const { rows } = await tx.query<{ email: string; product_title: string; product_url: string }>(
    `UPDATE back_in_stock_requests AS r SET notified_at = now()
     FROM inventory AS i
     WHERE r.variant_id = i.variant_id AND i.quantity > 0 AND r.notified_at IS NULL AND r.variant_id = ANY($1::text[])
     RETURNING r.email, r.product_title, r.product_url`,
    [[...variantIds]],
  );
  for (const row of rows) {
    await enqueueMail(tx, {
      to: row.email,
      subject: `${row.product_title} is back in stock`,
      text: [
        `Good news: ${row.product_title} is back in stock at TJ's Biker Gear.`,
        '',
        `Get yours before it goes again: ${row.product_url}`,
        '',
        'You asked us to tell you once; this is the only email about it.',
      ].join('\n'),
    });
  }
  return rows.length;
}

export async function pendingBackInStock(sql: SqlExecutor, variantId: string): Promise<string[]> {
  const { rows } = await sql.query<{ email: string }>(
    'SELECT email FROM back_in_stock_requests WHERE variant_id = $1 AND notified_at IS NULL ORDER BY created_at, email',
    [variantId],
  );
  return rows.map((r) => r.email);
}
