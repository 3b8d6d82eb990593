import { Suspense, type ReactNode } from 'react';
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
 * Header and footer are Suspense boundaries (nothing in them suspends): on a server-rendered page React
 * hydrates each apart, in slices that yield to the browser, instead of one commit of the whole frame
 * (~25 ms on a fast machine, ~100 ms on a throttled phone). A click that comes first hydrates its
 * boundary at once and is replayed.
 */
export function ShopLayout({ children, renderSuggestions }: { children: ReactNode; renderSuggestions?: RenderSuggestions }) {
  return (
    <>
      <IntroSplash />
      <SkipLink targetId={MAIN_ID} />
      <Suspense>
        <Header renderSuggestions={renderSuggestions} />
      </Suspense>
      <main id={MAIN_ID} tabIndex={-1} css={{ outline: 'none', minHeight: '60vh' }}>
        {children}
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <ScrollToTopButton />
      <ScrollToTopOnNavigate />
      <ToasterHost />
    </>
  );
}
