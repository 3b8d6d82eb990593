import { css } from '@emotion/react';
import { TOASTS, showToast, type WishlistEntry } from '@tjb/cart-bus';
import { useWishlist } from '@tjb/cart-bus/react';
import { v } from '@tjb/ui';

export type WishlistHeartProps = Omit<WishlistEntry, 'createdAt'>;

/** A favourite toggle any remote can mount: the wishlist lives on the bus, so every heart agrees. */
export function WishlistHeart(props: WishlistHeartProps) {
  const { has, toggle } = useWishlist();
  const saved = has(props.shopifyProductId);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${props.productData.title} from wishlist` : `Add ${props.productData.title} to wishlist`}
      onClick={() => {
        const nowSaved = toggle(props);
        showToast(nowSaved ? TOASTS.addedToWishlist(props.productData.title) : TOASTS.removedFromWishlist(props.productData.title));
      }}
      css={css`
        min-width: 44px; min-height: 44px; border-radius: 50%; border: 1px solid ${v('line')}; cursor: pointer;
        background: ${v('surface')}; color: ${saved ? v('accent') : v('bone')}; font-size: 1.25rem;
      `}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
    </button>
  );
}
