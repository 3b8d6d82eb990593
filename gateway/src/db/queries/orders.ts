import { randomUUID } from 'node:crypto';
import type { SqlDriver, SqlExecutor } from '../driver';
import type { BeginOrderResult, ReapedOrders, IssueGiftCard, NewOrder, OrderLineRecord, OrderRecord, OrderRefusal, StockShortage } from '../types';
import { holdStock, releaseOrderStock } from './inventory';
import { insertBundleVisualization } from './bundle-visualizations';
import { enqueueMail } from './mail';

/** Thrown inside the transaction so a shortage rolls back every decrement already made. */
class ShortageRollback extends Error {
  constructor(readonly shortages: StockShortage[]) {
    super('stock shortage');
  }
}

/** Thrown inside the transaction when a code cannot be used after all (another order got there first). */
class RefusalRollback extends Error {
  constructor(readonly refusal: OrderRefusal) {
    super(refusal);
  }
}

export async function beginOrder(driver: SqlDriver, order: NewOrder): Promise<BeginOrderResult> {
  const orderId = randomUUID();
  try {
    const giftCardCents = await driver.transaction(async (tx) => {
      const tracked = order.lines.filter((l) => l.tracksStock && l.variantId);
      const shortages = await holdStock(tx, tracked.map((l) => ({ variantId: l.variantId as string, quantity: l.quantity })));
      if (shortages.length > 0) throw new ShortageRollback(shortages);
      await insertOrder(tx, orderId, order);
      if (order.bundleVisualization) await insertBundleVisualization(tx, orderId, order.bundleVisualization);
      if (order.discount) {
        // Conditional on being unused: of two orders racing for one code, exactly one gets it.
        const claimed = await tx.query(
          'UPDATE discount_codes SET used_order_id = $2, used_at = now() WHERE code = $1 AND used_order_id IS NULL',
          [order.discount.code, orderId],
        );
        if (claimed.rowCount === 0) throw new RefusalRollback('discount-used');
      }
      return order.giftCard ? takeFromGiftCard(tx, orderId, order.giftCard.codeHash, order.totalCents) : 0;
    });
    return { ok: true, orderId, giftCardCents };
  } catch (err) {
    if (err instanceof ShortageRollback) return { ok: false, shortages: err.shortages };
    if (err instanceof RefusalRollback) return { ok: false, refusal: err.refusal };
    throw err;
  }
}

/** The card's row is locked until commit, so concurrent orders take from it one after another. */
async function takeFromGiftCard(tx: SqlExecutor, orderId: string, codeHash: string, totalCents: number): Promise<number> {
  const { rows } = await tx.query<{ id: string; balance_cents: number }>(
    'SELECT id, balance_cents FROM gift_cards WHERE code_hash = $1 FOR UPDATE',
    [codeHash],
  );
  const card = rows[0];
  if (!card) throw new RefusalRollback('gift-card-unknown');
  const taken = Math.min(Number(card.balance_cents), totalCents);
  if (taken <= 0) throw new RefusalRollback('gift-card-empty');
  await tx.query('UPDATE gift_cards SET balance_cents = balance_cents - $2 WHERE id = $1', [card.id, taken]);
  await tx.query('UPDATE orders SET gift_card_id = $2, gift_card_cents = $3 WHERE id = $1', [orderId, card.id, taken]);
  return taken;
}

async function insertOrder(tx: SqlExecutor, orderId: string, order: NewOrder): Promise<void> {
  await tx.query(
    `INSERT INTO orders (id, kind, status, session_key, email, shipping_address, billing_address,
       subtotal_cents, tax_cents, shipping_cents, total_cents, payment_method, card_brand, card_last4, processor,
       discount_code, discount_cents)
     VALUES ($1, $2, 'pending', $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
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
      order.discount?.code ?? null,
      order.discount?.cents ?? 0,
    ],
  );
  for (const [position, line] of order.lines.entries()) {
    await tx.query(
      `INSERT INTO order_lines (order_id, position, product_id, variant_id, title, variant_title, image, quantity,
         unit_price_cents, tracks_stock, gift_card)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
      [orderId, position, line.productId, line.variantId, line.title, line.variantTitle, line.image, line.quantity,
        line.unitPriceCents, line.tracksStock, line.giftCard ? JSON.stringify(line.giftCard) : null],
    );
  }
}

