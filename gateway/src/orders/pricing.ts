import type { CartItemPayload } from '@tjb/forms';
import type { OfferLookup, OfferProduct, OfferVariant, Offers } from '../catalog/offers';
import { AppError } from '../errors/app-error';
import { StorefrontRequestError } from '../storefront-client/storefront-request';
import type { CartProductData, CartVariantData } from '../db';
import { customGarmentForProductId, isCustomVariantId, type CustomGarment } from './custom-apparel';
import { formatCents, giftCardAmountCents, isGiftCardProductId, priceToCents } from '@tjb/pricing';

export type ResolvedLine =
  | { kind: 'catalog'; product: OfferProduct; variant: OfferVariant; unitPriceCents: number }
  | { kind: 'custom'; garment: CustomGarment; unitPriceCents: number }
  | { kind: 'gift-card'; unitPriceCents: number };

/**
 * What a cart line really is and costs: a catalogue variant at the catalogue's price, or a designer
 * garment at its list price. A variant id must belong to the product id it came with; a product
 * with one variant may be named without the variant.
 */
export function resolveLine(catalog: OfferLookup, productId: string, variantId: string | null): ResolvedLine | undefined {
  const garment = customGarmentForProductId(productId);
  if (garment) return isCustomVariantId(variantId) ? { kind: 'custom', garment, unitPriceCents: garment.priceCents } : undefined;
  if (isGiftCardProductId(productId)) {
    const amountCents = giftCardAmountCents(productId, variantId);
    return amountCents === undefined ? undefined : { kind: 'gift-card', unitPriceCents: amountCents };
  }
  if (variantId) {
    const found = catalog.variantById(variantId);
    if (!found || found.product.id !== productId) return undefined;
    return { kind: 'catalog', product: found.product, variant: found.variant, unitPriceCents: found.variant.priceCents };
  }
  const product = catalog.productById(productId);
  const only = product?.variants.length === 1 ? product.variants[0] : undefined;
  return product && only ? { kind: 'catalog', product, variant: only, unitPriceCents: only.priceCents } : undefined;
}

export function resolvedVariantId(line: ResolvedLine, requested: string | null): string | null {
  return line.kind === 'catalog' ? line.variant.id : requested;
}

/** Display data rebuilt from the catalogue, so a cart or order never shows text the browser made up. */
export function lineDisplay(
  line: ResolvedLine,
  input: Pick<CartItemPayload, 'productData' | 'variantData'>,
): { productData: CartProductData; variantData: CartVariantData } {
  if (line.kind === 'catalog') {
    const { product, variant } = line;
    const image = product.images.find((i) => i.id === variant.imageId) ?? product.images[0];
    return {
      productData: { title: product.title, handle: product.handle, image: image?.url ?? null, productType: product.productType },
      variantData: { title: variant.title, selectedOptions: variant.selectedOptions },
    };
  }
  if (line.kind === 'gift-card') {
    // The title names the recipient ('Gift Card $50 for Sam'); anything else is replaced by the amount.
    const title = input.productData?.title?.trim();
    const amount = `Gift Card $${formatCents(line.unitPriceCents)}`;
    return {
      productData: { title: title && title.startsWith('Gift Card $') ? title.slice(0, 200) : amount, handle: 'gift-card', image: null, productType: 'Gift Card' },
      variantData: { title: input.variantData?.title?.trim() || 'Gift Card', selectedOptions: input.variantData?.selectedOptions ?? [] },
    };
  }
  // A designer line's title carries the shopper's own text ('Custom Hoodie "Ride Free"'); keep it if it
  // names the garment, and only the image if it is ours or an http(s) URL.
  const title = input.productData?.title?.trim();
  const image = input.productData?.image;
  return {
    productData: {
      title: title && title.startsWith(`Custom ${line.garment.name}`) ? title : `Custom ${line.garment.name}`,
      handle: `custom-${line.garment.key}`,
      image: image && /^(https?:\/\/|\/)/.test(image) ? image : null,
      productType: 'Custom Apparel',
    },
    variantData: {
      title: input.variantData?.title?.trim() || line.garment.name,
      selectedOptions: input.variantData?.selectedOptions ?? [],
    },
  };
}

