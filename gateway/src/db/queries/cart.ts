import type { SqlExecutor } from '../driver';
import type { CartLineRecord, NewCartLine } from '../types';

interface CartLineRow {
  line_id: string;
  product_id: string;
  variant_id: string | null;
  quantity: number;
  unit_price_cents: number;
  product_data: CartLineRecord['productData'];
  variant_data: CartLineRecord['variantData'];
  created_at: Date | string;
}

const toRecord = (r: CartLineRow): CartLineRecord => ({
  lineId: r.line_id,
  productId: r.product_id,
  variantId: r.variant_id,
  quantity: Number(r.quantity),
  unitPriceCents: Number(r.unit_price_cents),
  productData: r.product_data,
  variantData: r.variant_data,
  createdAt: new Date(r.created_at),
});

export async function listCartLines(sql: SqlExecutor, sessionKey: string): Promise<CartLineRecord[]> {
  const { rows } = await sql.query<CartLineRow>(
    `SELECT line_id, product_id, variant_id, quantity, unit_price_cents, product_data, variant_data, created_at
     FROM cart_lines WHERE session_key = $1 ORDER BY created_at, line_id`,
    [sessionKey],
  );
  return rows.map(toRecord);
}

export async function addCartLine(sql: SqlExecutor, sessionKey: string, line: NewCartLine): Promise<number> {
  const { rows } = await sql.query<{ quantity: number }>(
    `INSERT INTO cart_lines (session_key, line_id, product_id, variant_id, quantity, unit_price_cents, product_data, variant_data)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)
     ON CONFLICT (session_key, line_id) DO UPDATE SET
       quantity = cart_lines.quantity + EXCLUDED.quantity,
       unit_price_cents = EXCLUDED.unit_price_cents,
       product_data = EXCLUDED.product_data,
       variant_data = EXCLUDED.variant_data,
       updated_at = now()
     RETURNING quantity`,
    [
      sessionKey,
      line.lineId,
      line.productId,
      line.variantId,
      line.quantity,
      line.unitPriceCents,
      JSON.stringify(line.productData),
      JSON.stringify(line.variantData),
    ],
  );
  return Number(rows[0]?.quantity ?? line.quantity);
}

export async function setCartLineQuantity(sql: SqlExecutor, sessionKey: string, lineId: string, quantity: number): Promise<boolean> {
  const result = await sql.query(
    'UPDATE cart_lines SET quantity = $3, updated_at = now() WHERE session_key = $1 AND line_id = $2',
    [sessionKey, lineId, quantity],
  );
  return result.rowCount > 0;
}

export async function removeCartLine(sql: SqlExecutor, sessionKey: string, lineId: string): Promise<boolean> {
  const result = await sql.query('DELETE FROM cart_lines WHERE session_key = $1 AND line_id = $2', [sessionKey, lineId]);
  return result.rowCount > 0;
}

export async function clearCart(sql: SqlExecutor, sessionKey: string): Promise<void> {
  await sql.query('DELETE FROM cart_lines WHERE session_key = $1', [sessionKey]);
}
