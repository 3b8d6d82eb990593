import { cardSummary, type CardDetails } from '@tjb/cart-bus/forms';
import { chargeAndRecord, type OrderDeps } from './charge-order';
import type { Outcome } from './outcome';

/** The Bundle Studio's flat add-on fee (spec 001 §9: $5, '$5.00' in the summary). */
export const BUNDLE_VISUALIZATION_PRICE_CENTS = 500;

/**
 * The paid Bundle Visualization: a digital add-on charged through the same processor and recorded as
 * an order (so it has a TJB name and a receipt), with no shipping, no stock and no tax.
 */
export async function purchaseBundleVisualization(deps: OrderDeps, sessionKey: string, card: CardDetails): Promise<Outcome> {
  const { brand, last4 } = cardSummary(card.cardNumber);
  return chargeAndRecord(
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
      payment: { method: 'credit-card', cardBrand: brand, cardLast4: last4, processor: deps.payments.name },
    },
    { type: 'card', number: card.cardNumber, expiryDate: card.expiryDate, cvv: card.cvv, cardholderName: card.cardholderName },
    (view) => `Payment Successful! Order ${view.name}: your Bundle Visualization is now available.`,
  );
}
