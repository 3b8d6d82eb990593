import type { SqlExecutor } from '../driver';
import type { BundleVisualizationItem } from '../types';

/** Inside the transaction that begins the order: the bundle exists exactly when its order does. */
export async function insertBundleVisualization(tx: SqlExecutor, orderId: string, items: readonly BundleVisualizationItem[]): Promise<void> {
  await tx.query('INSERT INTO bundle_visualizations (order_id, items) VALUES ($1, $2)', [orderId, JSON.stringify(items)]);
}

/** The bundle of a paid order, by the order's name. */
export async function findBundleVisualization(sql: SqlExecutor, orderName: string): Promise<BundleVisualizationItem[] | undefined> {
  const { rows } = await sql.query<{ items: unknown }>(
    `SELECT b.items FROM bundle_visualizations b JOIN orders o ON o.id = b.order_id
     WHERE o.name = $1 AND o.status = 'paid'`,
    [orderName],
  );
  const items = rows[0]?.items;
  if (items === undefined) return undefined;
  // pg parses jsonb; PGlite too, but a driver that hands back text is read the same way.
  return (typeof items === 'string' ? JSON.parse(items) : items) as BundleVisualizationItem[];
}
