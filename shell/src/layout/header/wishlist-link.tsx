import { useWishlist } from '@tjb/cart-bus/react';
import { paths } from '@tjb/shop-contracts';
import { NavLink } from 'react-router-dom';
import { badge, iconButton } from './header.styles';
import { Icon } from '@tjb/ui';

/**
 * The spec shows an account-like icon with a fixed 0 badge; the shop has no accounts, so the slot links
 * to the wishlist and counts what is really in it.
 */
export function WishlistLink() {
  const count = useWishlist().items.length;
  return (
    <NavLink to={paths.wishlist()} css={iconButton} aria-label={`Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <Icon name="heart" size={22} />
      {count > 0 ? (
        <span css={badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </NavLink>
  );
}
