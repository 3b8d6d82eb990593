import { randomUUID } from 'node:crypto';
import type { SqlDriver } from '../driver';
import type { DiscountCodeRecord, GiftCardRecord, NewMail } from '../types';
import { enqueueMail } from './mail';

export async function findGiftCard(driver: SqlDriver, codeHash: string): Promise<GiftCardRecord | undefined> {
  const { rows } = await driver.query<{ id: string; last4: string; balance_cents: number; initial_cents: number }>(
    'SELECT id, last4, balance_cents, initial_cents FROM gift_cards WHERE code_hash = $1',
    [codeHash],
  );
  const row = rows[0];
  return row && { id: row.id, last4: row.last4, balanceCents: Number(row.balance_cents), initialCents: Number(row.initial_cents) };
}

export async function findDiscountCode(driver: SqlDriver, code: string): Promise<DiscountCodeRecord | undefined> {
  const { rows } = await driver.query<{ code: string; basis_points: number; used_order_id: string | null }>(
    'SELECT code, basis_points, used_order_id FROM discount_codes WHERE code = $1',
    [code],
  );
  const row = rows[0];
  return row && { code: row.code, basisPoints: Number(row.basis_points), used: row.used_order_id !== null };
}

/** The code and the mail that carries it, together or not at all. */
export async function createDiscountCode(
  driver: SqlDriver,
  input: { code: string; basisPoints: number; email: string | null; mail: NewMail | null },
): Promise<void> {
  await driver.transaction(async (tx) => {
    await tx.query('INSERT INTO discount_codes (code, basis_points, email) VALUES ($1, $2, $3)', [input.code, input.basisPoints, input.email]);
    if (input.mail) await enqueueMail(tx, input.mail);
  });
}

export const newGiftCardId = () => randomUUID();
