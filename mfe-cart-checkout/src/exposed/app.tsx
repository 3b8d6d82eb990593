import { RemotePages, type RemotePage } from '@tjb/ui';
import { useCartMirror } from '../features/cart-mirror/use-cart-mirror';
import { CartPage } from '../features/cart-page/components/cart-page';
import { CheckoutPage } from '../features/checkout/components/checkout-page';
import { OrderConfirmationPage } from '../features/order-confirmation/components/order-confirmation-page';
import { WishlistPage } from '../features/wishlist/components/wishlist-page';

/** This remote's pages; the paths are the ones the shell's route table gives to 'cartCheckout'. */
export const PAGES: readonly RemotePage[] = [
  { path: '/cart', element: <CartPage /> },
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/order-confirmation', element: <OrderConfirmationPage /> },
  { path: '/wishlist', element: <WishlistPage /> },
];

export default function App() {
  // The side cart mounts the mirror too; one runs per tab whichever mounts first.
  useCartMirror();
  return <RemotePages name="mfe-cart-checkout" build={__BUILD_LABEL__} pages={PAGES} />;
}
