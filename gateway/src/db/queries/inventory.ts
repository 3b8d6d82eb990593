import type { Catalog } from '../../catalog/types';
import type { SqlExecutor } from '../driver';
import type { StockLine, StockShortage } from '../types';
import { notifyBackInStock } from './back-in-stock';

export async function seedInventory(sql: SqlExecutor, catalog: Catalog): Promise<number> {
  const ids: string[] = [];
  const quantities: number[] = [];
  for (const product of catalog.products) {
    for (const variant of product.variants) {
      ids.push(variant.id);
      quantities.push(Math.max(0, Math.trunc(variant.initialQuantity)));
    }
  }
  if (ids.length === 0) return 0;
  // ON CONFLICT DO NOTHING: a restart must not undo the stock that orders have already taken.
  const result = await sql.query(
    `INSERT INTO inventory (variant_id, quantity)
       SELECT * FROM unnest($1::text[], $2::int[])
     ON CONFLICT (variant_id) DO NOTHING`,
    [ids, quantities],
  );
  return result.rowCount;
}

export async function stockLevels(sql: SqlExecutor, variantIds: readonly string[]): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const { rows } = await sql.query<{ variant_id: string; quantity: number }>(
    'SELECT variant_id, quantity FROM inventory WHERE variant_id = ANY($1::text[])',
    [[...variantIds]],
  );
  return new Map(rows.map((r) => [r.variant_id, Number(r.quantity)]));
}

/**
 * One row holding every id (a variant id has no line break): at 100k products ~90,000 ids come back,
 * and as one row each the driver's per-row decoding made the read 3-4 times as long.
 */
export async function soldOutVariants(sql: SqlExecutor): Promise<string[]> {
  const { rows } = await sql.query<{ ids: string | null }>("SELECT string_agg(variant_id, E'\\n') AS ids FROM inventory WHERE quantity <= 0");
  const ids = rows[0]?.ids;
  return ids ? ids.split('\n') : [];
}

export async function setStockLevel(sql: SqlExecutor, variantId: string, quantity: number): Promise<void> {
  await sql.query(
    `INSERT INTO inventory (variant_id, quantity) VALUES ($1, $2)
     ON CONFLICT (variant_id) DO UPDATE SET quantity = EXCLUDED.quantity, updated_at = now()`,
    [variantId, quantity],
  );
}

/**
 * Takes stock for every line or reports what is short. Each decrement is conditional
 * (`quantity >= wanted`), so two orders racing for the last unit cannot both win; rows are locked in
 * id order so two multi-line orders cannot deadlock. Call inside a transaction and roll back on shortage.
 */
export async function holdStock(tx: SqlExecutor, lines: readonly StockLine[]): Promise<StockShortage[]> {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  const shortages: StockShortage[] = [];
  for (const [variantId, requested] of [...wanted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const taken = await tx.query(
      `UPDATE inventory SET quantity = quantity - $2, updated_at = now()
       WHERE variant_id = $1 AND quantity >= $2 RETURNING quantity`,
      [variantId, requested],
    );
    if (taken.rows.length > 0) continue;
    const current = await tx.query<{ quantity: number }>('SELECT quantity FROM inventory WHERE variant_id = $1', [variantId]);
    shortages.push({ variantId, requested, available: Number(current.rows[0]?.quantity ?? 0) });
  }
  return shortages;
}

/** Puts back the stock a failed order held; whoever waited for one of those variants is mailed. */
export async function releaseOrderStock(tx: SqlExecutor, orderId: string): Promise<void> {
  const { rows } = await tx.query<{ variant_id: string }>(
    `UPDATE inventory AS i SET quantity = i.quantity + l.held, updated_at = now()
     FROM (SELECT variant_id, sum(quantity)::int AS held FROM order_lines
           WHERE order_id = $1 AND tracks_stock GROUP BY variant_id) AS l
     WHERE i.variant_id = l.variant_id
     RETURNING i.variant_id`,
    [orderId],
  );
  await notifyBackInStock(tx, rows.map((r) => r.variant_id));
}

/** The channel the inventory table's trigger announces every committed change of stock on (migration 0061). */
export const STOCK_CHANGED_CHANNEL = 'tjb_stock_changed';
