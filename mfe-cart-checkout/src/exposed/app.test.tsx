import { mockApi } from '@tjb/test-support';
import { itServesItsRoutes } from '@tjb/ui/testing/remote-app';
import App, { PAGES } from './app';

describe('mfe-cart-checkout App', () => {
  // The App mirrors the browser cart to the server's (an empty one here).
  itServesItsRoutes('cartCheckout', { App, pages: PAGES, beforeMount: () => void mockApi('get', '/api/cart', () => ({ items: [], totals: {} })) });
});