export async function completeOrder(
  driver: SqlDriver,
  orderId: string,
  processorRef: string,
  giftCards: readonly IssueGiftCard[],
): Promise<OrderRecord> {
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
    // Paid and issued together: a card exists exactly when its order is paid, and its mail with it.
    for (const card of giftCards) {
      await tx.query(
        `INSERT INTO gift_cards (id, code_hash, last4, initial_cents, balance_cents, order_id) VALUES ($1, $2, $3, $4, $4, $5)`,
        [randomUUID(), card.codeHash, card.last4, card.amountCents, orderId],
      );
      await enqueueMail(tx, card.mail);
    }
    const order = await loadOrder(tx, 'id = $1', orderId);
    if (!order) throw new Error(`order ${orderId} vanished`);
    return order;
  });
}

export async function failOrder(driver: SqlDriver, orderId: string, reason: string): Promise<void> {
  await driver.transaction((tx) => releaseOrder(tx, orderId, reason));
}

/** Fails a pending order and undoes what beginOrder took: stock, discount code, gift card balance. */
async function releaseOrder(tx: SqlExecutor, orderId: string, reason: string): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE orders SET status = 'failed', failure_reason = $2 WHERE id = $1 AND status = 'pending'`,
    [orderId, reason],
  );
  if (updated.rowCount === 0) return false;
  await releaseOrderStock(tx, orderId);
  await tx.query('UPDATE discount_codes SET used_order_id = NULL, used_at = NULL WHERE used_order_id = $1', [orderId]);
  await tx.query(
    `UPDATE gift_cards SET balance_cents = balance_cents + o.gift_card_cents
     FROM orders o WHERE o.id = $1 AND gift_cards.id = o.gift_card_id`,
    [orderId],
  );
  await tx.query('UPDATE orders SET gift_card_cents = 0 WHERE id = $1', [orderId]);
  return true;
}

/**
 * Fails pending orders begun before `cutoff`: their process died between holding the stock and
 * recording the charge's outcome. Several replicas may reap at once: SKIP LOCKED hands each order to
 * one of them, and an order another request is completing right now (its row locked) is left alone.
 */
export async function reapPendingOrders(driver: SqlDriver, cutoff: Date, limit: number): Promise<ReapedOrders> {
  return driver.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `SELECT id FROM orders WHERE status = 'pending' AND created_at < $1
       ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [cutoff.toISOString(), limit],
    );
    const orderIds: string[] = [];
    for (const { id } of rows) if (await releaseOrder(tx, id, 'abandoned')) orderIds.push(id);
    if (orderIds.length === 0) return { orderIds, productIds: [] };
    const products = await tx.query<{ product_id: string }>(
      'SELECT DISTINCT product_id FROM order_lines WHERE order_id = ANY($1::uuid[]) AND tracks_stock',
      [orderIds],
    );
    return { orderIds, productIds: products.rows.map((r) => r.product_id) };
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
  discount_code: string | null;
  discount_cents: number;
  gift_card_cents: number;
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
  gift_card: OrderLineRecord['giftCard'];
}

async function loadOrder(sql: SqlExecutor, where: 'id = $1' | 'name = $1', value: string): Promise<OrderRecord | undefined> {
  const { rows } = await sql.query<OrderRow>(`SELECT * FROM orders WHERE ${where}`, [value]);
  const row = rows[0];
  if (!row) return undefined;
  const lines = await sql.query<OrderLineRow>(
    `SELECT product_id, variant_id, title, variant_title, image, quantity, unit_price_cents, tracks_stock, gift_card
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
        giftCard: l.gift_card ?? null,
      }),
    ),
    subtotalCents: Number(row.subtotal_cents),
    taxCents: Number(row.tax_cents),
    shippingCents: Number(row.shipping_cents),
    totalCents: Number(row.total_cents),
    discount: row.discount_code ? { code: row.discount_code, cents: Number(row.discount_cents) } : null,
    giftCardCents: Number(row.gift_card_cents),
    payment: { method: row.payment_method, cardBrand: row.card_brand, cardLast4: row.card_last4, processor: row.processor },
    processorRef: row.processor_ref,
    createdAt: new Date(row.created_at),
    paidAt: row.paid_at === null ? null : new Date(row.paid_at),
  };
}
