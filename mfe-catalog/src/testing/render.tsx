import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTER_FUTURE } from '@tjb/ui';
import { createQueryClient } from '../app/query-client';

/** Shows the current URL, so tests can assert where the page navigated and what the query says. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders inside a router (at `route`, matched by `path`) and a fresh query client, like the remote's App. */
export function renderWithProviders(ui: ReactElement, { route = '/', path }: { route?: string; path?: string } = {}): RenderResult {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        ) : ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
