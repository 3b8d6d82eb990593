/**
 * Gift cards bought on the home page (spec 000 §2.4, §9): a cart line whose ids carry the amount in
 * cents, `gift-card-{cents}-{timestamp}` and `gift-card-variant-{design}-{timestamp}`. A gift card is
 * not taxed and not shipped: its total equals its amount. It holds no stock and is delivered by email.
 */
export const GIFT_CARD_MIN_CENTS = 10_00;
export const GIFT_CARD_MAX_CENTS = 5000_00;

export function isGiftCardProductId(productId: string): boolean {
  return productId.startsWith('gift-card-');
}

/** The amount a gift card line's ids name, or undefined when they are not a valid gift card line. */
export function giftCardAmountCents(productId: string, variantId: string | null): number | undefined {
  const product = /^gift-card-(\d{1,7})-\d+$/.exec(productId);
  if (!product?.[1] || !variantId || !/^gift-card-variant-\d+-\d+$/.test(variantId)) return undefined;
  const amountCents = Number(product[1]);
  return amountCents >= GIFT_CARD_MIN_CENTS && amountCents <= GIFT_CARD_MAX_CENTS ? amountCents : undefined;
}

/**
 * Codes are read the way people type them: case, spaces and dashes do not matter. Null when what is
 * left cannot be a code at all (so it is refused before any lookup).
 */
export function normalizeCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]+/g, '');
  return /^[A-Z0-9]{4,40}$/.test(code) ? code : null;
}
