import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ROUTER_FUTURE } from '@tjb/ui';
import { hydrateServerHtml } from '@tjb/ui/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient } from '../app/query-client';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function tree(ui: ReactElement, client: QueryClient, route: string): ReactElement {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** A page or part as the remote mounts it: a router at `route` and a query cache of its own. */
export function renderWithProviders(ui: ReactElement, { route = '/bundle-studio', client = createQueryClient() } = {}): RenderResult & { client: QueryClient } {
  return { ...render(tree(ui, client, route)), client };
}

/**
 * The gateway's HTML hydrated in the browser: rendered to a string from `serverClient`'s answers, then
 * hydrated with `browserClient` (the same answers, as the page hands them over). `mismatches` lists
 * what hydration had to repair.
 */
export function hydratePage(ui: ReactElement, serverClient: QueryClient, browserClient: QueryClient, route = '/bundle-studio') {
  return hydrateServerHtml(tree(ui, serverClient, route), tree(ui, browserClient, route));
}

export { collectToasts } from '@tjb/cart-bus/testing';
