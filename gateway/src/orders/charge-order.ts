import type { Logger } from 'pino';
import type { Database, NewOrder } from '../db';
import { refusalMessage } from './adjustments';
import { prepareGiftCards } from './issue-gift-cards';
import { AppError } from '../errors/app-error';
import type { ChargeResult, PaymentMethodDetails, PaymentProvider } from '../payments/payment-provider';
import { toOrderView, type OrderView } from './order-view';
import { PAYMENT_FAILED_MESSAGE, type Outcome } from './outcome';
import { unavailableMessage } from './pricing';

export interface OrderDeps {
  db: Database;
  payments: PaymentProvider;
  logger: Logger;
  /** Told which products an order took stock of, so cached Storefront answers about them are dropped. */
  onStockTaken?: (productIds: readonly string[]) => void;
}

/**
 * Holds the stock and records the order as pending, charges, then names the order (paid) or releases
 * the stock (failed). Stock is held before the charge so a shopper is never charged for the last unit
 * someone else just bought, and no database lock is held while the processor is called.
 */
export async function chargeAndRecord(
  deps: OrderDeps,
  order: NewOrder,
  method: PaymentMethodDetails,
  successMessage: (view: OrderView) => string,
): Promise<Outcome> {
  const { db, payments, logger } = deps;
  const begun = await db.beginOrder(order);
  if (!begun.ok && 'refusal' in begun) {
    const { field, message } = refusalMessage(begun.refusal);
    return { status: 400, body: { success: false, message, field } };
  }
  if (!begun.ok) {
    const unavailable = begun.shortages.map((s) => {
      const line = order.lines.find((l) => l.variantId === s.variantId);
      return { id: `${line?.productId ?? ''}-${s.variantId}`, title: line?.title ?? 'An item', requested: s.requested, available: s.available };
    });
    return { status: 409, body: { success: false, message: unavailableMessage(unavailable), unavailable } };
  }
  const orderId = begun.orderId;
  // The gift card paid what it could in the order's transaction; the payment method is charged the rest.
  const amountDueCents = order.totalCents - begun.giftCardCents;

  let result: ChargeResult;
  try {
    result = amountDueCents === 0 ? { outcome: 'approved', reference: `gift-card:${orderId}` } : await payments.charge({
      amountCents: amountDueCents,
      currency: 'USD',
      description: order.kind === 'bundle-visualization' ? 'Bundle Visualization' : `TJ's Biker Gear order`,
      method,
      reference: orderId,
    });
  } catch (err) {
    logger.error({ orderId, error: { message: (err as Error).message } }, 'payment provider failed');
    result = { outcome: 'error', message: PAYMENT_FAILED_MESSAGE };
  }

  if (result.outcome !== 'approved') {
    await db.failOrder(orderId, result.outcome === 'declined' ? result.code : 'processor_error');
    logger.info({ orderId, outcome: result.outcome, code: result.outcome === 'declined' ? result.code : undefined }, 'payment not approved');
    return result.outcome === 'declined'
      ? { status: 402, body: { success: false, message: result.message, code: result.code } }
      : { status: 502, body: { success: false, message: PAYMENT_FAILED_MESSAGE } };
  }

  try {
    const giftCards = prepareGiftCards(order.lines);
    const paid = await db.completeOrder(orderId, result.reference, giftCards.issue);
    const view = toOrderView(paid);
    logger.info({ order: paid.name, totalCents: paid.totalCents, kind: paid.kind, giftCardsIssued: giftCards.issue.length }, 'order paid');
    const body = { success: true, message: successMessage(view), order: view };
    return { status: 201, body: giftCards.issued.length > 0 ? { ...body, issuedGiftCards: giftCards.issued } : body };
  } catch (err) {
    // Paid but not recorded: give the money back rather than keep it for an order the shop cannot see.
    logger.error({ orderId, error: { message: (err as Error).message } }, 'order could not be recorded after payment; refunding');
    if (amountDueCents > 0) await payments.refund(result.reference, amountDueCents).catch((refundErr: Error) =>
      logger.fatal({ orderId, error: { message: refundErr.message } }, 'refund failed: settle this payment by hand'),
    );
    await db.failOrder(orderId, 'recording_failed').catch(() => undefined);
    throw new AppError(500, PAYMENT_FAILED_MESSAGE, { cause: err, details: { success: false } });
  }
}
