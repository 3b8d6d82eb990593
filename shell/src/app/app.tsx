import { GlobalStyles, MfeRoot, ROUTER_FUTURE } from '@tjb/ui';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RenderSuggestions } from '../layout/header/search-form';
import { ShopLayout } from '../layout/shop-layout';
import { RemoteSlot } from '../remotes/remote-slot';
import { useRemoteWarmup } from '../remotes/use-remote-warmup';
import { CartPanelHost } from './cart-panel-host';
import { ChatHost } from './chat-host';
import { NoticeToast } from './notice-toast';
import { PageDispatcher } from './page-dispatcher';

const renderSuggestions: RenderSuggestions = (args) => (
  <RemoteSlot remote="catalog" module="./SearchSuggestions" props={args} kind="overlay" />
);

/** Everything inside the router: the browser renders it in a BrowserRouter, the gateway in a StaticRouter (src/server.tsx). */
export function Shop() {
  useRemoteWarmup();
  return (
    <MfeRoot name="shell">
      <GlobalStyles />
      <NoticeToast />
      <ShopLayout renderSuggestions={renderSuggestions}>
        <Routes>
          <Route path="*" element={<PageDispatcher />} />
        </Routes>
      </ShopLayout>
      <CartPanelHost />
      <ChatHost />
    </MfeRoot>
  );
}

export function App() {
  return (
    <BrowserRouter future={ROUTER_FUTURE}>
      <Shop />
    </BrowserRouter>
  );
}
