import { render, type RenderResult } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ROUTER_FUTURE } from '@tjb/ui';

/** Shows the router's current location, so tests can assert where a click or a search led. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders layout pieces the way the shell does: inside a router starting at `route`, with a fresh jotai
 * store so cart state never leaks from one test into the next.
 */
export function renderWithRouter(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return render(
    <JotaiProvider>
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </JotaiProvider>,
  );
}

/** Pretends the page is scrolled to `y` and tells the listeners, as a real scroll would. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** Makes `prefers-reduced-motion: reduce` match (or not) for the code under test. */
export function mockReducedMotion(reduce: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
