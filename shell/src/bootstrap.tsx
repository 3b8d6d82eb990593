import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { connectRemotes } from './remotes/registry-client';

const container = document.getElementById('root');
if (container) {
  // The registry fetch and the first render start together; a remote slot waits only for its own entry.
  connectRemotes();
  // As a transition the first render is time-sliced: React yields to the browser every few
  // milliseconds instead of holding the main thread for the whole tree (a blocking-lane render).
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
}
