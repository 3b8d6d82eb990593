import { MfeRoot } from '@tjb/ui';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PendingPage } from '../features/pending/pending-page';

/** This remote's pages; the paths are the ones the shell's route table gives to 'cartCheckout'. */
export const PAGES: ReadonlyArray<{ path: string; element: ReactElement }> = [
  { path: '/cart', element: <PendingPage title="Shopping Cart" tagline="Your cart." /> },
  { path: '/checkout', element: <PendingPage title="Checkout" tagline="Shipping, billing and payment." /> },
  { path: '/order-confirmation', element: <PendingPage title="Order Confirmation" tagline="Thank you for your order." /> },
  { path: '/wishlist', element: <PendingPage title="Wishlist" tagline="Gear you saved for later." /> },
];

export default function App() {
  return (
    <MfeRoot name="mfe-cart-checkout" build={__BUILD_LABEL__}>
      <Routes>
        {PAGES.map((p) => (
          <Route key={p.path} path={p.path} element={p.element} />
        ))}
      </Routes>
    </MfeRoot>
  );
}
