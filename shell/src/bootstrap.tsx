import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { connectRemotes } from './remotes/registry-client';

const container = document.getElementById('root');
if (container) {
  // The registry fetch and the first render start together; a remote slot waits only for its own entry.
  connectRemotes();
  createRoot(container).render(<App />);
}
