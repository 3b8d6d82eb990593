import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { LIVE_ATTRIBUTE } from './mfe-root';
import { lazyPage } from './page-data';
import { RemotePages } from './remote-pages';

/** A page module that arrives when the test says so, as a chunk does. */
function pageOnDemand() {
  let arrive!: () => void;
  const loaded = new Promise<{ ShelfPage: ComponentType }>((resolve) => {
    arrive = () => resolve({ ShelfPage: () => <h1>Shelf</h1> });
  });
  return { Page: lazyPage(() => loaded, 'ShelfPage'), arrive: async () => act(async () => arrive()) };
}

const root = (container: HTMLElement) => container.querySelector('[data-mfe="mfe-shelf"]')!;

describe('RemotePages', () => {
  it('when its pages load their own chunks, then the page skeleton holds the place and the root is live only once the page is in', async () => {
    const { Page, arrive } = pageOnDemand();
    const { container } = render(
      <MemoryRouter initialEntries={['/shelf']}>
        <RemotePages name="mfe-shelf" pages={[{ path: '/shelf', element: <Page /> }]} lazy />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(root(container)).not.toHaveAttribute(LIVE_ATTRIBUTE);
    await arrive();
    expect(await screen.findByRole('heading', { name: 'Shelf' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
    expect(root(container)).toHaveAttribute(LIVE_ATTRIBUTE);
  });

  it('when its pages are in its main chunk, then the root is live as soon as it renders', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/shelf']}>
        <RemotePages name="mfe-shelf" pages={[{ path: '/shelf', element: <h1>Shelf</h1> }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Shelf' })).toBeInTheDocument();
    expect(root(container)).toHaveAttribute(LIVE_ATTRIBUTE);
  });
});
