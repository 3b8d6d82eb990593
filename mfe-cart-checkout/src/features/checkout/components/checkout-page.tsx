import { css } from '@emotion/react';
import { TOASTS, showToast } from '@tjb/cart-bus';
import { useHydrating } from '@tjb/cart-bus/react';
import type { ShippingInfo } from '@tjb/forms';
import { paths } from '@tjb/shop-contracts';
import { Container, LoadingRegion, mq, PageHeading, PageTitle, Skeleton } from '@tjb/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCheckoutCodes } from '../hooks/use-checkout-codes';
import { usePlaceOrder } from '../hooks/use-place-order';
import { EMPTY_BILLING, type BillingValues } from './billing-address';
import { CartCorrectionNotice } from './cart-correction-notice';
import { CHECKOUT_STEPS_ID, CheckoutSteps, type StepNumber } from './checkout-steps';
import { CheckoutSummary, chargedTotal } from './checkout-summary';
import { FormAlert } from './form-alert';
import { OrderSummaryToggle } from './order-summary-toggle';
import { EMPTY_PAYMENT, PaymentStep, type PaymentValues } from './payment-step';
import { EMPTY_SHIPPING, ShippingStep, type ShippingValues } from './shipping-step';
import { useCartWithTotals } from '../../../shared/use-cart-totals';

const layout = css`
  display: grid; grid-template-columns: minmax(0, 1fr) 380px; gap: 2.5rem; align-items: start; padding-bottom: 3rem;
  ${mq.mobile} { grid-template-columns: 1fr; gap: 1.25rem; }
`;
// The summary comes first in the page, so on a phone (the folded bar above the form) nothing parsed after it
// lands above what is already drawn: a summary after the form, moved up by CSS, pushed the half-parsed form
// down as it arrived. On a wide screen the grid puts each in its column.
const summaryColumn = css`${mq.desktop} { grid-column: 2; grid-row: 1; }`;
const formColumn = css`${mq.desktop} { grid-column: 1; grid-row: 1; }`;

/**
 * `/checkout` (spec 001 "Checkout"): Shipping → Payment (with the billing address) beside the order
 * summary. Each step keeps what was typed when the shopper goes back; only Continue and Complete Purchase
 * validate, with the shared schemas the server uses.
 */
export function CheckoutPage() {
  const { items, totals } = useCartWithTotals();
  const navigate = useNavigate();
  const { state, placeOrder, acceptCorrection } = usePlaceOrder();
  const codes = useCheckoutCodes(items);
  const [step, setStep] = useState<StepNumber>(1);
  const [moved, setMoved] = useState(false);
  const [values, setValues] = useState<{ shipping: ShippingValues; billing: BillingValues; payment: PaymentValues }>({
    shipping: EMPTY_SHIPPING,
    billing: EMPTY_BILLING,
    payment: EMPTY_PAYMENT,
  });
  const [shippingInfo, setShippingInfo] = useState<ShippingInfo | null>(null);
  const redirected = useRef(false);

  // While the page hydrates the cart reads empty (the server cannot see it): no verdict until it is read.
  const hydrating = useHydrating();
  const empty = !hydrating && items.length === 0 && state.status !== 'placed';
  useEffect(() => {
    if (!empty || redirected.current) return;
    redirected.current = true;
    showToast(TOASTS.cartEmpty);
    navigate(paths.shop(), { replace: true });
  }, [empty, navigate]);

  const goTo = (next: StepNumber) => {
    setStep(next);
    setMoved(true);
    // The new step starts at the progress bar, not wherever the old step's button was.
    document.getElementById(CHECKOUT_STEPS_ID)?.scrollIntoView?.({ block: 'start' });
  };

  if (empty) return null;

  return (
    <Container>
      <PageTitle page="Checkout" noindex />
      <PageHeading title="Checkout" tagline="Secure checkout in two steps." />
      <CheckoutSteps current={step} />
      <div css={layout}>
        {hydrating ? (
          // The summary's own frame, where it will be: the folded bar above the form on a phone, the column beside it on a wide screen.
          <LoadingRegion css={summaryColumn} label="Loading your order summary">
            <OrderSummaryToggle total={null}>
              <Skeleton height={420} />
            </OrderSummaryToggle>
          </LoadingRegion>
        ) : (
          <div css={summaryColumn}>
            <OrderSummaryToggle total={chargedTotal(totals, codes.quote)}>
              <CheckoutSummary items={items} totals={totals} codes={codes} />
            </OrderSummaryToggle>
          </div>
        )}
        <div css={formColumn}>
          {step === 1 ? (
            <ShippingStep
              values={values.shipping}
              focusHeading={moved}
              onBack={() => navigate(paths.shop())}
              onContinue={(data, shipping) => {
                setShippingInfo(data);
                setValues((v) => ({ ...v, shipping }));
                goTo(2);
              }}
            />
          ) : (
            <PaymentStep
              values={values}
              shipping={values.shipping}
              focusHeading={moved}
              submitting={state.status === 'submitting' || state.status === 'placed'}
              notice={
                state.status === 'needs-review' ? (
                  <CartCorrectionNotice correction={state.correction} onAccept={acceptCorrection} />
                ) : state.status === 'failed' ? (
                  <FormAlert id="payment-failed">
                    <strong>Payment Failed.</strong> {state.message}
                  </FormAlert>
                ) : null
              }
              onBack={({ payment, billing }) => {
                setValues((v) => ({ ...v, payment, billing }));
                goTo(1);
              }}
              onSubmit={(paymentInfo, billingInfo) => {
                if (shippingInfo) void placeOrder(shippingInfo, billingInfo, paymentInfo, codes.applied);
                else goTo(1);
              }}
            />
          )}
        </div>
      </div>
    </Container>
  );
}
