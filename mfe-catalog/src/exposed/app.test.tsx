import { mockApi } from '@tjb/test-support';
import { itServesItsRoutes } from '@tjb/ui/testing/remote-app';
import { answerStorefront, productLists, productsAnswer } from '../testing/storefront';
import App, { PAGES } from './app';

describe('mfe-catalog App', () => {
  itServesItsRoutes('catalog', {
    App,
    pages: PAGES,
    beforeMount: () => {
      answerStorefront(productLists(productsAnswer([])));
      mockApi('get', '/api/*', () => []);
    },
  });
});
