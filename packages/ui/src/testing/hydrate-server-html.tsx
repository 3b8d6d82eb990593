import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

export interface HydratedPage {
  /** What the shopper sees before the scripts run. */
  serverHtml: string;
  container: HTMLElement;
  /** What hydration had to repair (none, when the server's HTML and the first browser render agree). */
  mismatches: unknown[];
  unmount(): void;
}

/**
 * A page as the gateway serves it, in a test: `serverTree` rendered to HTML as on the server, then
 * `browserTree` (the same tree, or one with the browser's own providers) hydrated over it.
 * `beforeHydrate` is what the shopper did to that HTML before the scripts ran.
 */
export async function hydrateServerHtml(
  serverTree: ReactElement,
  browserTree: ReactElement = serverTree,
  { beforeHydrate }: { beforeHydrate?: (container: HTMLElement) => void } = {},
): Promise<HydratedPage> {
  const serverHtml = renderToString(serverTree);
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  beforeHydrate?.(container);
  const mismatches: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, browserTree, { onRecoverableError: (err) => mismatches.push(err) }));
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
