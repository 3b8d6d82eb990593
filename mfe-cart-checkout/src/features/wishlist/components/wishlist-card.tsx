import { css } from '@emotion/react';
import { TOASTS, formatMoney, showToast, toggleWishlist, type WishlistEntry } from '@tjb/cart-bus';
import { paths } from '@tjb/shop-contracts';
import { Button, sizedPicture, v } from '@tjb/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { textButton } from '../../../shared/styles/text-button';
import { useMoveToCart } from '../hooks/use-move-to-cart';

const card = css`
  display: grid; grid-template-rows: auto 1fr; background: ${v('surface')}; border: 1px solid ${v('line')};
  border-radius: ${v('radius')}; overflow: hidden;
`;
const select = css`
  width: 100%; min-height: 44px; padding: 0.5rem; border-radius: ${v('radius')}; border: 1px solid ${v('line')};
  background: ${v('ink')}; color: ${v('bone')};
`;

/** One saved product: open it, move it to the cart, or let it go. */
export function WishlistCard({ entry }: { entry: WishlistEntry }) {
  const { state, start, add, cancel } = useMoveToCart(entry);
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  const title = entry.productData.title;
  const href = paths.product(entry.productData.handle);

  return (
    <li css={card}>
      <Link to={href} tabIndex={-1} aria-hidden="true" css={css`display: block; aspect-ratio: 1; background: ${v('surfaceRaised')};`}>
        {entry.productData.image ? <img {...sizedPicture(entry.productData.image, 320, '(max-width: 767px) 50vw, 320px')} alt="" loading="lazy" css={css`width: 100%; height: 100%; object-fit: cover;`} /> : null}
      </Link>
      <div css={css`display: grid; gap: 0.5rem; padding: 1rem; align-content: start;`}>
        <h2 css={css`font-size: 1.125rem; margin: 0;`}>
          <Link to={href} css={css`color: ${v('bone')}; text-decoration: none; &:hover { color: ${v('accent')}; }`}>
            {title}
          </Link>
        </h2>
        <p css={css`margin: 0; font-weight: 700;`}>{formatMoney(entry.productData.price)}</p>
        {state.status === 'choose' ? (
          <form
            css={css`display: grid; gap: 0.5rem;`}
            onSubmit={(e) => {
              e.preventDefault();
              const variant = state.variants.find((v) => v.id === chosen);
              if (variant) add(variant);
            }}
          >
            <label htmlFor={selectId} css={css`font-weight: 600;`}>
              Choose an option for {title}
            </label>
            <select id={selectId} css={select} value={chosen} onChange={(e) => setChosen(e.target.value)} required>
              <option value="" disabled>
                Select…
              </option>
              {state.variants.map((variant) => (
                <option key={variant.id} value={variant.id}>
                  {variant.title} — {formatMoney(variant.price)}
                </option>
              ))}
            </select>
            <div css={css`display: flex; gap: 0.5rem; align-items: center;`}>
              <Button type="submit" disabled={!chosen}>
                Add to Cart
              </Button>
              <button type="button" css={textButton} onClick={cancel}>
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <div css={css`display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap;`}>
            <Button onClick={() => void start()} disabled={state.status === 'loading'} aria-busy={state.status === 'loading'} aria-label={`Move ${title} to cart`}>
              {state.status === 'loading' ? 'Moving…' : 'Move to Cart'}
            </Button>
            <button
              type="button"
              css={textButton}
              aria-label={`Remove ${title} from wishlist`}
              onClick={() => {
                toggleWishlist(entry);
                showToast(TOASTS.removedFromWishlist(title));
              }}
            >
              Remove
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
