import type { CatalogProduct, CatalogVariant } from '../../catalog/types';
import type { StorefrontContext } from '../context';
import type { CartLineState, CartState } from './cart-store';

/**
 * Adds or updates cart lines the way Shopify does: every change is checked first and a bad one
 * rejects the whole mutation (userErrors); stock then trims what cannot be sold (warnings).
 */
export interface LineChange {
  id?: string | null;
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: Array<{ key: string; value: string }> | null;
}

interface UserError { code: string; field: string[] | null; message: string }
interface Warning { code: string; message: string; target: string }

const MAX_LINES = 500;
const MAX_QUANTITY = 10_000;
const sameAttributes = (a: CartLineState['attributes'], b: CartLineState['attributes']) =>
  JSON.stringify([...a].sort((x, y) => x.key.localeCompare(y.key))) === JSON.stringify([...b].sort((x, y) => x.key.localeCompare(y.key)));

interface Planned {
  line: CartLineState;
  variant: CatalogVariant;
  product: CatalogProduct;
  isNew: boolean;
  quantity: number;
  merchandiseId: string;
  attributes: CartLineState['attributes'];
}

export async function applyLineChanges(
  ctx: StorefrontContext,
  cart: CartState,
  mode: 'add' | 'update',
  changes: readonly LineChange[],
): Promise<{ userErrors: UserError[]; warnings: Warning[] }> {
  const userErrors: UserError[] = [];
  const plans = new Map<CartLineState, Planned>();
  changes.forEach((change, i) => {
    const at = (field: string) => ['lines', String(i), field];
    const existing = mode === 'update' ? cart.lines.find((l) => l.id === change.id) : undefined;
    if (mode === 'update' && !existing) {
      userErrors.push({ code: 'INVALID', field: at('id'), message: `The merchandise line with id ${change.id ?? ''} does not exist.` });
      return;
    }
    const merchandiseId = change.merchandiseId ?? existing?.merchandiseId ?? '';
    const found = ctx.catalog.variantById(merchandiseId);
    if (!found) {
      userErrors.push({ code: 'INVALID', field: at('merchandiseId'), message: `The merchandise with id ${merchandiseId} does not exist.` });
      return;
    }
    const quantity = change.quantity ?? (mode === 'add' ? 1 : (existing?.quantity ?? 1));
    if (!Number.isInteger(quantity) || quantity < (mode === 'add' ? 1 : 0)) {
      userErrors.push({ code: 'INVALID', field: at('quantity'), message: `The quantity must be ${mode === 'add' ? 'at least 1' : 'zero or more'}.` });
      return;
    }
    if (quantity > MAX_QUANTITY) {
      userErrors.push({ code: 'MAXIMUM_EXCEEDED', field: at('quantity'), message: `The quantity must be at most ${MAX_QUANTITY}.` });
      return;
    }
    const attributes = change.attributes ?? existing?.attributes ?? [];
    const merged = mode === 'add'
      ? (cart.lines.find((l) => l.merchandiseId === merchandiseId && sameAttributes(l.attributes, attributes))
        ?? [...plans.values()].find((p) => p.isNew && p.merchandiseId === merchandiseId && sameAttributes(p.attributes, attributes))?.line)
      : existing;
    const line = merged ?? { id: ctx.carts.newLineId(cart), merchandiseId, quantity: 0, attributes };
    const earlier = plans.get(line);
    const base = earlier?.quantity ?? line.quantity;
    plans.set(line, {
      line, variant: found.variant, product: found.product, isNew: !cart.lines.includes(line), attributes, merchandiseId,
      quantity: mode === 'add' ? base + quantity : quantity,
    });
  });
  const newLines = [...plans.values()].filter((p) => p.isNew).length;
  if (cart.lines.length + newLines > MAX_LINES) {
    userErrors.push({ code: 'INVALID', field: ['lines'], message: `A cart can hold at most ${MAX_LINES} lines.` });
  }
  if (userErrors.length > 0) return { userErrors, warnings: [] };

  const warnings: Warning[] = [];
  for (const plan of plans.values()) {
    let quantity = plan.quantity;
    const stock = quantity > plan.line.quantity ? await ctx.stock.quantity(plan.variant) : null;
    if (stock !== null && stock <= 0) {
      warnings.push({ code: 'MERCHANDISE_OUT_OF_STOCK', target: plan.merchandiseId, message: `${plan.product.title} (${plan.variant.title}) is sold out.` });
      quantity = plan.line.quantity;
    } else if (stock !== null && quantity > stock) {
      warnings.push({ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: plan.merchandiseId, message: `Only ${stock} of ${plan.product.title} (${plan.variant.title}) are available.` });
      quantity = stock;
    }
    plan.line.merchandiseId = plan.merchandiseId;
    plan.line.attributes = plan.attributes;
    plan.line.quantity = quantity;
    if (plan.isNew && quantity > 0 && !cart.lines.includes(plan.line)) cart.lines.push(plan.line);
  }
  cart.lines = cart.lines.filter((l) => l.quantity > 0);
  return { userErrors: [], warnings };
}
