import type { SqlExecutor } from '../driver';
import type { BundleVisualizationItem } from '../types';

/** Once per order: a replayed purchase (same Idempotency-Key) keeps the first stored bundle. */
export async function saveBundleVisualization(sql: SqlExecutor, orderName: string, items: readonly BundleVisualizationItem[]): Promise<void> {
  await sql.query('INSERT INTO bundle_visualizations (order_name, items) VALUES ($1, $2) ON CONFLICT (order_name) DO NOTHING', [
    orderName,
    JSON.stringify(items),
  ]);
}

export async function findBundleVisualization(sql: SqlExecutor, orderName: string): Promise<BundleVisualizationItem[] | undefined> {
  const { rows } = await sql.query<{ items: unknown }>('SELECT items FROM bundle_visualizations WHERE order_name = $1', [orderName]);
  const items = rows[0]?.items;
  if (items === undefined) return undefined;
  // pg parses jsonb; PGlite too, but a driver that hands back text is read the same way.
  return (typeof items === 'string' ? JSON.parse(items) : items) as BundleVisualizationItem[];
}
