import { css } from '@emotion/react';
import { TOASTS, formatMoney, showToast } from '@tjb/cart-bus';
import { useCart, useCartPanel } from '@tjb/cart-bus/react';
import { paths } from '@tjb/mf-config';
import { Button, mq, v } from '@tjb/ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

const panel = css`
  margin: 0 0 0 auto; height: 100dvh; max-height: 100dvh; width: min(420px, 100vw); padding: 0; border: 0;
  border-left: 1px solid ${v('line')}; background: ${v('surface')}; color: ${v('bone')};
  &::backdrop { background: rgb(0 0 0 / 0.6); }
  ${mq.mobile} { width: 100vw; }
`;

/**
 * The side cart the header's cart button opens. A native modal <dialog> gives the focus trap,
 * Escape and focus return of the platform; a click on the backdrop closes it too.
 */
export function SideCartPanel() {
  const { isOpen, close } = useCartPanel();
  const { items, totals, setQuantity, remove, clear } = useCart();
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (isOpen && !el.open) el.showModal?.();
    if (!isOpen && el.open) el.close?.();
  }, [isOpen]);

  const checkout = () => {
    if (items.length === 0) {
      showToast(TOASTS.cartEmpty);
      return;
    }
    close();
    navigate(paths.checkout());
  };

  return (
    <dialog
      ref={dialog}
      css={panel}
      aria-labelledby="side-cart-title"
      onClose={close}
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <div css={css`display: flex; flex-direction: column; height: 100%; padding: 1.25rem;`}>
        <header css={css`display: flex; justify-content: space-between; align-items: start; gap: 1rem;`}>
          <div>
            <h2 id="side-cart-title" css={css`font-size: 1.75rem; margin: 0;`}>Shopping Cart</h2>
            <p css={css`color: ${v('muted')}; margin: 0.25rem 0 0;`}>{totals.itemCount} item(s) in your cart</p>
          </div>
          <Button variant="ghost" aria-label="Close cart" onClick={close}>✕</Button>
        </header>
        {items.length === 0 ? (
          <div css={css`margin: auto 0; text-align: center;`}>
            <p>Your cart is empty</p>
            <Button onClick={close}>Continue Shopping</Button>
          </div>
        ) : (
          <>
            <ul css={css`list-style: none; padding: 0; margin: 1rem 0; overflow-y: auto; flex: 1; display: grid; gap: 0.75rem; align-content: start;`}>
              {items.map((item) => (
                <li key={item.id} css={css`display: grid; grid-template-columns: 64px 1fr; gap: 0.75rem; padding-bottom: 0.75rem; border-bottom: 1px solid ${v('line')};`}>
                  {item.productData.image ? (
                    <img src={item.productData.image} alt="" width={64} height={64} css={css`object-fit: cover; background: ${v('surfaceRaised')};`} />
                  ) : (
                    <span css={css`width: 64px; height: 64px; background: ${v('surfaceRaised')};`} />
                  )}
                  <div>
                    <p css={css`margin: 0; font-weight: 600;`}>{item.productData.title}</p>
                    {item.variantData.title && item.variantData.title !== 'Default Title' ? (
                      <p css={css`margin: 0; color: ${v('muted')}; font-size: 0.875rem;`}>{item.variantData.title}</p>
                    ) : null}
                    <div css={css`display: flex; align-items: center; gap: 0.5rem; margin-top: 0.25rem;`}>
                      <Button variant="outline" aria-label={`Decrease quantity of ${item.productData.title}`} onClick={() => setQuantity(item.id, item.quantity - 1)}>−</Button>
                      <span aria-label={`Quantity of ${item.productData.title}`}>{item.quantity}</span>
                      <Button variant="outline" aria-label={`Increase quantity of ${item.productData.title}`} onClick={() => setQuantity(item.id, item.quantity + 1)}>+</Button>
                      <span css={css`margin-left: auto;`}>{formatMoney(Number(item.price) * item.quantity)}</span>
                    </div>
                    <Button
                      variant="ghost"
                      onClick={() => {
                        remove(item.id);
                        showToast(TOASTS.itemRemoved);
                      }}
                    >
                      Remove
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <dl css={css`display: grid; grid-template-columns: 1fr auto; gap: 0.25rem; margin: 0 0 1rem;`}>
              <dt>Subtotal</dt>
              <dd css={css`margin: 0;`}>{formatMoney(totals.subtotal)}</dd>
              <dt>Tax (estimate)</dt>
              <dd css={css`margin: 0;`}>{formatMoney(totals.tax)}</dd>
              <dt css={css`font-weight: 700;`}>Total</dt>
              <dd css={css`margin: 0; font-weight: 700;`}>{formatMoney(totals.total)}</dd>
            </dl>
            <div css={css`display: grid; gap: 0.5rem;`}>
              <Button onClick={checkout}>Secure Checkout</Button>
              <Button
                variant="outline"
                onClick={() => {
                  clear();
                  showToast(TOASTS.cartCleared);
                }}
              >
                Clear Cart
              </Button>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
