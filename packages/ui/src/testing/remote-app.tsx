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
 * What every remote's ./App owes the shell, as tests in the caller's describe: it declares exactly the
 * paths the shell's route table gives the remote, and mounted at a path it marks its boundary
 * (`data-mfe`) and shows the page's level-1 heading: at each path of `headings` the heading named
 * there, else at the table's first path any heading. `beforeMount` answers what that page asks the network.
 */
export function itServesItsRoutes(
  remote: RemoteKey,
  { App, pages, headings, beforeMount }: { App: ComponentType; pages: ReadonlyArray<RemotePage>; headings?: Record<string, string>; beforeMount?: () => void },
) {
  const owned = ROUTES.filter((r) => r.remote === remote).map((r) => r.path);

  it('when the shell routes paths to this remote, then the remote declares exactly those paths', () => {
    expect(pages.map((p) => p.path).sort()).toEqual([...owned].sort());
  });

  const mounts: Array<[string, string | undefined]> = headings ? Object.entries(headings) : [[owned[0]!.replace(/:[a-z]+/g, 'sample').replace('*', 'x'), undefined]];
  for (const [path, title] of mounts) {
    it(`when mounted at ${path}, then it marks its boundary and shows ${title ? `the ${title} heading` : 'a page heading'}`, async () => {
      beforeMount?.();
      const { container } = renderRemoteAt(App, path);
      expect(container.querySelector(`[data-mfe="${REMOTES[remote].dir}"]`)).not.toBeNull();
      // A page that loads in its own chunk shows its heading once the chunk is in.
      expect(await screen.findByRole('heading', { level: 1, ...(title ? { name: title } : {}) })).toBeInTheDocument();
    });
  }
}
