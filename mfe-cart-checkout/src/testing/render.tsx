import { act, render, type RenderResult } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTER_FUTURE } from '@tjb/ui';
import { hydrateServerHtml } from '@tjb/ui/testing';

/** Shows where the router is, so a test can assert where a click led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a page the way the shell mounts it: in a router at `route` (with `path` as the route
 * pattern) and a fresh jotai store, so cart state never leaks between tests.
 */
export function renderPage(ui: ReactElement, options: { route?: string; path?: string } = {}): RenderResult {
  return render(pageTree(ui, options));
}

function pageTree(ui: ReactElement, { route = '/', path }: { route?: string; path?: string }): ReactElement {
  return (
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
    </JotaiProvider>
  );
}

/**
 * The page as the gateway serves it: rendered to HTML (as on the server, where the hooks see no storage),
 * then hydrated in the browser. `serverHtml` is what the shopper sees before the scripts run;
 * `mismatches` lists what hydration had to repair (none, when server and first render agree).
 */
export async function hydratePage(
  ui: ReactElement,
  options: { route?: string; path?: string; beforeHydrate?: (container: HTMLElement) => void } = {},
) {
  const page = await hydrateServerHtml(pageTree(ui, options), pageTree(ui, options), options);
  // Hydration and the render after it (the stored state, see useHydrating) are concurrent work.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return page;
}

export { collectToasts } from '@tjb/cart-bus/testing';
