import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { onBusEvent, type Toast } from '@tjb/cart-bus';
import { ROUTER_FUTURE } from '@tjb/ui';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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
export async function hydratePage(ui: ReactElement, serverClient: QueryClient, browserClient: QueryClient, route = '/bundle-studio') {
  const serverHtml = renderToString(tree(ui, serverClient, route));
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  const mismatches: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, tree(ui, browserClient, route), { onRecoverableError: (err) => mismatches.push(err) }));
  return {
    serverHtml,
    container,
    mismatches,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** The toasts published on the bus (the shell's toaster shows them in the shop). */
export function collectToasts(): { toasts: Toast[]; stop: () => void } {
  const toasts: Toast[] = [];
  const stop = onBusEvent('toast:show', (event) => {
    toasts.push(event.toast);
  });
  return { toasts, stop };
}
