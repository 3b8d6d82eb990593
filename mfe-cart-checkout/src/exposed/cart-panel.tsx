import { MfeRoot } from '@tjb/ui';
import { useCartMirror } from '../features/cart-mirror/use-cart-mirror';
import { SideCartPanel } from '../features/cart-panel/side-cart-panel';

/**
 * Mounted once by the shell on every page; opens itself on the bus's cart-panel events. It is also the
 * home page's cart drawer (one cart surface), and it keeps the server cart mirrored while the shop is open.
 */
export default function CartPanel() {
  useCartMirror();
  return (
    <MfeRoot name="mfe-cart-checkout" build={__BUILD_LABEL__}>
      <SideCartPanel />
    </MfeRoot>
  );
}
