import { css } from '@emotion/react';
import { showToast, TOASTS } from '@tjb/cart-bus';
import { useWishlist } from '@tjb/cart-bus/react';
import { iconBefore, v } from '@tjb/ui';
import { cardPrice, productImage, type ListingProduct } from '../product-facts';

const heart = css`
  display: inline-grid; place-items: center; width: 44px; height: 44px; border-radius: 50%; cursor: pointer;
  border: 1px solid ${v('line')}; background: rgb(13 12 11 / 0.85); color: ${v('bone')};
  &[aria-pressed='true'] { color: ${v('accent')}; border-color: ${v('accent')}; }
  &:hover { color: ${v('accent')}; }
`;
// Every card has a heart: drawn by the stylesheet (iconBefore), filled while the product is wishlisted.
const heartIcon = iconBefore('heart', { filledWhen: "[aria-pressed='true']" });

/** The favourite toggle, on the shared wishlist: every heart for this product agrees, in every remote. */
export function WishlistHeart({ product }: { product: ListingProduct }) {
  const { has, toggle } = useWishlist();
  const saved = has(product.id);
  const onClick = () => {
    const nowSaved = toggle({
      shopifyProductId: product.id,
      productData: {
        title: product.title,
        handle: product.handle,
        image: productImage(product)?.src ?? null,
        productType: product.productType,
        price: cardPrice(product).toFixed(2),
      },
    });
    showToast(nowSaved ? TOASTS.addedToWishlist(product.title) : TOASTS.removedFromWishlist(product.title));
  };
  return (
    <button
      type="button"
      css={[heart, heartIcon]}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${product.title} from wishlist` : `Add ${product.title} to wishlist`}
      onClick={onClick}
    />
  );
}
