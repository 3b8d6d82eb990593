import type { ReactNode } from 'react';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import type { RenderSuggestions } from './header/search-form';
import { IntroSplash } from './intro-splash/intro-splash';
import { ScrollToTopButton } from './scroll/scroll-to-top-button';
import { ScrollToTopOnNavigate } from './scroll/scroll-to-top-on-navigate';
import { SkipLink } from './skip-link';
import { ToasterHost } from './toaster/toaster-host';

export const MAIN_ID = 'main';

/**
 * The frame around every page: header, footer, intro splash, scroll behaviour and toasts. Render it
 * inside the router; `children` is the routed page and renders at once, even while the intro plays.
 */
export function ShopLayout({ children, renderSuggestions }: { children: ReactNode; renderSuggestions?: RenderSuggestions }) {
  return (
    <>
      <IntroSplash />
      <SkipLink targetId={MAIN_ID} />
      <Header renderSuggestions={renderSuggestions} />
      <main id={MAIN_ID} tabIndex={-1} css={{ outline: 'none', minHeight: '60vh' }}>
        {children}
      </main>
      <Footer />
      <ScrollToTopButton />
      <ScrollToTopOnNavigate />
      <ToasterHost />
    </>
  );
}
