import type { CartItemPayload } from '@tjb/forms';
import type { Offers } from '../catalog/offers';
import type { CartLineRecord, Database } from '../db';
import { AppError } from '../errors/app-error';
import { computeCartTotals, formatCents } from '@tjb/pricing';
import { lineDisplay, resolveLine, resolvedVariantId, snapshotFor } from '../orders/pricing';

export interface CartDeps {
  db: Database;
  offers: Offers;
}

export const UNAVAILABLE_MESSAGE = 'This product is currently unavailable.';
export const LINE_NOT_FOUND_MESSAGE = 'That item is no longer in your cart.';

/** Spec 000 §3: "product id and variant id joined with a dash, or the word default". */
export const cartLineId = (productId: string, variantId: string | null) => `${productId}-${variantId ?? 'default'}`;

/**
 * The server cart as the browser's guest cart shapes it (cart-bus `CartItem` lines and `CartTotals`),
 * priced now from the store the shopper sees, with each line's live stock so the drawer can warn
 * before checkout.
 */
export async function viewCart(deps: CartDeps, sessionKey: string | undefined) {
  const rows = sessionKey ? await deps.db.listCartLines(sessionKey) : [];
  const { products, stock } = await snapshotFor(deps.offers, rows);
  const priced = rows.map((row) => ({ row, line: resolveLine(products, row.productId, row.variantId) }));
  const items = priced.map(({ row, line }) => {
    const unitPriceCents = line?.unitPriceCents ?? row.unitPriceCents;
    const onHand = line?.kind === 'catalog' ? stock.get(line.variant.id) : undefined;
    return {
      ...toCartItem(row, unitPriceCents),
      lineTotal: formatCents(unitPriceCents * row.quantity),
      availableForSale: line !== undefined && (onHand === undefined || onHand > 0),
      quantityAvailable: onHand ?? null,
    };
  });
  return { items, totals: computeCartTotals(items) };
}

export type CartView = Awaited<ReturnType<typeof viewCart>>;

function toCartItem(row: CartLineRecord, unitPriceCents: number) {
  return {
    id: row.lineId,
    shopifyProductId: row.productId,
    shopifyVariantId: row.variantId,
    quantity: row.quantity,
    price: formatCents(unitPriceCents),
    productData: row.productData,
    variantData: row.variantData,
  };
}

function assertInStock(stock: ReadonlyMap<string, number>, variantId: string, quantity: number): void {
  const onHand = stock.get(variantId);
  if (onHand === undefined || quantity <= onHand) return;
  if (onHand === 0) throw AppError.conflict(UNAVAILABLE_MESSAGE, { quantityAvailable: 0 });
  throw AppError.conflict(`Only ${onHand} left in stock.`, { quantityAvailable: onHand });
}

/** Same product and variant raises that line's quantity (spec 000 §4); the catalogue sets the price. */
export async function addToCart(deps: CartDeps, sessionKey: string, input: CartItemPayload): Promise<CartView> {
  const { products, stock } = await snapshotFor(deps.offers, [{ productId: input.shopifyProductId }]);
  const line = resolveLine(products, input.shopifyProductId, input.shopifyVariantId);
  if (!line) throw new AppError(404, UNAVAILABLE_MESSAGE);
  const variantId = resolvedVariantId(line, input.shopifyVariantId);
  const lineId = cartLineId(input.shopifyProductId, variantId);
  if (line.kind === 'catalog') {
    const existing = (await deps.db.listCartLines(sessionKey)).find((row) => row.lineId === lineId);
    assertInStock(stock, line.variant.id, (existing?.quantity ?? 0) + input.quantity);
  }
  await deps.db.addCartLine(sessionKey, {
    lineId,
    productId: input.shopifyProductId,
    variantId,
    quantity: input.quantity,
    unitPriceCents: line.unitPriceCents,
    ...lineDisplay(line, input),
  });
  return viewCart(deps, sessionKey);
}

/** A quantity of 0 or below removes the line (spec 000 §4). */
export async function updateCartLine(deps: CartDeps, sessionKey: string | undefined, lineId: string, quantity: number): Promise<CartView> {
  if (!sessionKey) throw new AppError(404, LINE_NOT_FOUND_MESSAGE);
  if (quantity <= 0) return removeCartLine(deps, sessionKey, lineId);
  const row = (await deps.db.listCartLines(sessionKey)).find((r) => r.lineId === lineId);
  if (!row) throw new AppError(404, LINE_NOT_FOUND_MESSAGE);
  const { products, stock } = await snapshotFor(deps.offers, [row]);
  const line = resolveLine(products, row.productId, row.variantId);
  if (line?.kind === 'catalog') assertInStock(stock, line.variant.id, quantity);
  await deps.db.setCartLineQuantity(sessionKey, lineId, quantity);
  return viewCart(deps, sessionKey);
}

export async function removeCartLine(deps: CartDeps, sessionKey: string | undefined, lineId: string): Promise<CartView> {
  if (!sessionKey || !(await deps.db.removeCartLine(sessionKey, lineId))) throw new AppError(404, LINE_NOT_FOUND_MESSAGE);
  return viewCart(deps, sessionKey);
}

export async function clearCart(deps: CartDeps, sessionKey: string | undefined): Promise<CartView> {
  if (sessionKey) await deps.db.clearCart(sessionKey);
  return viewCart(deps, sessionKey);
}
