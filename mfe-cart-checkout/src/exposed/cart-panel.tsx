import { MfeRoot } from '@tjb/ui';
import { SideCartPanel } from '../features/cart-panel/side-cart-panel';

/** Mounted once by the shell; opens itself on the bus's cart-panel events. */
export default function CartPanel() {
  return (
    <MfeRoot name="mfe-cart-checkout" build={__BUILD_LABEL__}>
      <SideCartPanel />
    </MfeRoot>
  );
}
