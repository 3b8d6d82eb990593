import { onBusEvent, type Toast } from '@tjb/cart-bus';
import { render, type RenderResult } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTER_FUTURE } from '@tjb/ui';

/** Shows where the router is, so a test can assert where a click led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a page the way the shell mounts it: in a router at `route` (with `path` as the route
 * pattern) and a fresh jotai store, so cart state never leaks between tests.
 */
export function renderPage(ui: ReactElement, { route = '/', path }: { route?: string; path?: string } = {}): RenderResult {
  return render(
    <JotaiProvider>
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        ) : (
          ui
        )}
        <LocationProbe />
      </MemoryRouter>
    </JotaiProvider>,
  );
}

/** Collects the toasts published on the bus (the shell's toaster shows them in the shop). */
export function collectToasts(): { toasts: Toast[]; stop: () => void } {
  const toasts: Toast[] = [];
  const stop = onBusEvent('toast:show', (event) => {
    toasts.push(event.toast);
  });
  return { toasts, stop };
}
