/** The guest-cart rules (spec 000 §3–§5, §9). Pure: they take the current lines and return new ones. */
import { z } from 'zod/mini';
import { centsToAmount, priceToCents, taxCents } from './money';
import {
  describeIssues,
  imageSchema,
  priceSchema,
  quantitySchema,
  selectedOptionSchema,
  type CartItem,
} from './schemas';

export type CartTotals = { subtotal: number; tax: number; total: number; itemCount: number };
export type CartResult = { ok: true; items: CartItem[] } | { ok: false; error: string };
export type AddToCartResult = { ok: true; item: CartItem; items: CartItem[] } | { ok: false; error: string };

const requiredText = (what: string) =>
  z.string({ error: `${what} must be a string` }).check(z.trim(), z.minLength(1, `${what} is required`));

/** What a remote passes to add a product; the line id and defaults are filled in here. */
export const addToCartInputSchema = z.object(
  {
    shopifyProductId: requiredText('shopifyProductId'),
    shopifyVariantId: z.pipe(
      z.nullish(requiredText('shopifyVariantId')),
      z.transform((id: string | null | undefined) => id ?? null),
    ),
    quantity: z._default(quantitySchema, 1),
    price: priceSchema,
    productData: z.object(
      {
        title: requiredText('productData.title'),
        handle: requiredText('productData.handle'),
        image: z.pipe(
          z.optional(imageSchema),
          z.transform((image: string | null | undefined) => image ?? null),
        ),
        productType: z._default(z.string(), ''),
      },
      { error: 'productData is required' },
    ),
    variantData: z._default(
      z.object({
        title: z._default(z.string(), ''),
        selectedOptions: z._default(z.array(selectedOptionSchema), []),
      }),
      { title: '', selectedOptions: [] },
    ),
  },
  { error: 'cart item must be an object' },
);
export type AddToCartInput = z.input<typeof addToCartInputSchema>;

/** Spec: "product id and variant id joined with a dash, or the word default" when there is no variant. */
export function cartLineId(productId: string, variantId: string | null | undefined): string {
  return `${productId}-${variantId ?? 'default'}`;
}

/** Same product and variant raises that line's quantity; otherwise the line is appended. */
export function addCartItem(items: readonly CartItem[], input: AddToCartInput): AddToCartResult {
  const parsed = addToCartInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: `Cannot add to cart: ${describeIssues(parsed.error)}` };
  const { shopifyProductId, shopifyVariantId, quantity, price, productData, variantData } = parsed.data;
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

/**
 * Sums in integer cents so 0.1 + 0.2 style drift never reaches a total; tax is 8% of the subtotal rounded
 * to the cent, and total = subtotal + tax exactly. itemCount counts units, as in '{n} item(s) in your cart'.
 */
export function computeCartTotals(items: readonly CartItem[]): CartTotals {
  let subtotalCents = 0;
  let itemCount = 0;
  for (const line of items) {
    subtotalCents += (priceToCents(line.price) ?? 0) * line.quantity;
    itemCount += line.quantity;
  }
  const tax = taxCents(subtotalCents);
  return {
    subtotal: centsToAmount(subtotalCents),
    tax: centsToAmount(tax),
    total: centsToAmount(subtotalCents + tax),
    itemCount,
  };
}
