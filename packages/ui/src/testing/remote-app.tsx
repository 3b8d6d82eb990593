import { render, screen } from '@testing-library/react';
import { REMOTES, type RemoteKey } from '@tjb/mf-config/remotes';
import { ROUTES } from '@tjb/shop-contracts';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { RemotePage } from '../remote-pages';
import { ROUTER_FUTURE } from '../router-future';

/** A remote's ./App as the shell mounts it, at `path`. */
export function renderRemoteAt(App: ComponentType, path: string) {
  return render(
    <MemoryRouter future={ROUTER_FUTURE} initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

/**
 * What every remote's ./App owes the shell, as two tests in the caller's describe: it declares exactly
 * the paths the shell's route table gives the remote, and mounted at the first of them it marks its
 * boundary (`data-mfe`) and shows a page heading. `beforeMount` answers what that page asks the network.
 */
export function itServesItsRoutes(remote: RemoteKey, { App, pages, beforeMount }: { App: ComponentType; pages: ReadonlyArray<RemotePage>; beforeMount?: () => void }) {
  const owned = ROUTES.filter((r) => r.remote === remote).map((r) => r.path);

  it('when the shell routes paths to this remote, then the remote declares exactly those paths', () => {
    expect(pages.map((p) => p.path).sort()).toEqual([...owned].sort());
  });

  it('when mounted at its first route, then it marks its boundary and renders a page heading', async () => {
    beforeMount?.();
    const first = owned[0]!.replace(/:[a-z]+/g, 'sample').replace('*', 'x');
    const { container } = renderRemoteAt(App, first);
    expect(container.querySelector(`[data-mfe="${REMOTES[remote].dir}"]`)).not.toBeNull();
    // A page that loads in its own chunk shows its heading once the chunk is in.
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
}
