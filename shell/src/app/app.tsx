import { GlobalStyles, MfeRoot } from '@tjb/ui';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ShopLayout } from '../layout/shop-layout';
import { RemoteSlot } from '../remotes/remote-slot';
import { NoticeToast } from './notice-toast';
import { PageDispatcher } from './page-dispatcher';

const renderSuggestions = (args: { term: string; close: () => void }) => (
  <RemoteSlot remote="catalog" module="./SearchSuggestions" props={args} kind="overlay" />
);

export function App() {
  return (
    <BrowserRouter>
      <MfeRoot name="shell">
        <GlobalStyles />
        <NoticeToast />
        <ShopLayout renderSuggestions={renderSuggestions}>
          <Routes>
            <Route path="*" element={<PageDispatcher />} />
          </Routes>
        </ShopLayout>
        {/* The side cart lives in the cart remote; it opens itself on the bus's cart-panel events. */}
        <RemoteSlot remote="cartCheckout" module="./CartPanel" kind="overlay" />
      </MfeRoot>
    </BrowserRouter>
  );
}