export interface PricedLine {
  id: string;
  resolved: ResolvedLine;
  productId: string;
  variantId: string | null;
  quantity: number;
  unitPriceCents: number;
  tracksStock: boolean;
  display: { productData: CartProductData; variantData: CartVariantData };
}

export interface UnavailableLine {
  id: string;
  title: string;
  requested: number;
  available: number;
}

export interface PriceChange {
  id: string;
  title: string;
  oldPrice: string;
  newPrice: string;
}

export interface PricedCart {
  lines: PricedLine[];
  unavailable: UnavailableLine[];
  priceChanges: PriceChange[];
}

export const STORE_UNREACHABLE_MESSAGE = 'We could not check prices and stock with the store just now. Nothing was charged; please try again in a moment.';

/**
 * The products the lines name as the store sells them now, with their stock. When the store cannot be
 * asked, nothing is sold at a guessed price: 503, and the shopper is told nothing was charged.
 */
export async function snapshotFor(offers: Offers, lines: ReadonlyArray<{ productId: string }>) {
  try {
    return await offers.snapshot(lines.map((line) => line.productId).filter((id) => !customGarmentForProductId(id) && !isGiftCardProductId(id)));
  } catch (err) {
    if (err instanceof StorefrontRequestError) throw new AppError(503, STORE_UNREACHABLE_MESSAGE, { cause: err });
    throw err;
  }
}

/**
 * Re-prices the posted cart from the store the shopper sees and checks it against live stock. The
 * browser's price is only compared, never charged.
 */
export async function priceCart(offers: Offers, items: readonly CartItemPayload[]): Promise<PricedCart> {
  const { products, stock, stockHeldHere } = await snapshotFor(offers, items.map((item) => ({ productId: item.shopifyProductId })));
  const resolved = items.map((item) => ({ item, line: resolveLine(products, item.shopifyProductId, item.shopifyVariantId) }));
  const wanted = new Map<string, number>();
  for (const { item, line } of resolved) {
    if (line?.kind === 'catalog') wanted.set(line.variant.id, (wanted.get(line.variant.id) ?? 0) + item.quantity);
  }

  const result: PricedCart = { lines: [], unavailable: [], priceChanges: [] };
  for (const { item, line } of resolved) {
    const id = item.id ?? `${item.shopifyProductId}-${item.shopifyVariantId ?? 'default'}`;
    if (!line) {
      result.unavailable.push({ id, title: item.productData?.title ?? 'An item', requested: item.quantity, available: 0 });
      continue;
    }
    const display = lineDisplay(line, item);
    const onHand = line.kind === 'catalog' ? stock.get(line.variant.id) : undefined;
    const tracksStock = onHand !== undefined && stockHeldHere;
    if (onHand !== undefined && line.kind === 'catalog' && (wanted.get(line.variant.id) ?? 0) > onHand) {
      result.unavailable.push({ id, title: display.productData.title, requested: item.quantity, available: onHand });
      continue;
    }
    if (priceToCents(item.price) !== line.unitPriceCents) {
      result.priceChanges.push({ id, title: display.productData.title, oldPrice: item.price, newPrice: formatCents(line.unitPriceCents) });
    }
    result.lines.push({
      id,
      resolved: line,
      productId: line.kind === 'catalog' ? line.product.id : item.shopifyProductId,
      variantId: resolvedVariantId(line, item.shopifyVariantId),
      quantity: item.quantity,
      unitPriceCents: line.unitPriceCents,
      tracksStock,
      display,
    });
  }
  return result;
}

/** One sentence for the shopper about the first line that cannot be sold as asked. */
export function unavailableMessage(lines: readonly UnavailableLine[]): string {
  const first = lines[0];
  if (!first) return 'This product is currently unavailable.';
  const more = lines.length > 1 ? ` (and ${lines.length - 1} more item${lines.length > 2 ? 's' : ''})` : '';
  return first.available > 0
    ? `Only ${first.available} of "${first.title}" left in stock${more}. Please update your cart.`
    : `"${first.title}" is currently unavailable${more}. Please remove it from your cart.`;
}
