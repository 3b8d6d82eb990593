/** The guest-cart rules (spec 000 §3–§5, §9). Pure: they take the current lines and return new ones. */
import * as v from 'valibot';
import {
  describeIssues,
  imageSchema,
  priceSchema,
  quantitySchema,
  requiredText,
  selectedOptionSchema,
  type CartItem,
} from './schemas';

/**
 * The cart's figures in dollars, from @tjb/pricing's order rules: `total` includes shipping and is what
 * the gateway charges for these lines; `merchandise` (all but gift cards) is what shipping follows.
 */
/** Units in the cart (the header's count); the money figures are @tjb/pricing's `computeCartTotals`. */
export function cartItemCount(items: ReadonlyArray<{ quantity: number }>): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}
export type CartResult = { ok: true; items: CartItem[] } | { ok: false; error: string };
export type AddToCartResult = { ok: true; item: CartItem; items: CartItem[] } | { ok: false; error: string };

/** What a remote passes to add a product; the line id and defaults are filled in here. */
export const addToCartInputSchema = v.object(
  {
    shopifyProductId: requiredText('shopifyProductId'),
    shopifyVariantId: v.nullish(requiredText('shopifyVariantId'), null),
    quantity: v.optional(quantitySchema, 1),
    price: priceSchema,
    productData: v.object(
      {
        title: requiredText('productData.title'),
        handle: requiredText('productData.handle'),
        image: v.optional(imageSchema, null),
        productType: v.optional(v.string(), ''),
      },
      'productData is required',
    ),
    variantData: v.optional(
      v.object({
        title: v.optional(v.string(), ''),
        selectedOptions: v.optional(v.array(selectedOptionSchema), []),
      }),
      { title: '', selectedOptions: [] },
    ),
  },
  'cart item must be an object',
);
export type AddToCartInput = v.InferInput<typeof addToCartInputSchema>;

/** Spec: "product id and variant id joined with a dash, or the word default" when there is no variant. */
export function cartLineId(productId: string, variantId: string | null | undefined): string {
  return `${productId}-${variantId ?? 'default'}`;
}

/** Same product and variant raises that line's quantity; otherwise the line is appended. */
export function addCartItem(items: readonly CartItem[], input: AddToCartInput): AddToCartResult {
  const parsed = v.safeParse(addToCartInputSchema, input);
  if (!parsed.success) return { ok: false, error: `Cannot add to cart: ${describeIssues(parsed.issues)}` };
  const { shopifyProductId, shopifyVariantId, quantity, price, productData, variantData } = parsed.output;
  const id = cartLineId(shopifyProductId, shopifyVariantId);
  const existing = items.find((line) => line.id === id);
  if (existing) {
    const total = existing.quantity + quantity;
    if (!Number.isSafeInteger(total)) return { ok: false, error: 'Cannot add to cart: quantity is too large' };
    const item = { ...existing, quantity: total };
    return { ok: true, item, items: items.map((line) => (line.id === id ? item : line)) };
  }
  const item: CartItem = { id, shopifyProductId, shopifyVariantId, quantity, price, productData, variantData };
  return { ok: true, item, items: [...items, item] };
}

/** Quantity 0 or below removes the line (spec §4); an unknown id leaves the cart as it is. */
export function setCartItemQuantity(items: readonly CartItem[], id: string, quantity: number): CartResult {
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity)) {
    return { ok: false, error: `Cannot change quantity: ${String(quantity)} is not a whole number` };
  }
  if (quantity <= 0) return { ok: true, items: removeCartItem(items, id) };
  return { ok: true, items: items.map((line) => (line.id === id ? { ...line, quantity } : line)) };
}

export function removeCartItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((line) => line.id !== id);
}

