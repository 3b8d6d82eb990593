import type { SqlExecutor } from '../driver';

/**
 * A guest session is only a cookie; what the database keeps of it is its server cart. A cart nobody
 * has touched since `cutoff` goes whole (a session's lines are judged by its latest change), and
 * Idempotency-Keys past their expiry go too, so a quiet shop does not keep them until the next order.
 * The embedded Storefront API's carts follow the same retention.
 */
export async function purgeIdleSessions(sql: SqlExecutor, cutoff: Date): Promise<{ cartLines: number; idempotencyKeys: number; storefrontCarts: number }> {
  const carts = await sql.query(
    `DELETE FROM cart_lines WHERE session_key IN (
       SELECT session_key FROM cart_lines GROUP BY session_key HAVING max(updated_at) < $1)`,
    [cutoff.toISOString()],
  );
  const keys = await sql.query('DELETE FROM idempotency_keys WHERE expires_at < now()');
  const storefrontCarts = await sql.query('DELETE FROM storefront_carts WHERE updated_at < $1', [cutoff.toISOString()]);
  return { cartLines: carts.rowCount, idempotencyKeys: keys.rowCount, storefrontCarts: storefrontCarts.rowCount };
}
