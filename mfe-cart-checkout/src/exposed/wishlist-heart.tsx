import { MfeRoot } from '@tjb/ui';
import { WishlistHeart as Heart, type WishlistHeartProps } from '../features/wishlist/wishlist-heart';

export default function WishlistHeart(props: WishlistHeartProps) {
  return (
    <MfeRoot name="mfe-cart-checkout" build={__BUILD_LABEL__}>
      <Heart {...props} />
    </MfeRoot>
  );
}
