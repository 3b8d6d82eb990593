import type { CartItem } from '@tjb/cart-bus';
import { z } from 'zod/mini';
import { NetworkError, messageOf, requestJson } from '@tjb/ui/http';

export const CHECKOUT_UNAVAILABLE_MESSAGE = 'Checkout is unavailable right now. Please try again in a moment.';

const SHOPIFY_VARIANT = /^gid:\/\/shopify\/ProductVariant\/\S+$/;

/** Only catalogue variants can go to the store's own checkout; designer garments cannot. */
export function canUseShopifyCheckout(items: readonly CartItem[]): boolean {
  return items.length > 0 && items.every((item) => item.shopifyVariantId !== null && SHOPIFY_VARIANT.test(item.shopifyVariantId));
}

const answerSchema = z.object({
  checkoutUrl: z.string().check(
    z.refine((url) => {
      try {
        return ['https:', 'http:'].includes(new URL(url).protocol);
      } catch {
        return false;
      }
    }),
  ),
});

const optionsSchema = z.object({ hostedCheckout: z.boolean() });

/**
 * GET /api/checkout/options: whether the shop runs on a store whose hosted checkout can take over. On
 * the embedded store it cannot (its checkout address would lead nowhere), so the button stays away. Any
 * failure to find out counts as no.
 */
export async function hasHostedCheckout(): Promise<boolean> {
  try {
    const response = await requestJson('/api/checkout/options');
    const answer = optionsSchema.safeParse(response.body);
    return response.ok && answer.success && answer.data.hostedCheckout;
  } catch {
    return false;
  }
}

export type ShopifyCheckoutResult = { ok: true; checkoutUrl: string } | { ok: false; message: string };

/**
 * POST /api/shopify/cart/create (spec 000 §7) with the browser cart's lines, so what the shopper sees
 * is what the store's checkout gets. Only an http(s) checkoutUrl is ever followed.
 */
export async function createShopifyCheckout(items: readonly CartItem[]): Promise<ShopifyCheckoutResult> {
  const lines = items.map((item) => ({ merchandiseId: item.shopifyVariantId, quantity: item.quantity }));
  try {
    const response = await requestJson('/api/shopify/cart/create', { method: 'POST', body: { lines } });
    const answer = answerSchema.safeParse(response.body);
    if (response.ok && answer.success) return { ok: true, checkoutUrl: answer.data.checkoutUrl };
    return { ok: false, message: messageOf(response.body) ?? CHECKOUT_UNAVAILABLE_MESSAGE };
  } catch (error) {
    if (error instanceof NetworkError) return { ok: false, message: CHECKOUT_UNAVAILABLE_MESSAGE };
    throw error;
  }
}
