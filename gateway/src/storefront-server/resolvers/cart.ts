import { taxCents } from '@tjb/pricing';
import type { CatalogVariant } from '../../catalog/types';
import type { CartLineState, CartState } from '../cart/cart-store';
import { applyLineChanges, type LineChange } from '../cart/line-changes';
import type { StorefrontContext } from '../context';
import { money } from '../money';
import { paginate, type PageArgs } from '../pagination';
import type { ResolverMap } from './attach';

const MAX_NOTE = 5000;

interface UserError { code: string; field: string[] | null; message: string }
interface Warning { code: string; message: string; target: string }
interface Payload { cart: CartState | null; userErrors: UserError[]; warnings: Warning[] }

type LineSource = CartLineState & { __typename: 'CartLine'; variant: CatalogVariant };

function lineSources(ctx: StorefrontContext, cart: CartState): LineSource[] {
  // A line whose variant left the catalogue (a new CSV import) is dropped, as Shopify drops deleted merchandise.
  return cart.lines.flatMap((line) => {
    const found = ctx.catalog.variantById(line.merchandiseId);
    return found ? [{ ...line, __typename: 'CartLine' as const, variant: found.variant }] : [];
  });
}

function costs(ctx: StorefrontContext, cart: CartState) {
  const subtotal = lineSources(ctx, cart).reduce((sum, l) => sum + l.variant.priceCents * l.quantity, 0);
  // The shop's own tax estimate, so the embedded store's cart reads like the shop's checkout.
  const tax = taxCents(subtotal);
  return { subtotal, tax, total: subtotal + tax };
}

const noSuchCart = (): Payload => ({
  cart: null,
  userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }],
  warnings: [],
});

async function mutate(
  ctx: StorefrontContext,
  cartId: string,
  change: (cart: CartState) => Promise<Omit<Payload, 'cart'>> | Omit<Payload, 'cart'>,
): Promise<Payload> {
  const cart = await ctx.carts.get(cartId);
  if (!cart) return noSuchCart();
  const result = await change(cart);
  if (result.userErrors.length === 0) await ctx.carts.save(cart);
  return { cart, ...result };
}

const ok = { userErrors: [], warnings: [] };
const attr = (list: Array<{ key: string; value: string }>, key: string) => list.find((a) => a.key === key) ?? null;

interface CartInput {
  lines?: LineChange[] | null;
  note?: string | null;
  attributes?: Array<{ key: string; value: string }> | null;
  discountCodes?: string[] | null;
  buyerIdentity?: { countryCode?: string | null; email?: string | null; phone?: string | null } | null;
}

function applyIdentity(cart: CartState, identity: CartInput['buyerIdentity']): void {
  if (!identity) return;
  cart.buyerIdentity = {
    countryCode: identity.countryCode ?? cart.buyerIdentity.countryCode,
    email: identity.email ?? cart.buyerIdentity.email,
    phone: identity.phone ?? cart.buyerIdentity.phone,
  };
}

const noteError = (): UserError => ({ code: 'NOTE_TOO_LONG', field: ['note'], message: `Note must be at most ${MAX_NOTE} characters.` });

