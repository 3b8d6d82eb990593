import { randomUUID } from 'node:crypto';
import type { SqlDriver, SqlExecutor } from '../driver';
import type { BeginOrderResult, NewOrder, OrderLineRecord, OrderRecord, StockShortage } from '../types';
import { holdStock, releaseOrderStock } from './inventory';

/** Thrown inside the transaction so a shortage rolls back every decrement already made. */
class ShortageRollback extends Error {
  constructor(readonly shortages: StockShortage[]) {
    super('stock shortage');
  }
}

export async function beginOrder(driver: SqlDriver, order: NewOrder): Promise<BeginOrderResult> {
  const orderId = randomUUID();
  try {
    await driver.transaction(async (tx) => {
      const tracked = order.lines.filter((l) => l.tracksStock && l.variantId);
      const shortages = await holdStock(tx, tracked.map((l) => ({ variantId: l.variantId as string, quantity: l.quantity })));
      if (shortages.length > 0) throw new ShortageRollback(shortages);
      await insertOrder(tx, orderId, order);
    });
    return { ok: true, orderId };
  } catch (err) {
    if (err instanceof ShortageRollback) return { ok: false, shortages: err.shortages };
    throw err;
  }
}

async function insertOrder(tx: SqlExecutor, orderId: string, order: NewOrder): Promise<void> {
  await tx.query(
    `INSERT INTO orders (id, kind, status, session_key, email, shipping_address, billing_address,
       subtotal_cents, tax_cents, shipping_cents, total_cents, payment_method, card_brand, card_last4, processor)
     VALUES ($1, $2, 'pending', $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      orderId,
      order.kind,
      order.sessionKey,
      order.email,
      order.shippingAddress ? JSON.stringify(order.shippingAddress) : null,
      order.billingAddress ? JSON.stringify(order.billingAddress) : null,
      order.subtotalCents,
      order.taxCents,
      order.shippingCents,
      order.totalCents,
      order.payment.method,
      order.payment.cardBrand,
      order.payment.cardLast4,
      order.payment.processor,
    ],
  );
  for (const [position, line] of order.lines.entries()) {
    await tx.query(
      `INSERT INTO order_lines (order_id, position, product_id, variant_id, title, variant_title, image, quantity,
         unit_price_cents, tracks_stock)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [orderId, position, line.productId, line.variantId, line.title, line.variantTitle, line.image, line.quantity,
        line.unitPriceCents, line.tracksStock],
    );
  }
}

export async function completeOrder(driver: SqlDriver, orderId: string, processorRef: string): Promise<OrderRecord> {
  return driver.transaction(async (tx) => {
    // The counter row lock makes names gapless: only paid orders take a number, in commit order.
    const counter = await tx.query<{ value: string | number }>(
      `UPDATE counters SET value = value + 1 WHERE name = 'order_number' RETURNING value`,
    );
    const name = `TJB-${String(counter.rows[0]?.value)}`;
    const updated = await tx.query(
      `UPDATE orders SET status = 'paid', name = $2, processor_ref = $3, paid_at = now()
       WHERE id = $1 AND status = 'pending'`,
      [orderId, name, processorRef],
    );
    if (updated.rowCount === 0) throw new Error(`order ${orderId} is not pending`);
    const order = await loadOrder(tx, 'id = $1', orderId);
    if (!order) throw new Error(`order ${orderId} vanished`);
    return order;
  });
}

export async function failOrder(driver: SqlDriver, orderId: string, reason: string): Promise<void> {
  await driver.transaction(async (tx) => {
    const updated = await tx.query(
      `UPDATE orders SET status = 'failed', failure_reason = $2 WHERE id = $1 AND status = 'pending'`,
      [orderId, reason],
    );
    if (updated.rowCount > 0) await releaseOrderStock(tx, orderId);
  });
}

export async function findOrderByName(sql: SqlExecutor, name: string): Promise<OrderRecord | undefined> {
  return loadOrder(sql, 'name = $1', name);
}

interface OrderRow {
  id: string;
  name: string | null;
  kind: OrderRecord['kind'];
  status: OrderRecord['status'];
  session_key: string;
  email: string | null;
  shipping_address: OrderRecord['shippingAddress'];
  billing_address: OrderRecord['billingAddress'];
  subtotal_cents: number;
  tax_cents: number;
  shipping_cents: number;
  total_cents: number;
  payment_method: OrderRecord['payment']['method'];
  card_brand: string | null;
  card_last4: string | null;
  processor: string;
  processor_ref: string | null;
  created_at: Date | string;
  paid_at: Date | string | null;
}

interface OrderLineRow {
  product_id: string;
  variant_id: string | null;
  title: string;
  variant_title: string;
  image: string | null;
  quantity: number;
  unit_price_cents: number;
  tracks_stock: boolean;
}

async function loadOrder(sql: SqlExecutor, where: 'id = $1' | 'name = $1', value: string): Promise<OrderRecord | undefined> {
  const { rows } = await sql.query<OrderRow>(`SELECT * FROM orders WHERE ${where}`, [value]);
  const row = rows[0];
  if (!row) return undefined;
  const lines = await sql.query<OrderLineRow>(
    `SELECT product_id, variant_id, title, variant_title, image, quantity, unit_price_cents, tracks_stock
     FROM order_lines WHERE order_id = $1 ORDER BY position`,
    [row.id],
  );
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.status,
    sessionKey: row.session_key,
    email: row.email,
    shippingAddress: row.shipping_address,
    billingAddress: row.billing_address,
    lines: lines.rows.map(
      (l): OrderLineRecord => ({
        productId: l.product_id,
        variantId: l.variant_id,
        title: l.title,
        variantTitle: l.variant_title,
        image: l.image,
        quantity: Number(l.quantity),
        unitPriceCents: Number(l.unit_price_cents),
        tracksStock: l.tracks_stock,
      }),
    ),
    subtotalCents: Number(row.subtotal_cents),
    taxCents: Number(row.tax_cents),
    shippingCents: Number(row.shipping_cents),
    totalCents: Number(row.total_cents),
    payment: { method: row.payment_method, cardBrand: row.card_brand, cardLast4: row.card_last4, processor: row.processor },
    processorRef: row.processor_ref,
    createdAt: new Date(row.created_at),
    paidAt: row.paid_at === null ? null : new Date(row.paid_at),
  };
}
