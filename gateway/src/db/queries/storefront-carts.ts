import type { SqlExecutor } from '../driver';
import type { StorefrontCartState } from '../types';

export async function loadStorefrontCart(sql: SqlExecutor, id: string): Promise<StorefrontCartState | undefined> {
  const { rows } = await sql.query<{ state: StorefrontCartState }>('SELECT state FROM storefront_carts WHERE id = $1', [id]);
  return rows[0]?.state;
}

/** Last write wins, as two tabs changing one Shopify cart at once would also see. */
export async function saveStorefrontCart(sql: SqlExecutor, cart: StorefrontCartState): Promise<void> {
  await sql.query(
    `INSERT INTO storefront_carts (id, state, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (id) DO UPDATE SET state = EXCLUDED.state, updated_at = now()`,
    [cart.id, JSON.stringify(cart)],
  );
}
