import { toggleCartPanel } from '@tjb/cart-bus';
import { useCart, useCartPanel } from '@tjb/cart-bus/react';
import { badge, iconButton } from './header.styles';
import { Icon } from '@tjb/ui';

/** Big counts would burst the badge; the accessible name still carries the exact number. */
const shortCount = (n: number) => (n > 99 ? '99+' : String(n));

/** Toggles the side cart (owned by the cart remote) and shows the live number of items. */
export function CartButton() {
  const { itemCount: count } = useCart();
  const { isOpen } = useCartPanel();
  return (
    <button
      type="button"
      css={iconButton}
      aria-label={`Open cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={() => toggleCartPanel()}
    >
      <Icon name="cart" size={22} />
      {count > 0 ? (
        <span css={badge} aria-hidden="true">
          {shortCount(count)}
        </span>
      ) : null}
    </button>
  );
}
