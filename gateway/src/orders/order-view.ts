import type { OrderRecord } from '../db';
import { deliveryWindow, formatCents } from '@tjb/pricing';

/**
 * When the parcel should arrive, from the shop's shipping rule (business days from the order date);
 * null when nothing ships (gift cards are emailed, a bundle visualization is a download).
 */
function deliveryEstimate(order: OrderRecord): { earliest: string; latest: string } | null {
  const ships = order.kind === 'merchandise' && order.lines.some((line) => !line.giftCard) && Boolean(order.shippingAddress?.address1);
  return ships ? deliveryWindow(order.createdAt, order.shippingAddress?.country) : null;
}

/** The order as the confirmation page sees it: lines, totals, and the card's brand and last four. */
export function toOrderView(order: OrderRecord) {
  return {
    name: order.name,
    status: order.status,
    kind: order.kind,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    lines: order.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      title: line.title,
      variantTitle: line.variantTitle,
      image: line.image,
      quantity: line.quantity,
      price: formatCents(line.unitPriceCents),
      lineTotal: formatCents(line.unitPriceCents * line.quantity),
      giftCard: line.giftCard ? { recipientName: line.giftCard.recipientName, recipientEmail: line.giftCard.recipientEmail } : null,
    })),
    itemCount: order.lines.reduce((n, line) => n + line.quantity, 0),
    subtotal: formatCents(order.subtotalCents),
    tax: formatCents(order.taxCents),
    shipping: formatCents(order.shippingCents),
    discountCode: order.discount?.code ?? null,
    discount: formatCents(order.discount?.cents ?? 0),
    total: formatCents(order.totalCents),
    giftCard: formatCents(order.giftCardCents),
    amountCharged: formatCents(order.totalCents - order.giftCardCents),
    currency: 'USD',
    payment: { method: order.payment.method, brand: order.payment.cardBrand, last4: order.payment.cardLast4 },
    shippingAddress: order.shippingAddress,
    deliveryEstimate: deliveryEstimate(order),
  };
}

export type OrderView = ReturnType<typeof toOrderView>;
