import { cardSummary, type BundleVisualizationInput, type CardDetails } from '@tjb/forms';
import type { OfferLookup, OfferProduct } from '../catalog/offers';
import type { BundleVisualizationItem } from '../db';
import { AppError } from '../errors/app-error';
import { chargeAndRecord, type OrderDeps } from './charge-order';
import type { Outcome } from './outcome';

/** The Bundle Studio's flat add-on fee (spec 001 §9: $5, '$5.00' in the summary). */
export const BUNDLE_VISUALIZATION_PRICE_CENTS = 500;

/**
 * The paid Bundle Visualization: a digital add-on charged through the same processor and recorded as
 * an order (so it has a TJB name and a receipt), with no shipping, no stock and no tax.
 */
export async function purchaseBundleVisualization(
  deps: OrderDeps,
  sessionKey: string,
  card: CardDetails,
  items: readonly BundleVisualizationItem[],
): Promise<Outcome> {
  const { brand, last4 } = cardSummary(card.cardNumber);
  const outcome = await chargeAndRecord(
    deps,
    {
      kind: 'bundle-visualization',
      sessionKey,
      email: null,
      shippingAddress: null,
      billingAddress: null,
      lines: [
        {
          productId: 'bundle-visualization',
          variantId: null,
          title: 'Bundle Visualization',
          variantTitle: 'Styling recommendations and 3D bundle preview',
          image: null,
          quantity: 1,
          unitPriceCents: BUNDLE_VISUALIZATION_PRICE_CENTS,
          tracksStock: false,
          giftCard: null,
        },
      ],
      subtotalCents: BUNDLE_VISUALIZATION_PRICE_CENTS,
      taxCents: 0,
      shippingCents: 0,
      totalCents: BUNDLE_VISUALIZATION_PRICE_CENTS,
      discount: null,
      giftCard: null,
      bundleVisualization: items,
      payment: { method: 'credit-card', cardBrand: brand, cardLast4: last4, processor: deps.payments.name },
    },
    { type: 'card', number: card.cardNumber, expiryDate: card.expiryDate, cvv: card.cvv, cardholderName: card.cardholderName },
    (view) => `Payment Successful! Order ${view.name}: your Bundle Visualization is now available.`,
  );
  const name = (outcome.body.order as { name?: unknown } | undefined)?.name;
  if (outcome.status === 201 && typeof name === 'string') {
    return { ...outcome, body: { ...outcome.body, visualization: { order: name, items } } };
  }
  return outcome;
}

export const BUNDLE_GONE_MESSAGE = 'The products in your bundle are no longer available.';

const colorOf = (product: OfferProduct): string | null =>
  product.variants[0]?.selectedOptions.find((o) => o.name.toLowerCase() === 'color' || o.name.toLowerCase() === 'colour')?.value ?? null;

/**
 * The bundle as the store sells it now: what the visualization is computed from, stored with the
 * order. Products the catalogue no longer has are left out; a bundle with none left is refused before
 * anything is charged.
 */
export function resolveBundle(catalog: OfferLookup, input: BundleVisualizationInput): BundleVisualizationItem[] {
  const items: BundleVisualizationItem[] = [];
  for (const entry of input.items) {
    const product = catalog.productById(entry.productId);
    if (!product) continue;
    const same = items.find((i) => i.productId === product.id && i.categoryId === entry.categoryId);
    if (same) {
      same.quantity += entry.quantity;
      continue;
    }
    items.push({
      categoryId: entry.categoryId,
      productId: product.id,
      handle: product.handle,
      title: product.title,
      productType: product.productType,
      image: product.images[0]?.url ?? null,
      unitPriceCents: Math.min(...product.variants.map((v) => v.priceCents)),
      color: colorOf(product),
      quantity: entry.quantity,
    });
  }
  if (items.length === 0) throw AppError.badRequest(BUNDLE_GONE_MESSAGE, { success: false });
  return items;
}
