import type { CartItem } from '@tjb/cart-bus';
import { z } from 'zod/mini';
import { NetworkError, messageOf, requestJson } from '@tjb/ui/http';

export const QUOTE_URL = '/api/checkout/quote';

export interface CheckoutCodes {
  discountCode?: string;
  giftCardCode?: string;
}

const quoteSchema = z.object({
  subtotal: z.string(),
  discount: z.string(),
  tax: z.string(),
  shipping: z.string(),
  total: z.string(),
  giftCard: z.string(),
  amountDue: z.string(),
  discountCode: z.nullable(z.string()),
  giftCardLast4: z.nullable(z.string()),
});
export type CheckoutQuote = z.infer<typeof quoteSchema>;

export type QuoteOutcome =
  | { ok: true; quote: CheckoutQuote }
  | { ok: false; field: keyof CheckoutCodes | null; message: string };

/** The gateway's figures for this cart with these codes (the same rules that charge the order). */
export async function quoteCheckout(cartItems: readonly CartItem[], codes: CheckoutCodes): Promise<QuoteOutcome> {
  try {
    const res = await requestJson(QUOTE_URL, { method: 'POST', body: { cartItems, ...codes } });
    const body = res.body as { quote?: unknown; field?: unknown } | undefined;
    if (res.ok) {
      const parsed = quoteSchema.safeParse(body?.quote);
      if (parsed.success) return { ok: true, quote: parsed.data };
    }
    const field = body?.field === 'discountCode' || body?.field === 'giftCardCode' ? body.field : null;
    return { ok: false, field, message: messageOf(body) ?? 'That code could not be checked. Please try again.' };
  } catch (error) {
    if (error instanceof NetworkError) return { ok: false, field: null, message: 'That code could not be checked. Please try again.' };
    throw error;
  }
}