export const cartResolvers: ResolverMap = {
  QueryRoot: {
    cart: async (_root, { id }: { id: string }, ctx: StorefrontContext) => (await ctx.carts.get(id)) ?? null,
  },
  Mutation: {
    cartCreate: async (_root, { input }: { input?: CartInput | null }, ctx: StorefrontContext) => {
      if ((input?.note?.length ?? 0) > MAX_NOTE) return { cart: null, userErrors: [noteError()], warnings: [] };
      const cart = ctx.carts.create();
      const result = await applyLineChanges(ctx, cart, 'add', input?.lines ?? []);
      if (result.userErrors.length > 0) return { cart: null, ...result };
      Object.assign(cart, { note: input?.note ?? '', attributes: input?.attributes ?? [], discountCodes: input?.discountCodes ?? [] });
      applyIdentity(cart, input?.buyerIdentity);
      await ctx.carts.save(cart);
      return { cart, ...result };
    },
    cartLinesAdd: (_root, { cartId, lines }: { cartId: string; lines: LineChange[] }, ctx: StorefrontContext) =>
      mutate(ctx, cartId, (cart) => applyLineChanges(ctx, cart, 'add', lines)),
    cartLinesUpdate: (_root, { cartId, lines }: { cartId: string; lines: LineChange[] }, ctx: StorefrontContext) =>
      mutate(ctx, cartId, (cart) => applyLineChanges(ctx, cart, 'update', lines)),
    cartLinesRemove: (_root, { cartId, lineIds }: { cartId: string; lineIds: string[] }, ctx: StorefrontContext) =>
      mutate(ctx, cartId, (cart) => applyLineChanges(ctx, cart, 'update', lineIds.map((id) => ({ id, quantity: 0 })))),
    cartNoteUpdate: (_root, { cartId, note }: { cartId: string; note: string }, ctx: StorefrontContext) =>
      mutate(ctx, cartId, (cart) => {
        if (note.length > MAX_NOTE) return { userErrors: [noteError()], warnings: [] };
        cart.note = note;
        return ok;
      }),
    cartAttributesUpdate: (_root, { cartId, attributes }: { cartId: string; attributes: CartState['attributes'] }, ctx: StorefrontContext) =>
      mutate(ctx, cartId, (cart) => {
        const merged = new Map(cart.attributes.map((a) => [a.key, a.value]));
        for (const a of attributes) merged.set(a.key, a.value);
        cart.attributes = [...merged].map(([key, value]) => ({ key, value }));
        return ok;
      }),
    cartBuyerIdentityUpdate: (_root, { cartId, buyerIdentity }: { cartId: string; buyerIdentity: CartInput['buyerIdentity'] }, ctx: StorefrontContext) =>
      mutate(ctx, cartId, (cart) => {
        applyIdentity(cart, buyerIdentity);
        return ok;
      }),
    cartDiscountCodesUpdate: (_root, { cartId, discountCodes }: { cartId: string; discountCodes?: string[] | null }, ctx: StorefrontContext) =>
      mutate(ctx, cartId, (cart) => {
        cart.discountCodes = [...new Set((discountCodes ?? []).map((c) => c.trim()).filter(Boolean))];
        return ok;
      }),
  },
  Cart: {
    checkoutUrl: (cart: CartState, _a, ctx: StorefrontContext) => `${ctx.origin}/checkout?cart=${encodeURIComponent(cart.id)}`,
    totalQuantity: (cart: CartState, _a, ctx: StorefrontContext) => lineSources(ctx, cart).reduce((sum, l) => sum + l.quantity, 0),
    lines: (cart: CartState, args: PageArgs, ctx: StorefrontContext) => paginate(lineSources(ctx, cart), args, (l) => l.id),
    attribute: (cart: CartState, { key }: { key: string }) => attr(cart.attributes, key),
    // The embedded shop runs no promotions: codes are kept and reported as not applicable.
    discountCodes: (cart: CartState) => cart.discountCodes.map((code) => ({ code, applicable: false })),
    discountAllocations: () => [],
    appliedGiftCards: () => [],
    buyerIdentity: (cart: CartState) => ({ ...cart.buyerIdentity, customer: null }),
    cost: (cart: CartState, _a, ctx: StorefrontContext) => {
      const c = costs(ctx, cart);
      return {
        subtotalAmount: money(c.subtotal), subtotalAmountEstimated: false,
        totalTaxAmount: money(c.tax), totalTaxAmountEstimated: true,
        totalAmount: money(c.total), totalAmountEstimated: true,
        checkoutChargeAmount: money(c.total),
        totalDutyAmount: null, totalDutyAmountEstimated: false,
      };
    },
    estimatedCost: (cart: CartState, _a, ctx: StorefrontContext) => {
      const c = costs(ctx, cart);
      return { subtotalAmount: money(c.subtotal), totalTaxAmount: money(c.tax), totalAmount: money(c.total), checkoutChargeAmount: money(c.total), totalDutyAmount: null };
    },
  },
  CartLine: {
    merchandise: (line: LineSource) => line.variant,
    attribute: (line: LineSource, { key }: { key: string }) => attr(line.attributes, key),
    discountAllocations: () => [],
    cost: (line: LineSource) => ({
      amountPerQuantity: money(line.variant.priceCents),
      compareAtAmountPerQuantity: line.variant.compareAtPriceCents === null ? null : money(line.variant.compareAtPriceCents),
      subtotalAmount: money(line.variant.priceCents * line.quantity),
      totalAmount: money(line.variant.priceCents * line.quantity),
    }),
    estimatedCost: (line: LineSource) => ({
      amount: money(line.variant.priceCents * line.quantity),
      compareAtAmount: line.variant.compareAtPriceCents === null ? null : money(line.variant.compareAtPriceCents * line.quantity),
      subtotalAmount: money(line.variant.priceCents * line.quantity),
      totalAmount: money(line.variant.priceCents * line.quantity),
    }),
  },
};
