import { css } from '@emotion/react';
import { TOASTS, formatMoney, showToast } from '@tjb/cart-bus';
import { useCartPanel } from '@tjb/cart-bus/react';
import { paths } from '@tjb/shop-contracts';
import { Button, buttonStyle, Dialog, v } from '@tjb/ui';
import { Link, useNavigate } from 'react-router-dom';
import { CartLineItem } from '../../shared/cart-lines/cart-line-item';
import { freeShippingNudge, shippingLabel } from '../../shared/shipping';
import { textButton } from '../../shared/styles/text-button';
import { itemsInCart, useCartWithTotals } from '../../shared/use-cart-totals';
import { ClearedNotice, useClearWithUndo } from '../../shared/clear-with-undo';

const totalsList = css`
  display: grid; grid-template-columns: 1fr auto; gap: 0.25rem 1rem; margin: 0;
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
`;

/**
 * The side cart the header's cart button opens (spec 000 §2.8). It also serves as the home page's cart
 * drawer: one cart surface on every page, with the drawer's empty text and Start Shopping link.
 */
export function SideCartPanel() {
  const { isOpen, close } = useCartPanel();
  const { items, totals } = useCartWithTotals();
  const { clear, undo, canUndo } = useClearWithUndo(items.length);
  const navigate = useNavigate();
  const nudge = freeShippingNudge(totals);

  const checkout = () => {
    if (items.length === 0) {
      showToast(TOASTS.cartEmpty);
      return;
    }
    close();
    navigate(paths.checkout());
  };

  return (
    <Dialog open={isOpen} onClose={close} labelledBy="side-cart-title" describedBy="side-cart-count" placement="side" closeLabel={null}>
      <div css={css`display: flex; flex-direction: column; height: 100%; padding: 1.25rem;`}>
        <header css={css`display: flex; justify-content: space-between; align-items: start; gap: 1rem; padding-bottom: 0.75rem; border-bottom: 1px solid ${v('line')};`}>
          <div>
            <h2 id="side-cart-title" css={css`font-size: 1.75rem; margin: 0;`}>Shopping Cart</h2>
            <p id="side-cart-count" css={css`color: ${v('muted')}; margin: 0.25rem 0 0;`}>{itemsInCart(totals.itemCount)}</p>
          </div>
          <Button variant="ghost" aria-label="Close cart" onClick={close}>
            <span aria-hidden="true">✕</span>
          </Button>
        </header>
        {items.length === 0 ? (
          <div css={css`margin: auto 0; text-align: center; display: grid; gap: 0.75rem; justify-items: center;`}>
            {canUndo ? <ClearedNotice onUndo={undo} /> : null}
            <p css={css`font-size: 1.125rem; margin: 0;`}>Your cart is empty</p>
            <Link to={paths.shop()} css={buttonStyle('primary')} onClick={close}>
              Start Shopping
            </Link>
            <Button variant="outline" onClick={close}>
              Continue Shopping
            </Button>
          </div>
        ) : (
          <>
            <ul aria-label="Items in your cart" css={css`list-style: none; padding: 0; margin: 0; overflow-y: auto; flex: 1; overscroll-behavior: contain;`}>
              {items.map((item) => (
                <CartLineItem key={item.id} item={item} onNavigate={close} />
              ))}
            </ul>
            <div css={css`display: grid; gap: 0.75rem; padding-top: 1rem; border-top: 1px solid ${v('line')};`}>
              <dl css={totalsList}>
                <dt>Subtotal</dt>
                <dd>{formatMoney(totals.subtotal)}</dd>
                <dt>Shipping</dt>
                <dd>{shippingLabel(totals)}</dd>
                <dt>Tax (estimate)</dt>
                <dd>{formatMoney(totals.tax)}</dd>
                <dt css={css`font-weight: 700;`}>Total</dt>
                <dd css={css`font-weight: 700;`}>{formatMoney(totals.total)}</dd>
              </dl>
              {nudge ? <p css={css`margin: 0; color: ${v('muted')}; font-size: 0.875rem;`}>{nudge}</p> : null}
              <Button onClick={checkout}>Secure Checkout</Button>
              <div css={css`display: grid; grid-template-columns: 1fr 1fr; gap: 0.5rem;`}>
                <Link to={paths.cart()} css={buttonStyle('outline')} onClick={close}>
                  View Cart
                </Link>
                <Button variant="outline" onClick={close}>
                  Continue Shopping
                </Button>
              </div>
              <button
                type="button"
                css={[textButton, css`justify-self: center;`]}
                onClick={clear}
              >
                Clear Cart
              </button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
