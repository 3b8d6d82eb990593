import { clearCart, getCart, saveLastOrder, showToast } from '@tjb/cart-bus';
import { createAttemptKeys } from '@tjb/forms/card-input';
import type { BillingInfo, PaymentInfo, ShippingInfo } from '@tjb/forms';
import { paths } from '@tjb/shop-contracts';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { submitPayment } from '../api/process-payment';
import type { CheckoutCodes } from '../api/quote-checkout';
import type { CartCorrection } from '../components/cart-correction-notice';
import { acceptAvailability, acceptPriceChanges } from '../lib/cart-corrections';

export type PlaceOrderState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'failed'; message: string }
  | { status: 'needs-review'; correction: CartCorrection }
  | { status: 'placed'; orderName: string };

/**
 * Places the order (spec 001 §4, §7): one Idempotency-Key per attempt, 'Payment Successful!' naming the
 * order, the cart cleared and the order saved, then the confirmation page. A failure keeps the shopper
 * on the payment step with everything as typed.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const keys = useRef(createAttemptKeys());
  // A second press before React re-renders the disabled button must not send a second request.
  const inFlight = useRef(false);
  const [state, setState] = useState<PlaceOrderState>({ status: 'idle' });

  const placeOrder = useCallback(
    async (shippingInfo: ShippingInfo, billingInfo: BillingInfo, paymentInfo: PaymentInfo, codes: CheckoutCodes = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setState({ status: 'submitting' });
      try {
        const outcome = await submitPayment({ cartItems: getCart(), shippingInfo, billingInfo, paymentInfo, ...codes }, { keys: keys.current });
        switch (outcome.kind) {
          case 'placed': {
            const { name, total } = outcome.order;
            const { issuedGiftCards } = outcome;
            setState({ status: 'placed', orderName: name });
            saveLastOrder({ name, total });
            showToast({ title: 'Payment Successful!', description: `Order ${name} has been created successfully`, variant: 'success' });
            clearCart();
            // Gift card codes travel in memory only: the confirmation shows them once.
            navigate(paths.orderConfirmation(name), { state: issuedGiftCards.length > 0 ? { issuedGiftCards } : undefined });
            return;
          }
          case 'price-changed':
          case 'unavailable':
            setState({
              status: 'needs-review',
              correction:
                outcome.kind === 'price-changed'
                  ? { kind: 'prices', message: outcome.message, changes: outcome.changes }
                  : { kind: 'stock', message: outcome.message, lines: outcome.lines },
            });
            showToast({ title: 'Payment Failed', description: outcome.message, variant: 'destructive' });
            return;
          default:
            setState({ status: 'failed', message: outcome.message });
            showToast({ title: 'Payment Failed', description: outcome.message, variant: 'destructive' });
        }
      } catch {
        const message = 'Unable to process payment. Please try again.';
        setState({ status: 'failed', message });
        showToast({ title: 'Payment Failed', description: message, variant: 'destructive' });
      } finally {
        inFlight.current = false;
      }
    },
    [navigate],
  );

  const acceptCorrection = useCallback(() => {
    if (state.status !== 'needs-review') return;
    const { correction } = state;
    if (correction.kind === 'prices') acceptPriceChanges(correction.changes);
    else acceptAvailability(correction.lines);
    setState({ status: 'idle' });
    showToast({ title: 'Cart Updated', description: 'Check your new total, then press Complete Purchase.', variant: 'default' });
  }, [state]);

  return { state, placeOrder, acceptCorrection };
}
