import { startTransition } from 'react';
import { SERVER_RENDERED_ATTRIBUTE } from '@tjb/shop-contracts';
import { nextTask } from './next-task';
import { CLIENT_ONLY_DIGEST } from './remotes/server-remotes';

/**
 * The libraries the shop's modules import, heaviest first, each evaluated in its own task before the
 * shop's own modules (see start). Eager: no extra chunk or request, everything came with this chunk.
 */
const LIBRARIES: ReadonlyArray<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ '@tjb/cart-bus'),
  () => import(/* webpackMode: "eager" */ '@emotion/react'),
];

/**
 * Start-up in steps, each in its own task: the federation registry, React DOM, the libraries, the
 * shop's modules, then the first render. Evaluating all of them at once was one long task of ~200 ms on a throttled phone
 * (Lighthouse's TBT); in steps, the browser can paint and answer input in between.
 */
async function start(container: HTMLElement) {
  // The remotes' entries are requested first; the page's preload hints have them on the way already.
  const { connectRemotes } = await import(/* webpackMode: "eager" */ './remotes/registry-client');
  connectRemotes();
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  for (const load of LIBRARIES) {
    await nextTask();
    await load();
  }
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
  // As a transition the first render is time-sliced: React yields to the browser every few
  // milliseconds instead of holding the main thread for the whole tree (a blocking-lane render).
  if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
    // The gateway rendered the page: React adopts its HTML instead of building it again. The remote's part
    // keeps its server HTML (and shows it) until the remote's code arrives, then hydrates too.
    startTransition(() => {
      hydrateRoot(container, <App />, { onRecoverableError: reportHydrationMismatch });
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
}

/**
 * A mismatch costs the page a re-render of that part, not its function: logged for the e2e suite to
 * catch. A slot the gateway left to the browser (CLIENT_ONLY_DIGEST in server.tsx) is no mismatch.
 */
function reportHydrationMismatch(error: unknown) {
  if ((error as { digest?: string } | null)?.digest === CLIENT_ONLY_DIGEST) return;
  console.error('[shell] hydration mismatch', error);
}

const container = document.getElementById('root');
if (container) void start(container);
