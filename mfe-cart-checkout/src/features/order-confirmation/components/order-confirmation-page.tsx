import { css } from '@emotion/react';
import { clearCart, getCart, getLastOrder, saveLastOrder } from '@tjb/cart-bus';
import { useHydrating } from '@tjb/cart-bus/react';
import { paths } from '@tjb/shop-contracts';
import { buttonStyle, Container, LoadingRegion, PageTitle, Skeleton, v } from '@tjb/ui';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useOrderDetails } from '../hooks/use-order-details';
import { givenReference, orderReference } from '../lib/order-reference';
import { IssuedGiftCards } from './issued-gift-cards';
import { OrderDetails } from './order-details';
import { ReceiptAndDelivery } from './receipt-and-delivery';

/**
 * `/order-confirmation` (spec 001): the success message and reference, the order's lines and totals when
 * this session placed it, and the way back to the shop. An order this page has not seen yet empties the
 * cart once (a return from the hosted checkout never passed through our payment step); the payment step
 * empties it itself and records the order as the last one, so whatever the cart holds by the time this
 * page mounts, or after a reload, was put there since and stays.
 */
export function OrderConfirmationPage() {
  const [search] = useSearchParams();
  // The fallback reference is made once, so it does not change on every render.
  const [fallbackNow] = useState(() => Date.now());
  const reference = orderReference(search, fallbackNow);
  // A made-up reference is the browser's own moment, which the server's HTML cannot know: shown once hydrated.
  const hydrating = useHydrating();
  const shownReference = hydrating && givenReference(search) === null ? '\u00a0' : reference;
  const details = useOrderDetails(reference);

  useEffect(() => {
    if (getLastOrder()?.name === reference) return;
    if (getCart().length > 0) clearCart();
    if (givenReference(search) !== null) saveLastOrder({ name: reference });
  }, [reference, search]);

  return (
    <Container>
      <PageTitle page="Order Confirmed" noindex />
      <div css={css`max-width: 760px; margin: 0 auto; padding: 2.5rem 0 4rem; display: grid; gap: 1.5rem;`}>
        <header css={css`display: grid; gap: 0.75rem; justify-items: start;`}>
          <span
            aria-hidden="true"
            css={css`display: grid; place-items: center; width: 3.5rem; height: 3.5rem; border-radius: 50%; background: ${v('accent')}; color: ${v('ink')}; font-size: 1.75rem; font-weight: 700;`}
          >
            ✓
          </span>
          <h1 css={css`font-size: clamp(2rem, 6vw, 3rem); margin: 0;`}>Thank You for Your Order!</h1>
          <p css={css`margin: 0; color: ${v('muted')}; font-size: 1.125rem;`}>Your order has been placed successfully. Ride safe.</p>
          <p css={css`margin: 0; padding: 0.75rem 1rem; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; background: ${v('surface')};`}>
            Order reference: <strong data-testid="order-reference">{shownReference}</strong>
          </p>
        </header>
        {details.status === 'loaded' ? <ReceiptAndDelivery order={details.order} /> : null}
        <IssuedGiftCards />
        {details.status === 'loading' ? (
          <LoadingRegion label="Loading order details" css={css`display: grid; gap: 0.75rem;`}>
            <Skeleton height={56} />
            <Skeleton height={56} />
            <Skeleton height={120} />
          </LoadingRegion>
        ) : details.status === 'loaded' ? (
          <OrderDetails order={details.order} />
        ) : null}
        <div css={css`display: flex; gap: 1rem; flex-wrap: wrap;`}>
          <Link to={paths.shop()} css={buttonStyle('primary')}>
            Continue Shopping
          </Link>
          <Link to={paths.home()} css={buttonStyle('outline')}>
            Back to Home
          </Link>
        </div>
      </div>
    </Container>
  );
}
