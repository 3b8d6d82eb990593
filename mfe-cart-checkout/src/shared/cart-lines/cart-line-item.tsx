import { css } from '@emotion/react';
import { TOASTS, formatMoney, removeFromCart, setCartQuantity, showToast, type CartItem } from '@tjb/cart-bus';
import { paths } from '@tjb/shop-contracts';
import { Button, Icon, sizedPicture, v } from '@tjb/ui';
import { Link } from 'react-router-dom';
import { textButton } from '../styles/text-button';
import { describeLineOptions, formatLineTotal, hasProductPage } from './line-options';

const row = (imageSize: number) => css`
  display: grid; grid-template-columns: ${imageSize}px 1fr; gap: 0.875rem; padding: 0.875rem 0;
  border-bottom: 1px solid ${v('line')};
`;
const thumb = (size: number) => css`
  width: ${size}px; height: ${size}px; object-fit: cover; background: ${v('surfaceRaised')}; border-radius: ${v('radius')};
`;
const stepper = css`
  display: inline-flex; align-items: center; border: 1px solid ${v('line')}; border-radius: ${v('radius')};
  button { min-width: 44px; padding: 0; border: 0; }
  output { min-width: 2.5ch; text-align: center; font-variant-numeric: tabular-nums; }
`;


interface CartLineItemProps {
  item: CartItem;
  /** 64 px in the side cart, larger on the cart page. */
  imageSize?: number;
  /** Following the title link leaves the cart (the side panel closes itself). */
  onNavigate?: () => void;
}

/**
 * One cart line with minus/plus and remove. Changes go through the bus, so the header badge, the side
 * cart, the cart page and other tabs all follow at once. Minus at 1 removes the line (spec 000 §5).
 */
export function CartLineItem({ item, imageSize = 64, onNavigate }: CartLineItemProps) {
  const title = item.productData.title;
  const options = describeLineOptions(item);
  const remove = () => {
    removeFromCart(item.id);
    showToast(TOASTS.itemRemoved);
  };
  const change = (quantity: number) => {
    if (quantity <= 0) {
      remove();
      return;
    }
    setCartQuantity(item.id, quantity);
  };

  return (
    <li css={row(imageSize)}>
      {item.productData.image ? (
        <img {...sizedPicture(item.productData.image, imageSize)} alt="" width={imageSize} height={imageSize} loading="lazy" css={thumb(imageSize)} />
      ) : (
        <span aria-hidden="true" css={thumb(imageSize)} />
      )}
      <div css={css`display: grid; gap: 0.375rem; min-width: 0;`}>
        <div css={css`display: flex; justify-content: space-between; gap: 0.75rem; align-items: start;`}>
          <div css={css`min-width: 0;`}>
            <p css={css`margin: 0; font-weight: 600; overflow-wrap: anywhere;`}>
              {hasProductPage(item) ? (
                <Link to={paths.product(item.productData.handle)} onClick={onNavigate} css={css`color: inherit; text-decoration: none; &:hover { color: ${v('accent')}; }`}>
                  {title}
                </Link>
              ) : (
                title
              )}
            </p>
            {options ? <p css={css`margin: 0; color: ${v('muted')}; font-size: 0.875rem;`}>{options}</p> : null}
            <p css={css`margin: 0; color: ${v('muted')}; font-size: 0.875rem;`}>{formatMoney(item.price)} each</p>
          </div>
          <span css={css`font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap;`}>{formatLineTotal(item)}</span>
        </div>
        <div css={css`display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; flex-wrap: wrap;`}>
          <div css={stepper} role="group" aria-label={`Quantity of ${title}`}>
            {/* The icons of the product page's stepper: one look for a quantity's buttons (Oswald's minus is a short dash). */}
            <Button variant="ghost" aria-label={`Decrease quantity of ${title}`} onClick={() => change(item.quantity - 1)}>
              <Icon name="minus" size={16} />
            </Button>
            <output aria-live="polite">{item.quantity}</output>
            <Button variant="ghost" aria-label={`Increase quantity of ${title}`} onClick={() => change(item.quantity + 1)}>
              <Icon name="plus" size={16} />
            </Button>
          </div>
          <button type="button" css={textButton} aria-label={`Remove ${title}`} onClick={remove}>
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
