/**
 * Gift cards bought on the home page (spec 000 §2.4, §9): the cart line's ids carry the amount in
 * cents, `gift-card-{cents}-{timestamp}` and `gift-card-variant-{design}-{timestamp}`. The amount must
 * be one the form allows ($10 to $5000); it holds no stock and is delivered by email.
 */
export const GIFT_CARD_MIN_CENTS = 10_00;
export const GIFT_CARD_MAX_CENTS = 5000_00;

export interface GiftCardLine {
  amountCents: number;
}

export function giftCardForIds(productId: string, variantId: string | null): GiftCardLine | undefined {
  const product = /^gift-card-(\d{1,7})-\d+$/.exec(productId);
  if (!product?.[1] || !variantId || !/^gift-card-variant-\d+-\d+$/.test(variantId)) return undefined;
  const amountCents = Number(product[1]);
  if (amountCents < GIFT_CARD_MIN_CENTS || amountCents > GIFT_CARD_MAX_CENTS) return undefined;
  return { amountCents };
}

export function isGiftCardProductId(productId: string): boolean {
  return productId.startsWith('gift-card-');
}
