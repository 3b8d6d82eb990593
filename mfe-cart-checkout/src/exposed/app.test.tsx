import { ROUTES } from '@tjb/shop-contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from '@tjb/ui';
import App, { PAGES } from './app';

describe('mfe-cart-checkout App', () => {
  it('when the shell routes paths to this remote, then the remote declares exactly those paths', () => {
    const owned = ROUTES.filter((r) => r.remote === 'cartCheckout').map((r) => r.path);
    expect(PAGES.map((p) => p.path).sort()).toEqual([...owned].sort());
  });

  it('when mounted at its first route, then it marks its boundary and renders a page heading', () => {
    const first = ROUTES.find((r) => r.remote === 'cartCheckout')!.path.replace(/:[a-z]+/g, 'sample').replace('*', 'x');
    const { container } = render(
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={[first]}>
        <App />
      </MemoryRouter>,
    );
    expect(container.querySelector('[data-mfe="mfe-cart-checkout"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
