import { css } from '@emotion/react';
import { TOASTS, showToast } from '@tjb/cart-bus';
import { useHydrating } from '@tjb/cart-bus/react';
import { paths } from '@tjb/shop-contracts';
import { Button, buttonStyle, Container, LoadingRegion, mq, PageHeading, PageTitle, Skeleton, v } from '@tjb/ui';
import { Link, useNavigate } from 'react-router-dom';
import { CartLineItem } from '../../../shared/cart-lines/cart-line-item';
import { OrderSummary } from '../../../shared/order-summary/order-summary';
import { textButton } from '../../../shared/styles/text-button';
import { itemsInCart, useCartWithTotals } from '../../../shared/use-cart-totals';
import { ClearedNotice, useClearWithUndo } from '../../../shared/clear-with-undo';

const layout = css`
  display: grid; grid-template-columns: minmax(0, 1fr) 360px; gap: 2rem; align-items: start; padding-bottom: 3rem;
  ${mq.mobile} { grid-template-columns: 1fr; gap: 1.5rem; }
`;
const styleLink = css`
  display: block; padding: 1rem 1.25rem; border: 1px dashed ${v('line')}; border-radius: ${v('radius')};
  color: ${v('bone')}; text-decoration: none; &:hover { border-color: ${v('accent')}; color: ${v('accent')}; }
`;

/**
 * The cart's frame while the page hydrates: the server cannot see the browser's cart, so it sends the
 * heading and space held for the lines and the summary (not "Your cart is empty", which would flash).
 */
function CartPageLoading() {
  return (
    <Container>
      <PageHeading title="Shopping Cart" tagline="Loading your cart…" />
      <LoadingRegion css={layout} label="Loading your cart">
        <div css={css`display: grid; gap: 1rem;`}>
          <Skeleton height={128} />
          <Skeleton height={128} />
        </div>
        <Skeleton height={320} />
      </LoadingRegion>
    </Container>
  );
}

/** `/cart` (spec 000 §2.8, 001 "Cart page"): the one bus cart, with an order summary and the way to checkout. */
export function CartPage() {
  return (
    <>
      <PageTitle page="Shopping Cart" noindex />
      <CartPageContent />
    </>
  );
}

function CartPageContent() {
  const { items, totals } = useCartWithTotals();
  const { clear, undo, canUndo } = useClearWithUndo(items.length);
  const hydrating = useHydrating();
  const navigate = useNavigate();

  const proceed = () => {
    if (items.length === 0) {
      showToast(TOASTS.cartEmpty);
      return;
    }
    navigate(paths.checkout());
  };

  if (hydrating) return <CartPageLoading />;

  if (items.length === 0) {
    return (
      <Container>
        <PageHeading title="Shopping Cart" tagline={itemsInCart(0)} />
        <section css={css`display: grid; gap: 1rem; justify-items: start; padding: 2rem 0 4rem;`}>
          {canUndo ? <ClearedNotice onUndo={undo} /> : null}
          <h2 css={css`font-size: 1.5rem; margin: 0;`}>Your cart is empty</h2>
          <p css={css`margin: 0; color: ${v('muted')};`}>Helmets, leather and the rest of the gear are waiting in the shop.</p>
          <Link to={paths.shop()} css={buttonStyle('primary')}>
            Start Shopping
          </Link>
          <Link to={paths.styleWithTj()}>Style with TJ</Link>
        </section>
      </Container>
    );
  }

  return (
    <Container>
      <PageHeading title="Shopping Cart" tagline={`${itemsInCart(totals.itemCount)}`} />
      <div css={layout}>
        <section aria-labelledby="cart-items-title">
          <div css={css`display: flex; justify-content: space-between; align-items: center; border-bottom: 1px solid ${v('line')};`}>
            <h2 id="cart-items-title" css={css`font-size: 1.25rem; margin: 0;`}>Items</h2>
            <button
              type="button"
              css={textButton}
              onClick={clear}
            >
              Clear All
            </button>
          </div>
          <ul css={css`list-style: none; margin: 0; padding: 0;`}>
            {items.map((item) => (
              <CartLineItem key={item.id} item={item} imageSize={96} />
            ))}
          </ul>
          <div css={css`display: flex; gap: 1rem; flex-wrap: wrap; margin-top: 1.5rem;`}>
            <Link to={paths.shop()} css={buttonStyle('outline')}>
              Back to Shop
            </Link>
          </div>
        </section>
        <div css={css`display: grid; gap: 1rem;`}>
          <OrderSummary totals={totals}>
            <Button onClick={proceed}>Proceed to Checkout</Button>
          </OrderSummary>
          <Link to={paths.styleWithTj()} css={styleLink}>
            <strong css={css`display: block; font-family: ${v('fontDisplay')}; text-transform: uppercase; letter-spacing: 0.04em;`}>Style with TJ</strong>
            <span css={css`color: ${v('muted')}; font-size: 0.875rem;`}>Put together the rest of the look before you ride.</span>
          </Link>
        </div>
      </div>
    </Container>
  );
}
