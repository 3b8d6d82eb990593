import { computeOrderTotals, formatCents, type OrderTotals, type PricedLineInput } from '@tjb/pricing';
import { giftCardCodeHash, normalizeCode } from '../codes/codes';
import type { Database, OrderRefusal } from '../db';

export const CODE_MESSAGES = {
  discountUnknown: 'That discount code is not valid.',
  discountUsed: 'This discount code has already been used.',
  discountNotApplicable: 'This discount code applies to merchandise, not to gift cards.',
  giftCardUnknown: 'That gift card code is not valid.',
  giftCardEmpty: 'This gift card has no balance left.',
} as const;

export type CodeField = 'discountCode' | 'giftCardCode';

export interface Adjustments {
  discount: { code: string; basisPoints: number } | null;
  giftCard: { codeHash: string; last4: string; balanceCents: number } | null;
}

export type AdjustmentsResult = ({ ok: true } & Adjustments) | { ok: false; field: CodeField; message: string };

/** The message for a code that was valid when checked but lost to another order in the transaction. */
export function refusalMessage(refusal: OrderRefusal): { field: CodeField; message: string } {
  if (refusal === 'discount-used') return { field: 'discountCode', message: CODE_MESSAGES.discountUsed };
  return { field: 'giftCardCode', message: refusal === 'gift-card-empty' ? CODE_MESSAGES.giftCardEmpty : CODE_MESSAGES.giftCardUnknown };
}

/**
 * Checks the codes a shopper typed against the database. The checks are repeated where it counts, in the
 * order's own transaction (a code used or a card emptied meanwhile is refused there).
 */
export async function resolveAdjustments(
  db: Pick<Database, 'findDiscountCode' | 'findGiftCard'>,
  lines: readonly PricedLineInput[],
  codes: { discountCode?: string; giftCardCode?: string },
): Promise<AdjustmentsResult> {
  let discount: Adjustments['discount'] = null;
  if (codes.discountCode) {
    const code = normalizeCode(codes.discountCode);
    const found = code ? await db.findDiscountCode(code) : undefined;
    if (!found) return { ok: false, field: 'discountCode', message: CODE_MESSAGES.discountUnknown };
    if (found.used) return { ok: false, field: 'discountCode', message: CODE_MESSAGES.discountUsed };
    if (computeOrderTotals(lines).merchandiseCents === 0) return { ok: false, field: 'discountCode', message: CODE_MESSAGES.discountNotApplicable };
    discount = { code: found.code, basisPoints: found.basisPoints };
  }
  let giftCard: Adjustments['giftCard'] = null;
  if (codes.giftCardCode) {
    const code = normalizeCode(codes.giftCardCode);
    const codeHash = code ? giftCardCodeHash(code) : null;
    const found = codeHash ? await db.findGiftCard(codeHash) : undefined;
    if (!found || !codeHash) return { ok: false, field: 'giftCardCode', message: CODE_MESSAGES.giftCardUnknown };
    if (found.balanceCents <= 0) return { ok: false, field: 'giftCardCode', message: CODE_MESSAGES.giftCardEmpty };
    giftCard = { codeHash, last4: found.last4, balanceCents: found.balanceCents };
  }
  return { ok: true, discount, giftCard };
}

export function totalsWith(lines: readonly PricedLineInput[], adjustments: Adjustments): OrderTotals {
  return computeOrderTotals(lines, {
    discountBasisPoints: adjustments.discount?.basisPoints,
    giftCardBalanceCents: adjustments.giftCard?.balanceCents,
  });
}

/** The figures as the checkout shows them (decimal strings). */
export function quoteView(totals: OrderTotals, adjustments: Adjustments) {
  return {
    subtotal: formatCents(totals.subtotalCents),
    discount: formatCents(totals.discountCents),
    tax: formatCents(totals.taxCents),
    shipping: formatCents(totals.shippingCents),
    total: formatCents(totals.totalCents),
    giftCard: formatCents(totals.giftCardAppliedCents),
    amountDue: formatCents(totals.amountDueCents),
    discountCode: adjustments.discount?.code ?? null,
    giftCardLast4: adjustments.giftCard?.last4 ?? null,
  };
}
