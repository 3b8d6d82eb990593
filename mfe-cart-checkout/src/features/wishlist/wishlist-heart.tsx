import { css } from '@emotion/react';
import { TOASTS, showToast, type WishlistEntry } from '@tjb/cart-bus';
import { useWishlist } from '@tjb/cart-bus/react';
import { v } from '@tjb/ui';

export type WishlistHeartProps = Omit<WishlistEntry, 'createdAt'> & {
  /** 'sm' for product cards, 'md' (default) beside a product page's title. */
  size?: 'sm' | 'md';
};

/**
 * A favourite toggle any remote can mount (spec 001 §3–§4): the wishlist lives on the bus, so every heart
 * on the page, the header count, the wishlist page and other tabs agree at once.
 */
export function WishlistHeart({ size = 'md', ...entry }: WishlistHeartProps) {
  const { has, toggle } = useWishlist();
  const saved = has(entry.shopifyProductId);
  const title = entry.productData.title;
  const px = size === 'sm' ? 40 : 48;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${title} from wishlist` : `Add ${title} to wishlist`}
      title={saved ? 'Saved to wishlist' : 'Save to wishlist'}
      onClick={(event) => {
        // Hearts often sit on a product card that is itself a link.
        event.preventDefault();
        event.stopPropagation();
        const nowSaved = toggle(entry);
        showToast(nowSaved ? TOASTS.addedToWishlist(title) : TOASTS.removedFromWishlist(title));
      }}
      css={css`
        display: inline-grid; place-items: center; width: ${px}px; height: ${px}px; border-radius: 50%; cursor: pointer;
        border: 1px solid ${saved ? v('accent') : v('line')}; background: ${v('surface')};
        color: ${saved ? v('accent') : v('bone')}; font-size: ${size === 'sm' ? '1.125rem' : '1.375rem'}; line-height: 1;
        transition: color 120ms, border-color 120ms, transform 120ms;
        &:hover { color: ${v('accent')}; border-color: ${v('accent')}; }
        &:active { transform: scale(0.92); }
        @media (prefers-reduced-motion: reduce) { transition: none; &:active { transform: none; } }
      `}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
    </button>
  );
}
