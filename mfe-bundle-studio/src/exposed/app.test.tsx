import { itServesItsRoutes } from '@tjb/ui/testing/remote-app';
import App, { PAGES } from './app';

describe('mfe-bundle-studio App', () => {
  itServesItsRoutes('bundleStudio', { App, pages: PAGES });
});
